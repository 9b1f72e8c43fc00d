import { Readable } from 'node:stream'
import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { languageModelStatus } from '#server/assistant/language-model-status'
import { authed, requireSession } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { validate } from '#server/lib/validate'
import {
  createGlossaryGroup,
  listGlossary,
  removeGlossaryGroup,
  updateGlossary,
} from '#server/modules/knowledge/glossary.service'
import { requireBotManagement, requireKnowledgeRead } from '#server/modules/knowledge/knowledge-access'
import { nodeStreamOf } from '#server/storage/local-disk-storage'
import {
  AVATAR_MAX_BYTES,
  answerPreviewInputSchema,
  avatarUploadQuerySchema,
  createBotInputSchema,
  updateBotInputSchema,
} from '#shared/schemas/bots'
import { glossaryGroupInputSchema, glossaryGroupUpdateSchema } from '#shared/schemas/glossary'
import { AVATAR_TOO_LARGE, openBotAvatar, uploadBotAvatar } from './bot-avatar.service.ts'
import {
  createBot,
  deleteBot,
  duplicateBot,
  exportBot,
  getBotDetail,
  listBotsWithCounts,
  previewAnswer,
  updateBotConfig,
} from './bots.service.ts'

/**
 * The routes that set their own body limit: the knowledge import (and its preview), the avatar
 * upload and the knowledge file upload (app.ts skips the global limit for them).
 */
export const BOT_LARGE_BODY_PATH =
  /^\/api\/(bots\/[^/]+\/(knowledge\/import(\/preview)?|avatar)|knowledge\/files)\/?$/

// Reads are open to support agents too (they view bots, issue 6); every change needs BOT_MANAGEMENT.
export const botRoutes = new Hono<AppEnv>()
  // Avatars show wherever the bot does (chat lists included), so any signed-in user may load one.
  .get('/:botId/avatar/:fileId', requireSession, async (c) => {
    const { file, stream } = await openBotAvatar(
      authed(c.get('ctx')),
      c.req.param('botId'),
      c.req.param('fileId'),
    )
    c.header('content-type', file.mimeType)
    c.header('content-length', String(file.sizeBytes))
    c.header('x-content-type-options', 'nosniff')
    c.header('cache-control', 'private, max-age=86400, immutable')
    return c.body(Readable.toWeb(stream) as ReadableStream)
  })
  .use(requireKnowledgeRead)
  .get('/', async (c) => c.json(await listBotsWithCounts(authed(c.get('ctx')))))
  // Issue 33: the configuration and training pages say when tone, prompt and instructions take no effect.
  .get('/language-model', (c) => c.json(languageModelStatus(c.get('ctx').env)))
  .post('/', requireBotManagement, validate('json', createBotInputSchema), async (c) =>
    c.json(await createBot(authed(c.get('ctx')), c.req.valid('json')), 201),
  )
  .get('/:botId', async (c) => c.json(await getBotDetail(authed(c.get('ctx')), c.req.param('botId'))))
  .patch('/:botId', requireBotManagement, validate('json', updateBotInputSchema), async (c) =>
    c.json(await updateBotConfig(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json'))),
  )
  .delete('/:botId', requireBotManagement, async (c) =>
    c.json(await deleteBot(authed(c.get('ctx')), c.req.param('botId'))),
  )
  .post('/:botId/avatar', requireBotManagement, validate('query', avatarUploadQuerySchema), async (c) => {
    // Spec §5: refuse early when the declared size is already too large.
    if (Number(c.req.header('content-length') ?? '0') > AVATAR_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE)
    const body = nodeStreamOf(c.req.raw.body)
    return c.json(
      await uploadBotAvatar(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('query').file_name, body),
    )
  })
  .post('/:botId/duplicate', requireBotManagement, async (c) =>
    c.json(await duplicateBot(authed(c.get('ctx')), c.req.param('botId')), 201),
  )
  .get('/:botId/export', async (c) => {
    const body = await exportBot(authed(c.get('ctx')), c.req.param('botId'))
    const fileName = `bot-${body.bot.name.replace(/[^\w.-]+/g, '-').toLowerCase()}.json`
    c.header('content-disposition', `attachment; filename="${fileName}"`)
    return c.json(body)
  })
  .post(
    '/:botId/answer-preview',
    requireBotManagement,
    validate('json', answerPreviewInputSchema),
    async (c) => c.json(await previewAnswer(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json'))),
  )
  // Issue 33: the bot's own glossary (the global one is under /api/knowledge/glossary).
  .get('/:botId/glossary', async (c) =>
    c.json(await listGlossary(authed(c.get('ctx')), c.req.param('botId'))),
  )
  .post('/:botId/glossary', requireBotManagement, validate('json', glossaryGroupInputSchema), async (c) =>
    c.json(await createGlossaryGroup(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json')), 201),
  )
  .patch(
    '/:botId/glossary/:groupId',
    requireBotManagement,
    validate('json', glossaryGroupUpdateSchema),
    async (c) =>
      c.json(
        await updateGlossary(
          authed(c.get('ctx')),
          c.req.param('botId'),
          c.req.param('groupId'),
          c.req.valid('json'),
        ),
      ),
  )
  .delete('/:botId/glossary/:groupId', requireBotManagement, async (c) =>
    c.json(await removeGlossaryGroup(authed(c.get('ctx')), c.req.param('botId'), c.req.param('groupId'))),
  )
