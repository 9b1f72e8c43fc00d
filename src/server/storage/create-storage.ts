import path from 'node:path'
import type { Env } from '#server/env'
import type { FileStorage } from './file-storage.ts'
import { createLocalDiskStorage } from './local-disk-storage.ts'
import { createS3Storage } from './s3-storage.ts'

/** Local disk (STORAGE_DIR, default DATA_DIR/files) unless S3_BUCKET names a bucket. */
export function createFileStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return createLocalDiskStorage(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'files'))
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration:\n  - S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required',
    )
  }
  return createS3Storage({
    endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // A custom endpoint is usually MinIO or similar, which wants the bucket in the path.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    prefix: env.S3_PREFIX,
  })
}
