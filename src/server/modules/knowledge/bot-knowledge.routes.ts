import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '#server/app-env'
import { authed, notAnAccessCheck } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { validate } from '#server/lib/validate'
import {
  dismissSuggestionsInputSchema,
  knowledgeImportRequestSchema,
  knowledgeImportTextSchema,
  linkSuggestionGroupInputSchema,
  resolveSuggestionGroupInputSchema,
  suggestionListQuerySchema,
} from '#shared/schemas/knowledge'
import { requireBotManagement, requireKnowledgeRead } from './knowledge-access.ts'
import { importKnowledge, importRequestRows, previewImportText } from './knowledge-import.service.ts'
import {
  dismissSuggestions,
  linkSuggestionGroup,
  listSuggestionGroups,
  resolveSuggestionGroup,
} from './knowledge-suggestion-groups.service.ts'
import { listSuggestions } from './knowledge-suggestions.service.ts'

/**
 * A knowledge import of 5,000 entries with long answers is several megabytes, far above the 1 MiB
 * every other route accepts; the import and its preview get their own ceiling (and app.ts skips
 * the global one for them). They need BOT_MANAGEMENT, so only trusted staff can send large bodies.
 */
export const KNOWLEDGE_IMPORT_MAX_BODY_BYTES = 25 * 1024 * 1024

const importBodyLimit = notAnAccessCheck(
  bodyLimit({
    maxSize: KNOWLEDGE_IMPORT_MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The import is larger than ${KNOWLEDGE_IMPORT_MAX_BODY_BYTES} bytes.`,
      )
    },
  }),
)

/**
 * A bot's knowledge import and its suggestions (questions the assistant could not answer), mounted
 * under /api/bots beside botRoutes: the URLs name the bot, the work is the knowledge base's.
 */
export const botKnowledgeRoutes = new Hono<AppEnv>()
  .use(requireKnowledgeRead)
  .post(
    '/:botId/knowledge/import/preview',
    requireBotManagement,
    importBodyLimit,
    validate('json', knowledgeImportTextSchema),
    async (c) =>
      c.json(await previewImportText(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json'))),
  )
  .post(
    '/:botId/knowledge/import',
    requireBotManagement,
    importBodyLimit,
    validate('json', knowledgeImportRequestSchema),
    async (c) =>
      c.json(
        await importKnowledge(
          authed(c.get('ctx')),
          c.req.param('botId'),
          importRequestRows(c.req.valid('json')),
        ),
        201,
      ),
  )
  .get('/:botId/suggestions', validate('query', suggestionListQuerySchema), async (c) =>
    c.json(await listSuggestions(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('query'))),
  )
  .get('/:botId/suggestions/groups', async (c) =>
    c.json(await listSuggestionGroups(authed(c.get('ctx')), c.req.param('botId'))),
  )
  .post(
    '/:botId/suggestions/link',
    requireBotManagement,
    validate('json', linkSuggestionGroupInputSchema),
    async (c) =>
      c.json(await linkSuggestionGroup(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json'))),
  )
  .post(
    '/:botId/suggestions/resolve',
    requireBotManagement,
    validate('json', resolveSuggestionGroupInputSchema),
    async (c) =>
      c.json(await resolveSuggestionGroup(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json'))),
  )
  .post(
    '/:botId/suggestions/dismiss',
    requireBotManagement,
    validate('json', dismissSuggestionsInputSchema),
    async (c) =>
      c.json(
        await dismissSuggestions(
          authed(c.get('ctx')),
          c.req.param('botId'),
          c.req.valid('json').suggestion_ids,
        ),
      ),
  )
