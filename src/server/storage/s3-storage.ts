import { randomBytes } from 'node:crypto'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AppError } from '#server/lib/app-error'
import type { FileStorage, StoredObject } from './file-storage.ts'
import { KEY_PATTERN } from './local-disk-storage.ts'
import { createMeter } from './metered-stream.ts'
import { EMPTY_PAYLOAD_SHA256, type SigningCredentials, sha256Hex, signRequest } from './sigv4.ts'

export interface S3StorageOptions extends SigningCredentials {
  /** e.g. https://s3.eu-north-1.amazonaws.com or http://minio:9000 */
  endpoint: string
  bucket: string
  /** Bucket in the path (MinIO and most self-hosted stores) instead of the host name (AWS default). */
  forcePathStyle: boolean
  /** Folder inside the bucket, e.g. 'dealerpilot/'. */
  prefix?: string
  fetch?: typeof fetch
}

/**
 * Files in an S3-compatible bucket, signed with SigV4 (no SDK). The upload is metered like on
 * local disk (size limit, sniffing head) and held in memory until complete, so a refused or broken
 * upload never reaches the bucket; the limit (UPLOAD_MAX_BYTES, 25 MB by default) bounds it.
 * Downloads stream straight through.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const doFetch = options.fetch ?? fetch
  const base = new URL(options.endpoint)
  const urlOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND', 'File not found')
    const objectKey = `${options.prefix ?? ''}${key}`
    const url = new URL(base)
    const basePath = url.pathname.replace(/\/$/, '')
    if (options.forcePathStyle) url.pathname = `${basePath}/${options.bucket}/${objectKey}`
    else {
      url.hostname = `${options.bucket}.${url.hostname}`
      url.pathname = `${basePath}/${objectKey}`
    }
    return url
  }

  async function send(method: string, url: URL, body?: Buffer, headers: Record<string, string> = {}) {
    const payloadSha256 = body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256
    const signed = signRequest({ method, url, headers, payloadSha256 }, options)
    return doFetch(url, {
      method,
      headers: { ...headers, ...signed },
      body: body ? new Uint8Array(body) : undefined,
    })
  }

  const failure = (action: string, response: Response) =>
    new AppError('UNAVAILABLE', `The file store refused to ${action} the file (HTTP ${response.status}).`)

  return {
    async put(body, { maxBytes }): Promise<StoredObject> {
      const key = randomBytes(16).toString('hex')
      const meter = createMeter(maxBytes)
      const chunks: Buffer[] = []
      await pipeline(
        body,
        meter.stream,
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk)
            callback()
          },
        }),
      )
      const bytes = Buffer.concat(chunks)
      const response = await send('PUT', urlOf(key), bytes, { 'content-type': 'application/octet-stream' })
      if (!response.ok) throw failure('store', response)
      return { key, sizeBytes: meter.sizeBytes(), head: meter.head() }
    },

    async get(key) {
      const response = await send('GET', urlOf(key))
      if (response.status === 404) throw new AppError('NOT_FOUND', 'File not found')
      if (!response.ok || !response.body) throw failure('read', response)
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
    },

    async delete(key) {
      const response = await send('DELETE', urlOf(key))
      // S3 answers 204 whether or not the object existed.
      if (!response.ok && response.status !== 404) throw failure('delete', response)
    },
    // An upload is held in memory until complete and sent in one PUT: an interrupted one never
    // reaches the bucket (no multipart upload to abort), so there is nothing to sweep.
    async sweepPartials() {
      return 0
    },
  }
}
