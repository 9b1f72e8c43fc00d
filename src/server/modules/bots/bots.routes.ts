import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { answerPreviewInputSchema, createBotInputSchema } from '../../../shared/schemas/bots.ts'
import { knowledgeImportBodySchema } from '../../../shared/schemas/knowledge.ts'
import type { AppEnv } from '../../app-env.ts'
import { authed, requirePermission } from '../../auth/guards.ts'
import { AppError } from '../../lib/app-error.ts'
import { validate } from '../../lib/validate.ts'
import { importKnowledge } from '../knowledge/knowledge-import.service.ts'
import { createBot, previewAnswer } from './bots.service.ts'

/**
 * A knowledge import of 5,000 entries with long answers is several megabytes, far above the 1 MiB
 * every other route accepts; this one route gets its own ceiling (and app.ts skips the global one
 * for it). It needs BOT_MANAGEMENT, so only trusted staff can send large bodies.
 */
export const KNOWLEDGE_IMPORT_MAX_BODY_BYTES = 25 * 1024 * 1024
export const KNOWLEDGE_IMPORT_PATH = /^\/api\/bots\/[^/]+\/knowledge\/import\/?$/

const importBodyLimit = bodyLimit({
  maxSize: KNOWLEDGE_IMPORT_MAX_BODY_BYTES,
  onError: () => {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The import is larger than ${KNOWLEDGE_IMPORT_MAX_BODY_BYTES} bytes.`,
    )
  },
})

export const botRoutes = new Hono<AppEnv>()
  .use(requirePermission('BOT_MANAGEMENT'))
  .post('/', validate('json', createBotInputSchema), async (c) =>
    c.json(await createBot(authed(c.var.ctx), c.req.valid('json')), 201),
  )
  .post('/:botId/knowledge/import', importBodyLimit, validate('json', knowledgeImportBodySchema), async (c) =>
    c.json(await importKnowledge(authed(c.var.ctx), c.req.param('botId'), c.req.valid('json').entries), 201),
  )
  .post('/:botId/answer-preview', validate('json', answerPreviewInputSchema), async (c) =>
    c.json(await previewAnswer(authed(c.var.ctx), c.req.param('botId'), c.req.valid('json'))),
  )
