import type { Readable } from 'node:stream'

/** What put() stored: the opaque key to fetch it again, its size and its first bytes (for sniffing). */
export interface StoredObject {
  key: string
  sizeBytes: number
  head: Buffer
}

/**
 * Where uploaded bytes live. Keys are opaque and generated here, never derived from a user's file
 * name, so no path can be guessed or traversed. The local-disk backend is the default; an
 * S3-compatible backend (issue 10) implements the same three calls.
 */
export interface FileStorage {
  /** Streams the body in; throws AppError PAYLOAD_TOO_LARGE (and keeps nothing) beyond maxBytes. */
  put(body: Readable, options: { maxBytes: number }): Promise<StoredObject>
  /** The stored bytes; throws AppError NOT_FOUND for an unknown key. */
  get(key: string): Promise<Readable>
  /** Removes the object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>
  /**
   * At start: removes what uploads cut off by a stopped server left half-written, if last touched
   * before `olderThan` (what another instance is writing now is younger). Returns how many.
   */
  sweepPartials(olderThan: Date): Promise<number>
}

/** An upload is written continuously; a partial untouched for this long was cut off by a restart. */
export const PARTIAL_STALE_MS = 60 * 60 * 1000

/** How many leading bytes put() keeps for content sniffing. */
export const SNIFF_BYTES = 4096
