import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { reportNetworkSuccess, setBrowserOnline } from '#web/lib/network-status.ts'
import {
  flushUploadQueue,
  listQueuedUploads,
  type QueuedUpload,
  queueOrUpload,
  setUploadQueueStore,
  startUploadQueue,
  subscribeToQueuedUploadOutcomes,
} from './upload-queue.ts'

const rows = new Map<string, QueuedUpload>()
setUploadQueueStore({
  all: async () => [...rows.values()],
  put: async (entry) => {
    rows.set(entry.id, entry)
  },
  delete: async (id) => {
    rows.delete(id)
  },
})

const networkFailure = () => new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.')

/** The signed-in user who queues and flushes, unless a test says otherwise. */
const OWNER = 'user-mona'

function uploadForm(title: string) {
  const form = new FormData()
  form.append('title', title)
  form.append('category', 'photo')
  form.append('file', new File(['%PDF-1.4 bytes'], `${title}.pdf`, { type: 'application/pdf' }))
  return form
}

/** What a send received, as plain values. */
async function fieldsOf(form: FormData) {
  const file = form.get('file') as File
  return {
    title: form.get('title'),
    category: form.get('category'),
    fileName: file.name,
    text: await file.text(),
  }
}

beforeEach(() => {
  rows.clear()
  setBrowserOnline(true)
  reportNetworkSuccess()
})

describe('queueOrUpload', () => {
  it('sends at once when online and answers with the server response', async () => {
    const send = vi.fn(async () => ({ documents: [{ id: 'd1' }] }))
    const result = await queueOrUpload(uploadForm('Contract'), { ownerId: OWNER, send })
    expect(result).toEqual({ status: 'uploaded', response: { documents: [{ id: 'd1' }] } })
    expect(send).toHaveBeenCalledWith(expect.any(FormData), '/api/files', expect.any(String))
    expect(await listQueuedUploads()).toEqual([])
  })

  it('queues without sending when the browser is offline', async () => {
    setBrowserOnline(false)
    const send = vi.fn()
    const result = await queueOrUpload(uploadForm('Offline photo'), { ownerId: OWNER, send })
    expect(result.status).toBe('queued')
    expect(send).not.toHaveBeenCalled()
    expect(await listQueuedUploads()).toHaveLength(1)
  })

  it('queues when the connection drops during the send', async () => {
    const result = await queueOrUpload(uploadForm('Dropped'), {
      ownerId: OWNER,
      send: async () => {
        throw networkFailure()
      },
    })
    expect(result.status).toBe('queued')
    expect(await listQueuedUploads()).toHaveLength(1)
  })

  it('a dropped send is flushed later with the same Idempotency-Key, so it makes one document (issue 32)', async () => {
    const keys: (string | undefined)[] = []
    await queueOrUpload(uploadForm('Maybe stored'), {
      ownerId: OWNER,
      idempotencyKey: 'action-key-1',
      send: async (_form, _url, key) => {
        keys.push(key)
        // The server may have stored it before the connection dropped.
        throw networkFailure()
      },
    })
    await flushUploadQueue(OWNER, async (_form, _url, key) => {
      keys.push(key)
    })
    expect(keys).toEqual(['action-key-1', 'action-key-1'])
  })

  it("throws the server's refusal (e.g. 415) instead of queueing it", async () => {
    const refusal = new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file type is not allowed')
    await expect(
      queueOrUpload(uploadForm('Wrong'), {
        ownerId: OWNER,
        send: async () => {
          throw refusal
        },
      }),
    ).rejects.toBe(refusal)
    expect(await listQueuedUploads()).toEqual([])
  })
})

