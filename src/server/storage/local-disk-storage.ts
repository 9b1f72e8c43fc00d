import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AppError } from '#server/lib/app-error'
import type { FileStorage, StoredObject } from './file-storage.ts'
import { createMeter } from './metered-stream.ts'

/** Keys are 16 random bytes in hex: nothing a user typed ever becomes part of a path. */
export const KEY_PATTERN = /^[a-f0-9]{32}$/
const PARTIAL_PATTERN = /^[a-f0-9]{32}\.partial$/

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
      const meter = createMeter(maxBytes)
      try {
        await pipeline(body, meter.stream, createWriteStream(partial, { flags: 'wx' }))
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
      return { key, sizeBytes: meter.sizeBytes(), head: meter.head() }
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

    async sweepPartials(olderThan) {
      let swept = 0
      const folders = await readdir(root, { withFileTypes: true }).catch(() => [])
      for (const folder of folders) {
        if (!folder.isDirectory() || !/^[a-f0-9]{2}$/.test(folder.name)) continue
        const dir = path.join(root, folder.name)
        for (const name of await readdir(dir)) {
          if (!PARTIAL_PATTERN.test(name)) continue
          const file = path.join(dir, name)
          // Gone meanwhile (its upload finished or failed): nothing to do.
          const modified = await stat(file).then(
            (info) => info.mtime,
            () => null,
          )
          if (!modified || modified >= olderThan) continue
          await rm(file, { force: true })
          swept++
        }
      }
      return swept
    },
  }
}

/** A web request body as a Node stream (an absent body is an empty stream). */
export function nodeStreamOf(body: ReadableStream<Uint8Array> | null): Readable {
  return body ? Readable.fromWeb(body as import('node:stream/web').ReadableStream) : Readable.from([])
}
