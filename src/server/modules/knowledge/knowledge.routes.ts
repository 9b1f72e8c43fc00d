import { Readable } from 'node:stream'
import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { validate } from '#server/lib/validate'
import { nodeStreamOf } from '#server/storage/local-disk-storage'
import { glossaryGroupInputSchema, glossaryGroupUpdateSchema } from '#shared/schemas/glossary'
import {
  bulkApproveInputSchema,
  fileListQuerySchema,
  fileUploadQuerySchema,
  knowledgeEntryInputSchema,
  knowledgeEntryListQuerySchema,
  knowledgeEntryUpdateSchema,
  knowledgeExportQuerySchema,
  restoreVersionInputSchema,
  tagInputSchema,
  tagUpdateSchema,
} from '#shared/schemas/knowledge'
import { createGlossaryGroup, listGlossary, removeGlossaryGroup, updateGlossary } from './glossary.service.ts'
import {
  approveKnowledgeEntries,
  approveKnowledgeEntry,
  createKnowledgeEntry,
  deleteKnowledgeEntry,
  discardPendingVersion,
  exportKnowledgeEntries,
  getKnowledgeEntryDetail,
  listKnowledgeEntries,
  restoreKnowledgeEntryVersion,
  updateKnowledgeEntry,
} from './knowledge.service.ts'
import { requireBotManagement, requireKnowledgeRead } from './knowledge-access.ts'
import {
  deleteFileResource,
  listFileResources,
  openFileResource,
  uploadFileResource,
} from './knowledge-files.service.ts'
import { createTag, listTags, removeTag, renameTag } from './knowledge-tags.service.ts'

/** Knowledge entries and tags of every bot and the global ones (spec §2.16, /knowledge). */
export const knowledgeRoutes = new Hono<AppEnv>()
  .use(requireKnowledgeRead)
  .get('/entries', validate('query', knowledgeEntryListQuerySchema), async (c) =>
    c.json(await listKnowledgeEntries(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/entries/export', validate('query', knowledgeExportQuerySchema), async (c) => {
    const file = await exportKnowledgeEntries(authed(c.get('ctx')), c.req.valid('query'))
    return c.body(file.body, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'no-store',
    })
  })
  .post('/entries/approve', requireBotManagement, validate('json', bulkApproveInputSchema), async (c) =>
    c.json(await approveKnowledgeEntries(authed(c.get('ctx')), c.req.valid('json').ids)),
  )
  .get('/entries/:id', async (c) =>
    c.json(await getKnowledgeEntryDetail(authed(c.get('ctx')), c.req.param('id'))),
  )
  .post('/entries', requireBotManagement, validate('json', knowledgeEntryInputSchema), async (c) =>
    c.json(await createKnowledgeEntry(authed(c.get('ctx')), c.req.valid('json')), 201),
  )
  .patch('/entries/:id', requireBotManagement, validate('json', knowledgeEntryUpdateSchema), async (c) =>
    c.json(await updateKnowledgeEntry(authed(c.get('ctx')), c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/entries/:id', requireBotManagement, async (c) =>
    c.json(await deleteKnowledgeEntry(authed(c.get('ctx')), c.req.param('id'))),
  )
  .post('/entries/:id/approve', requireBotManagement, async (c) =>
    c.json(await approveKnowledgeEntry(authed(c.get('ctx')), c.req.param('id'))),
  )
  // Issue 33 item 4: versions restore in one click; an edit waiting for approval can be dropped.
  .post(
    '/entries/:id/versions/:versionId/restore',
    requireBotManagement,
    validate('json', restoreVersionInputSchema),
    async (c) =>
      c.json(
        await restoreKnowledgeEntryVersion(
          authed(c.get('ctx')),
          c.req.param('id'),
          c.req.param('versionId'),
          c.req.valid('json').expected_updated_at,
        ),
      ),
  )
  .delete('/entries/:id/pending', requireBotManagement, async (c) =>
    c.json(await discardPendingVersion(authed(c.get('ctx')), c.req.param('id'))),
  )
  .get('/files', validate('query', fileListQuerySchema), async (c) =>
    c.json(await listFileResources(authed(c.get('ctx')), c.req.valid('query').bot_id)),
  )
  .post('/files', requireBotManagement, validate('query', fileUploadQuerySchema), async (c) => {
    const ctx = authed(c.get('ctx'))
    if (Number(c.req.header('content-length') ?? '0') > ctx.env.UPLOAD_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${ctx.env.UPLOAD_MAX_BYTES} bytes.`)
    const query = c.req.valid('query')
    const file = await uploadFileResource(
      ctx,
      { botId: query.bot_id, fileName: query.file_name },
      nodeStreamOf(c.req.raw.body),
    )
    return c.json(file, 201)
  })
  .get('/files/:id/download', async (c) => {
    const { file, stream } = await openFileResource(authed(c.get('ctx')), c.req.param('id'))
    c.header('content-type', file.mimeType)
    c.header('content-length', String(file.fileSize))
    c.header(
      'content-disposition',
      `attachment; filename="${file.originalFilename.replace(/[^\w.-]/g, '_')}"`,
    )
    c.header('x-content-type-options', 'nosniff')
    c.header('cache-control', 'private, no-store')
    return c.body(Readable.toWeb(stream) as ReadableStream)
  })
  .delete('/files/:id', requireBotManagement, async (c) =>
    c.json(await deleteFileResource(authed(c.get('ctx')), c.req.param('id'))),
  )
  .get('/tags', async (c) => c.json(await listTags(authed(c.get('ctx')))))
  .post('/tags', requireBotManagement, validate('json', tagInputSchema), async (c) =>
    c.json(await createTag(authed(c.get('ctx')), c.req.valid('json')), 201),
  )
  .patch('/tags/:id', requireBotManagement, validate('json', tagUpdateSchema), async (c) =>
    c.json(await renameTag(authed(c.get('ctx')), c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/tags/:id', requireBotManagement, async (c) =>
    c.json(await removeTag(authed(c.get('ctx')), c.req.param('id'))),
  )
  // Issue 33: the global glossary (every bot's retrieval uses it); a bot's own is under /api/bots.
  .get('/glossary', async (c) => c.json(await listGlossary(authed(c.get('ctx')), null)))
  .post('/glossary', requireBotManagement, validate('json', glossaryGroupInputSchema), async (c) =>
    c.json(await createGlossaryGroup(authed(c.get('ctx')), null, c.req.valid('json')), 201),
  )
  .patch('/glossary/:id', requireBotManagement, validate('json', glossaryGroupUpdateSchema), async (c) =>
    c.json(await updateGlossary(authed(c.get('ctx')), null, c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/glossary/:id', requireBotManagement, async (c) =>
    c.json(await removeGlossaryGroup(authed(c.get('ctx')), null, c.req.param('id'))),
  )
