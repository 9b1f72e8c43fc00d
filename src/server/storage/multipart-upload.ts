import type { Readable } from 'node:stream'
import busboy from 'busboy'
import { AppError } from '#server/lib/app-error'
import { safeFileName } from './file-name.ts'
import type { FileStorage, StoredObject } from './file-storage.ts'

export interface ReceivedFile {
  /** The sender's name for it, reduced to a safe label (no path). */
  fileName: string
  stored: StoredObject
  /** More bytes arrived than maxBytes allow; the stored object holds only the first part. */
  oversize: boolean
}

export interface MultipartUpload {
  fields: Record<string, string>
  files: ReceivedFile[]
}

export interface MultipartLimits {
  maxFileBytes: number
  maxFiles: number
  /** Name of the form field that carries the files. */
  fileField: string
}

/**
 * Streams a multipart/form-data body: every file goes straight to storage while it arrives (never
 * held in memory), with the size limit applied by busboy, which stops counting at the limit and
 * flags the file. The text fields come back as strings. If anything fails, whatever was stored is
 * deleted again, so a refused request leaves nothing behind.
 */
export async function receiveMultipart(
  storage: FileStorage,
  headers: { contentType: string | undefined },
  body: Readable,
  limits: MultipartLimits,
  /** The request's abort signal: the client closed the connection before the body ended. */
  signal?: AbortSignal,
): Promise<MultipartUpload> {
  if (!headers.contentType?.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.')
  }
  const fields: Record<string, string> = {}
  const received: { position: number; file: ReceivedFile }[] = []
  let order = 0
  const pending: Promise<void>[] = []
  let failure: unknown

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': headers.contentType },
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 10_000,
        parts: limits.maxFiles + 20,
      },
    })
  } catch {
    throw new AppError('BAD_REQUEST', 'The upload is not valid multipart/form-data.')
  }

  const done = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField || failure) {
        stream.resume()
        return
      }
      // Files are kept in the order they were sent, whichever finishes storing first.
      const position = order++
      let oversize = false
      stream.on('limit', () => {
        oversize = true
      })
      pending.push(
        storage
          // busboy already stops at maxFileBytes; the storage limit is a second fence.
          .put(stream, { maxBytes: limits.maxFileBytes + 1 })
          .then((stored) => {
            received.push({
              position,
              file: { fileName: safeFileName(info.filename ?? ''), stored, oversize },
            })
          })
          .catch((error: unknown) => {
            failure ??= error
            stream.resume()
          }),
      )
    })
    parser.on('filesLimit', () => {
      failure ??= new AppError('PAYLOAD_TOO_LARGE', `Upload at most ${limits.maxFiles} files at a time.`)
    })
    parser.on('error', (error: unknown) => reject(error))
    parser.on('close', () => resolve())
  })

  // A client that goes away mid-upload (issue 32): pipe() does not pass the body's error on, so
  // busboy would wait forever and the file being stored would keep its partial and its handle.
  // Destroying busboy destroys the file stream it feeds, so put() fails and removes what it wrote.
  const interrupt = (reason: unknown) => {
    body.unpipe(parser)
    body.destroy()
    parser.destroy(reason instanceof Error ? reason : new Error('The upload was interrupted.'))
  }
  body.on('error', interrupt)
  if (signal?.aborted) interrupt(signal.reason)
  signal?.addEventListener('abort', () => interrupt(signal.reason), { once: true })
  body.pipe(parser)
  try {
    await done
  } catch (error) {
    failure ??= new AppError(
      'BAD_REQUEST',
      `The upload is not valid multipart/form-data${error instanceof Error ? ` (${error.message})` : ''}.`,
    )
  }
  await Promise.all(pending)
  const files = received.sort((a, b) => a.position - b.position).map((entry) => entry.file)
  if (failure) {
    await discardFiles(storage, files)
    throw failure
  }
  return { fields, files }
}

/** Deletes stored uploads that will not be kept. */
export async function discardFiles(storage: FileStorage, files: readonly ReceivedFile[]) {
  await Promise.all(files.map((file) => storage.delete(file.stored.key)))
}
