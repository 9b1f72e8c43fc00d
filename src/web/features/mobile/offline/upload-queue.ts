import { uploadFiles } from '#web/features/files/api/upload-files.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { isOffline, subscribeToNetworkStatus } from './network-status.ts'

/**
 * Uploads made without a connection wait in IndexedDB (Blobs and Files survive there, unlike
 * localStorage) and are sent, oldest first, when the connection returns (issue 10 go-beyond).
 */
const DB_NAME = 'dealerpilot-offline'
const STORE = 'uploads'

type QueuedField = [name: string, value: string | Blob, fileName?: string]

export interface QueuedUpload {
  id: string
  url: string
  createdAt: string
  fields: QueuedField[]
}

export type UploadSender = (formData: FormData, url: string) => Promise<unknown>

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

async function enqueue(formData: FormData, url: string): Promise<string> {
  const entry: QueuedUpload = {
    id: crypto.randomUUID(),
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

const defaultSender: UploadSender = (formData, url) => uploadFiles(formData, { url })

/** A network failure (status 0) is worth retrying later; any answer from the server is not. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0

/**
 * Sends the upload now when online; otherwise, or when the network drops during the send, keeps
 * it for later and answers 'queued'. Server answers (400/413/415...) are thrown as usual, so the
 * page shows them. `send` lets the caller report progress, e.g.
 * `(formData, url) => uploadFiles(formData, { url, onProgress })`.
 */
export async function queueOrUpload<T = unknown>(
  formData: FormData,
  options: { url?: string; send?: UploadSender } = {},
): Promise<QueueOrUploadResult<T>> {
  const url = options.url ?? '/api/files'
  const send = options.send ?? defaultSender
  if (!isOffline()) {
    try {
      return { status: 'uploaded', response: (await send(formData, url)) as T }
    } catch (error) {
      if (!isNetworkFailure(error)) throw error
    }
  }
  return { status: 'queued', id: await enqueue(formData, url) }
}

export interface FlushResult {
  sent: number
  /** Refused by the server (e.g. the file became too large for a new limit); dropped from the queue. */
  refused: { id: string; message: string }[]
}

let flushing: Promise<FlushResult> | null = null

/** Sends every queued upload, oldest first; stops at the first network failure and keeps the rest. */
export function flushUploadQueue(send: UploadSender = defaultSender): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: 0, refused: [] }
    for (const entry of await listQueuedUploads()) {
      try {
        await send(toFormData(entry.fields), entry.url)
        result.sent++
      } catch (error) {
        if (isNetworkFailure(error)) break
        result.refused.push({ id: entry.id, message: error instanceof Error ? error.message : String(error) })
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
export function startUploadQueue(onFlushed: (result: FlushResult) => void): () => void {
  if (queueStore === indexedDbStore && typeof indexedDB === 'undefined') return () => {}
  let wasOffline = isOffline()
  const flush = () => {
    void flushUploadQueue()
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
