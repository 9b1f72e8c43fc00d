import { Transform } from 'node:stream'
import { AppError } from '#server/lib/app-error'
import { SNIFF_BYTES } from './file-storage.ts'

/**
 * A pass-through that counts the bytes of an upload, fails with PAYLOAD_TOO_LARGE as soon as they
 * exceed maxBytes (so nothing more is read), and keeps the first SNIFF_BYTES for type sniffing.
 * Every storage backend puts its bodies through one of these.
 */
export function createMeter(maxBytes: number) {
  let sizeBytes = 0
  const headChunks: Buffer[] = []
  let headLength = 0
  const stream = new Transform({
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
  return {
    stream,
    sizeBytes: () => sizeBytes,
    head: () => Buffer.concat(headChunks),
  }
}
