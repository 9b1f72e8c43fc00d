import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requirePermission, requireSession } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { idempotent } from '#server/lib/idempotency'
import { INLINE_FILE_HEADERS } from '#server/lib/security-headers'
import { validate } from '#server/lib/validate'
import { contentDisposition } from '#server/storage/file-name'
import { nodeStreamOf } from '#server/storage/local-disk-storage'
import { receiveMultipart } from '#server/storage/multipart-upload'
import {
  contentQuerySchema,
  countsQuerySchema,
  documentIdParamSchema,
  documentVersionParamSchema,
  listDocumentsQuerySchema,
  MAX_FILES_PER_UPLOAD,
  reviewInputSchema,
  thumbnailQuerySchema,
} from '#shared/schemas/files'
import { isPreviewableType } from './document-processing.ts'
import {
  countVisibleDocuments,
  deleteDocument,
  getDocument,
  getFilterOptions,
  listVisibleDocuments,
  openThumbnail,
  openVersionFile,
  resubmitDocument,
  reviewDocument,
  uploadDocuments,
} from './files.service.ts'

/** Upload routes take multipart bodies far above the app's JSON limit; app.ts lets them through. */
export const FILES_UPLOAD_PATH = /^\/api\/files(\/[^/]+\/versions)?\/?$/

// Spec §6: every signed-in user reaches the file centre for the dealers in their scope; reviewing
// (approve, reject) needs DEALER_MANAGEMENT.
const review = requirePermission('DEALER_MANAGEMENT')

function receive(c: Context<AppEnv>, maxFiles: number) {
  const ctx = authed(c.get('ctx'))
  const declared = Number(c.req.header('content-length') ?? '0')
  // Refuse at once what cannot fit, before reading a byte.
  if (declared > ctx.env.UPLOAD_MAX_BYTES * maxFiles + 1024 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large.')
  }
  return receiveMultipart(
    ctx.storage,
    { contentType: c.req.header('content-type') },
    nodeStreamOf(c.req.raw.body),
    {
      maxFileBytes: ctx.env.UPLOAD_MAX_BYTES,
      maxFiles,
      fileField: 'file',
    },
    c.req.raw.signal,
  )
}

/** File bytes go out only through here: the caller's scope checked, never a guessable public path. */
function sendFile(
  c: Context<AppEnv>,
  opened: Awaited<ReturnType<typeof openVersionFile>>,
  disposition: 'inline' | 'attachment',
) {
  const { file, stream } = opened
  // Only images and PDFs are shown inline; anything else (text, Word) is always a download.
  const type = disposition === 'inline' && isPreviewableType(file.mimeType) ? 'inline' : 'attachment'
  c.header('content-type', file.mimeType)
  c.header('content-length', String(file.sizeBytes))
  c.header('content-disposition', contentDisposition(file.fileName, type))
  c.header('x-content-type-options', 'nosniff')
  c.header('cache-control', 'private, no-store')
  if (type === 'inline')
    for (const [name, value] of Object.entries(INLINE_FILE_HEADERS)) c.header(name, value)
  return c.body(Readable.toWeb(stream) as ReadableStream)
}

export const filesRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .post('/', idempotent, async (c) => {
    const upload = await receive(c, MAX_FILES_PER_UPLOAD)
    return c.json({ documents: await uploadDocuments(authed(c.get('ctx')), upload) }, 201)
  })
  .get('/', validate('query', listDocumentsQuerySchema), async (c) =>
    c.json(await listVisibleDocuments(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/counts', validate('query', countsQuerySchema), async (c) =>
    c.json(await countVisibleDocuments(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/options', async (c) => c.json(await getFilterOptions(authed(c.get('ctx')))))
  .get('/:id', validate('param', documentIdParamSchema), async (c) =>
    c.json({ document: await getDocument(authed(c.get('ctx')), c.req.valid('param').id) }),
  )
  .post('/:id/versions', validate('param', documentIdParamSchema), async (c) =>
    c.json(
      {
        document: await resubmitDocument(authed(c.get('ctx')), c.req.valid('param').id, () => receive(c, 1)),
      },
      201,
    ),
  )
  .post(
    '/:id/review',
    review,
    validate('param', documentIdParamSchema),
    validate('json', reviewInputSchema),
    async (c) =>
      c.json({
        document: await reviewDocument(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')),
      }),
  )
  .delete('/:id', validate('param', documentIdParamSchema), async (c) => {
    await deleteDocument(authed(c.get('ctx')), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .get(
    '/:id/versions/:version/content',
    validate('param', documentVersionParamSchema),
    validate('query', contentQuerySchema),
    async (c) =>
      sendFile(
        c,
        await openVersionFile(authed(c.get('ctx')), c.req.valid('param')),
        c.req.valid('query').disposition,
      ),
  )
  .get(
    '/:id/versions/:version/thumbnail',
    validate('param', documentVersionParamSchema),
    validate('query', thumbnailQuerySchema),
    async (c) =>
      sendFile(
        c,
        await openThumbnail(authed(c.get('ctx')), { ...c.req.valid('param'), ...c.req.valid('query') }),
        'inline',
      ),
  )