describe('flushing the queue', () => {
  async function queueOffline(...titles: string[]) {
    await queueOfflineAs(OWNER, ...titles)
  }

  async function queueOfflineAs(ownerId: string, ...titles: string[]) {
    setBrowserOnline(false)
    for (const title of titles) {
      await queueOrUpload(uploadForm(title), { ownerId, send: vi.fn() })
      // Distinct creation times keep the oldest-first order observable: the clock moves on first.
      const queuedBy = Date.now()
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(queuedBy), { interval: 1 })
    }
    setBrowserOnline(true)
  }

  it('sends every queued upload oldest first, with its fields and file intact, and empties the queue', async () => {
    await queueOffline('First', 'Second')
    const sent: unknown[] = []
    const result = await flushUploadQueue(OWNER, async (form, url) => {
      sent.push({ url, ...(await fieldsOf(form)) })
    })
    expect(result).toEqual({ sent: 2, refused: [] })
    expect(sent).toEqual([
      { url: '/api/files', title: 'First', category: 'photo', fileName: 'First.pdf', text: '%PDF-1.4 bytes' },
      {
        url: '/api/files',
        title: 'Second',
        category: 'photo',
        fileName: 'Second.pdf',
        text: '%PDF-1.4 bytes',
      },
    ])
    expect(await listQueuedUploads()).toEqual([])
  })

  it('stops at a network failure and keeps the rest for the next time', async () => {
    await queueOffline('One', 'Two')
    const result = await flushUploadQueue(OWNER, async () => {
      throw networkFailure()
    })
    expect(result).toEqual({ sent: 0, refused: [] })
    expect(await listQueuedUploads()).toHaveLength(2)
  })

  it('keeps the uploads when the session has ended (401), for when their owner signs in again', async () => {
    await queueOffline('Signed out')
    const send = vi.fn(async () => {
      throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue')
    })
    expect(await flushUploadQueue(OWNER, send)).toEqual({ sent: 0, refused: [] })
    expect(await listQueuedUploads()).toHaveLength(1)
  })

  it('never sends another user’s queued upload under this session, and deletes it from the device', async () => {
    await queueOfflineAs('user-previous', 'Theirs')
    await queueOffline('Mine')
    const titles: unknown[] = []
    const result = await flushUploadQueue(OWNER, async (form) => {
      titles.push(form.get('title'))
    })
    expect(result).toEqual({ sent: 1, refused: [] })
    expect(titles).toEqual(['Mine'])
    expect(await listQueuedUploads()).toEqual([])
  })

  it('tells listeners what became of each queued upload', async () => {
    await queueOffline('Accepted', 'Refused')
    const [accepted, refused] = await listQueuedUploads()
    const outcomes: unknown[] = []
    const stop = subscribeToQueuedUploadOutcomes((outcome) => outcomes.push(outcome))
    const refusal = new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file type is not allowed')
    await flushUploadQueue(OWNER, async (form) => {
      if (form.get('title') === 'Refused') throw refusal
      return { documents: [{ id: 'd1' }] }
    })
    stop()
    expect(outcomes).toEqual([
      { id: accepted!.id, status: 'sent', response: { documents: [{ id: 'd1' }] } },
      { id: refused!.id, status: 'refused', error: refusal },
    ])
  })

  it('drops an upload the server refuses and reports it', async () => {
    await queueOffline('Too big')
    const result = await flushUploadQueue(OWNER, async () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 25 MB')
    })
    expect(result.refused).toEqual([{ id: expect.any(String), message: 'The file is larger than 25 MB' }])
    expect(await listQueuedUploads()).toEqual([])
  })

  it('flushes by itself when the connection returns', async () => {
    await queueOffline('Later')
    setBrowserOnline(false)
    const flushed = vi.fn()
    const stop = startUploadQueue(OWNER, flushed)
    const send = vi.fn(async () => ({}))
    // startUploadQueue sends through the default sender; stub the network it would use.
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 201
        statusText = 'Created'
        responseText = '{"documents":[]}'
        upload = {}
        onload: (() => void) | null = null
        open() {}
        setRequestHeader() {}
        send() {
          send()
          queueMicrotask(() => this.onload?.())
        }
      },
    )
    setBrowserOnline(true)
    await vi.waitFor(() => expect(flushed).toHaveBeenCalledWith({ sent: 1, refused: [] }))
    expect(send).toHaveBeenCalledTimes(1)
    expect(await listQueuedUploads()).toEqual([])
    stop()
    vi.unstubAllGlobals()
  })
})
