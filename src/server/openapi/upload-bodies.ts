import type { ZodType } from 'zod'
import { BOT_LARGE_BODY_PATH } from '#server/modules/bots/bots.routes'
import { FILES_UPLOAD_PATH } from '#server/modules/files/files.routes'
import { ONBOARDING_UPLOAD_PATH } from '#server/modules/onboarding/onboarding.routes'
import { MAX_FILES_PER_UPLOAD, resubmitFieldsSchema, uploadFieldsSchema } from '#shared/schemas/files'

/**
 * Uploads stream their body past `validate()`, so no middleware says what they take. They are
 * found with the same path patterns app.ts uses to lift the 1 MiB body limit for them, so a new
 * upload route that app.ts lets through is described here too.
 */
export type UploadBody =
  | { kind: 'multipart'; fields: ZodType; maxFiles: number }
  | { kind: 'raw'; description: string }

/** `/api/files/{id}` as a concrete path the upload patterns can be tried on. */
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'sample')

export function uploadBodyOf(method: string, path: string, hasJsonBody: boolean): UploadBody | undefined {
  if (method !== 'POST' || hasJsonBody) return undefined
  const concrete = samplePath(path)
  if (FILES_UPLOAD_PATH.test(concrete)) {
    const resubmission = concrete !== '/api/files'
    return resubmission
      ? { kind: 'multipart', fields: resubmitFieldsSchema, maxFiles: 1 }
      : { kind: 'multipart', fields: uploadFieldsSchema, maxFiles: MAX_FILES_PER_UPLOAD }
  }
  if (ONBOARDING_UPLOAD_PATH.test(concrete) || BOT_LARGE_BODY_PATH.test(concrete)) {
    return {
      kind: 'raw',
      description:
        "The file's bytes as the whole body, with its Content-Type; its name goes in the query. " +
        'At most UPLOAD_MAX_BYTES (25 MB by default); the type is checked by content.',
    }
  }
  return undefined
}
