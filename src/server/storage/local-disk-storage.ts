import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AppError } from '../lib/app-error.ts'
import { type FileStorage, SNIFF_BYTES, type StoredObject } from './file-storage.ts'

const KEY_PATTERN = /^[a-f0-9]{32}$/

/**
 * Files on local disk under `root` (DATA_DIR/files unless STORAGE_DIR says otherwise), spread over
 * 256 folders by the key's first two characters. A file is written to a temporary name and renamed
 * when complete, so a half-written upload is never visible under its key.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND', 'File not found')
    return path.join(root, key.slice(0, 2), key)
  }

  return {
    async put(body, { maxBytes }): Promise<StoredObject> {
      const key = randomBytes(16).toString('hex')
      const target = pathOf(key)
      const partial = `${target}.partial`
      await mkdir(path.dirname(target), { recursive: true })
      let sizeBytes = 0
      const headChunks: Buffer[] = []
      let headLength = 0
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length
          if (sizeBytes > maxBytes) {
            callback(new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes} bytes.`))
            return
          }
          if (headLength < SNIFF_BYTES) {
            headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength))
            headLength += Math.min(chunk.length, SNIFF_BYTES - headLength)
          }
          callback(null, chunk)
        },
      })
      try {
        await pipeline(body, meter, createWriteStream(partial, { flags: 'wx' }))
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
      return { key, sizeBytes, head: Buffer.concat(headChunks) }
    },

    async get(key) {
      const file = pathOf(key)
      try {
        await stat(file)
      } catch {
        throw new AppError('NOT_FOUND', 'File not found')
      }
      return createReadStream(file)
    },

    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

/** A web request body as a Node stream (an absent body is an empty stream). */
export function nodeStreamOf(body: ReadableStream<Uint8Array> | null): Readable {
  return body ? Readable.fromWeb(body as import('node:stream/web').ReadableStream) : Readable.from([])
}
