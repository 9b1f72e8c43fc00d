import { isApiError, newActionKey } from '#web/lib/api-client.ts'
import { isOffline, reportNetworkFailure, subscribeToNetworkStatus } from '#web/lib/network-status.ts'
import { uploadFiles } from './upload-files.ts'

/**
 * Uploads made without a connection wait in IndexedDB (Blobs and Files survive there, unlike
 * localStorage) and are sent, oldest first, when the connection returns (issue 10 go-beyond).
 * Each entry names the user who queued it: only that user's session ever sends it.
 */
const DB_NAME = 'dealerpilot-offline'
const STORE = 'uploads'

type QueuedField = [name: string, value: string | Blob, fileName?: string]

export interface QueuedUpload {
  id: string
  /** The user who queued it (their session sends it; see flushUploadQueue). */
  ownerId: string
  url: string
  createdAt: string
  fields: QueuedField[]
  /**
   * The upload's action key, as its first attempt sent it: if that attempt reached the server
   * before the network dropped, the flush gets its document instead of making a second one.
   * Absent on entries queued before keys existed.
   */
  idempotencyKey?: string
}

export type UploadSender = (formData: FormData, url: string, idempotencyKey?: string) => Promise<unknown>

export type QueueOrUploadResult<T> = { status: 'uploaded'; response: T } | { status: 'queued'; id: string }

/** Where queued uploads wait; IndexedDB in the browser, a Map in unit tests. */
export interface UploadQueueStore {
  all(): Promise<QueuedUpload[]>
  put(entry: QueuedUpload): Promise<void>
  delete(id: string): Promise<void>
}

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await openQueue()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

const indexedDbStore: UploadQueueStore = {
  all: () => withStore<QueuedUpload[]>('readonly', (store) => store.getAll()),
  put: async (entry) => {
    await withStore('readwrite', (store) => store.put(entry))
  },
  delete: async (id) => {
    await withStore('readwrite', (store) => store.delete(id))
  },
}

let queueStore: UploadQueueStore = indexedDbStore

/** Swaps the store (unit tests run without IndexedDB). */
export function setUploadQueueStore(store: UploadQueueStore) {
  queueStore = store
}

function toFields(formData: FormData): QueuedField[] {
  return [...formData.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value] : [name, value, value.name],
  )
}

function toFormData(fields: readonly QueuedField[]): FormData {
  const formData = new FormData()
  for (const [name, value, fileName] of fields) {
    if (typeof value === 'string') formData.append(name, value)
    else formData.append(name, value, fileName)
  }
  return formData
}

export async function listQueuedUploads(): Promise<QueuedUpload[]> {
  const rows = await queueStore.all()
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

const queueListeners = new Set<() => void>()
const notifyQueue = () => {
  for (const listener of queueListeners) listener()
}

/** Called when the queue grows or shrinks (the banner shows how many uploads wait). */
export function subscribeToUploadQueue(listener: () => void): () => void {
  queueListeners.add(listener)
  return () => queueListeners.delete(listener)
}

/** What became of one queued upload when it was flushed: the upload page updates its row. */
export type QueuedUploadOutcome =
  | { id: string; status: 'sent'; response: unknown }
  | { id: string; status: 'refused'; error: unknown }

const outcomeListeners = new Set<(outcome: QueuedUploadOutcome) => void>()

export function subscribeToQueuedUploadOutcomes(
  listener: (outcome: QueuedUploadOutcome) => void,
): () => void {
  outcomeListeners.add(listener)
  return () => outcomeListeners.delete(listener)
}

const notifyOutcome = (outcome: QueuedUploadOutcome) => {
  for (const listener of outcomeListeners) listener(outcome)
}

async function enqueue(
  formData: FormData,
  url: string,
  ownerId: string,
  idempotencyKey: string,
): Promise<string> {
  const entry: QueuedUpload = {
    id: crypto.randomUUID(),
    ownerId,
    idempotencyKey,
    url,
    createdAt: new Date().toISOString(),
    fields: toFields(formData),
  }
  await queueStore.put(entry)
  notifyQueue()
  return entry.id
}

async function remove(id: string) {
  await queueStore.delete(id)
  notifyQueue()
}

const defaultSender: UploadSender = (formData, url, idempotencyKey) =>
  uploadFiles(formData, { url, idempotencyKey })

/** A network failure (status 0) is worth retrying later; any answer from the server is not. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0

/** The session ended while the upload waited: it is kept until its owner signs in again. */
const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401

/**
 * Sends the upload now when online; otherwise, or when the network drops during the send, keeps
 * it for later and answers 'queued'. Server answers (400/413/415...) are thrown as usual, so the
 * page shows them. `send` lets the caller report progress, e.g.
 * `(formData, url, key) => uploadFiles(formData, { url, idempotencyKey: key, onProgress })`.
 * `idempotencyKey` is the upload's action key (a new one when absent), kept with a queued entry.
 */
export async function queueOrUpload<T = unknown>(
  formData: FormData,
  options: { ownerId: string; url?: string; send?: UploadSender; idempotencyKey?: string },
): Promise<QueueOrUploadResult<T>> {
  const url = options.url ?? '/api/files'
  const send = options.send ?? defaultSender
  const idempotencyKey = options.idempotencyKey ?? newActionKey()
  if (!isOffline()) {
    try {
      return { status: 'uploaded', response: (await send(formData, url, idempotencyKey)) as T }
    } catch (error) {
      if (!isNetworkFailure(error)) throw error
      // The banner shows, and the flush runs when the server answers again.
      reportNetworkFailure()
    }
  }
  return { status: 'queued', id: await enqueue(formData, url, options.ownerId, idempotencyKey) }
}

export interface FlushResult {
  sent: number
  /** Refused by the server (e.g. the file became too large for a new limit); dropped from the queue. */
  refused: { id: string; message: string }[]
}

let flushing: Promise<FlushResult> | null = null

/**
 * Sends every queued upload of `ownerId`, the signed-in user, oldest first. A network failure or an
 * ended session (401) stops the flush and keeps the rest for the next one. Uploads someone else
 * queued on this device (they signed out, this user signed in) are never sent under this session:
 * they are deleted, so the device keeps nothing of theirs.
 */
export function flushUploadQueue(ownerId: string, send: UploadSender = defaultSender): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: 0, refused: [] }
    for (const entry of await listQueuedUploads()) {
      if (entry.ownerId !== ownerId) {
        await remove(entry.id)
        continue
      }
      try {
        const response = await send(toFormData(entry.fields), entry.url, entry.idempotencyKey)
        result.sent++
        notifyOutcome({ id: entry.id, status: 'sent', response })
      } catch (error) {
        if (isNetworkFailure(error) || isSignedOut(error)) break
        result.refused.push({ id: entry.id, message: error instanceof Error ? error.message : String(error) })
        notifyOutcome({ id: entry.id, status: 'refused', error })
      }
      await remove(entry.id)
    }
    return result
  })().finally(() => {
    flushing = null
  })
  return flushing
}

/**
 * Sends the queue at start-up and whenever the connection comes back; `onFlushed` hears what
 * happened (to refresh lists and tell the user).
 */
export function startUploadQueue(ownerId: string, onFlushed: (result: FlushResult) => void): () => void {
  if (queueStore === indexedDbStore && typeof indexedDB === 'undefined') return () => {}
  let wasOffline = isOffline()
  const flush = () => {
    void flushUploadQueue(ownerId)
      .then((result) => {
        if (result.sent > 0 || result.refused.length > 0) onFlushed(result)
      })
      .catch(() => {
        // IndexedDB unavailable (private mode in some browsers): nothing was queued either.
      })
  }
  if (!wasOffline) flush()
  return subscribeToNetworkStatus(() => {
    const offline = isOffline()
    if (wasOffline && !offline) flush()
    wasOffline = offline
  })
}
