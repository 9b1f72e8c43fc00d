import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { chatSessionTopic } from '#shared/realtime/topics'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'
import { recordFigure } from './helpers/figures.ts'
import { apiClient, type SpawnedServer, spawnServer } from './helpers/spawned-server.ts'

/**
 * Realtime clients that drop and reconnect lose no stored event (issue 12). The client here does
 * what the web app does (src/web/lib/realtime-connection.ts, use-chat-session-realtime.ts): it
 * subscribes to the conversation's topic, refetches the messages on every 'subscribed' (sent again
 * after each reconnect) and adds the message each 'chat.message' carries (issue 34 item 5). While
 * its socket is down, messages are posted; after the reconnect it must hold every stored message
 * exactly once, and live events must flow again.
 */
const serverUrl = testServerUrl()
const backend = serverUrl ? 'postgres' : 'pglite'
const PORT = serverUrl ? 3441 : 3431
const DROPS = 5
const POSTS_WHILE_DOWN = 3
/** How long no fetch may run before the client counts as settled: events still on their way arrive within it. */
const QUIET_MS = 300

const dataDir = path.resolve(import.meta.dirname, `../../.tmp/faults-realtime-${backend}-${process.pid}`)
let databaseName: string | undefined
let server: SpawnedServer | undefined

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  let databaseUrl: string | undefined
  if (serverUrl) {
    databaseName = uniqueDatabaseName('dealerpilot_fault_realtime')
    await adminQuery(serverUrl, `create database ${databaseName}`)
    databaseUrl = databaseUrlFor(serverUrl, databaseName)
  }
  server = spawnServer({ port: PORT, dataDir, databaseUrl })
  await server.waitReady()
})

afterAll(async () => {
  await server?.kill('SIGKILL')
  if (serverUrl && databaseName)
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

interface StoredMessage {
  id: string
}

/** The web client's model of one open conversation: the last fetched list, refreshed on events. */
function conversationClient(baseUrl: string, cookie: string, sessionId: string) {
  const http = apiClient(baseUrl)
  http.cookie = cookie
  const topic = chatSessionTopic(sessionId)
  let socket: WebSocket | undefined
  let messages: StoredMessage[] = []
  let subscribedCount = 0
  const liveMessageIds = new Set<string>()
  // One refetch at a time, and one more after it when asked meanwhile (as TanStack Query does).
  let fetching: Promise<void> | undefined
  let again = false
  /** A refetch that failed; settle() reports it. */
  let fetchFailure: unknown

  async function fetchOnce() {
    const response = await http.request(`/api/chat/sessions/${sessionId}/messages`)
    if (response.status !== 200) throw new Error(`messages: ${response.status}`)
    messages = ((await response.json()) as { messages: StoredMessage[] }).messages
  }
  function refetch() {
    if (fetching) {
      again = true
      return
    }
    fetching = (async () => {
      do {
        again = false
        await fetchOnce()
      } while (again)
    })()
      .catch((error: unknown) => {
        fetchFailure ??= error
      })
      .finally(() => {
        fetching = undefined
      })
  }

  return {
    async connect() {
      const opened = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/realtime`, { headers: { cookie } })
      socket = opened
      opened.on('message', (data) => {
        const event = JSON.parse(String(data)) as { type: string; topic?: string; message?: StoredMessage }
        if (event.type === 'hello') opened.send(JSON.stringify({ type: 'subscribe', topic }))
        if (event.type === 'subscribed' && event.topic === topic) {
          subscribedCount++
          refetch()
        }
        const added = event.type === 'chat.message' ? event.message : undefined
        if (added) {
          liveMessageIds.add(added.id)
          // A fetch under way may have read the list before this message: it is done again.
          if (fetching) refetch()
          else if (!messages.some((message) => message.id === added.id)) messages = [...messages, added]
        }
      })
      await new Promise((resolve, reject) => {
        opened.once('open', resolve)
        opened.once('error', reject)
      })
    },
    /** Drops the connection without a closing handshake, as a lost network does. */
    drop() {
      socket?.terminate()
      socket = undefined
    },
    /** Waits for a quiet moment, no fetch running for QUIET_MS, since events may still be on their way. */
    async settle(timeoutMs = 10_000) {
      let quietSince = Date.now()
      await vi.waitFor(
        () => {
          if (fetching) quietSince = Date.now()
          expect(Date.now() - quietSince, 'a quiet moment with no fetch running').toBeGreaterThan(QUIET_MS)
        },
        { timeout: timeoutMs, interval: 50 },
      )
      if (fetchFailure) throw fetchFailure
    },
    async waitSubscribed(count: number, timeoutMs = 10_000) {
      return vi
        .waitUntil(() => subscribedCount >= count, { timeout: timeoutMs, interval: 20 })
        .catch(() => false)
    },
    get messages() {
      return messages
    },
    liveMessageIds,
    close() {
      socket?.close()
    },
  }
}

describe(`realtime reconnect (${backend})`, () => {
  it(`a conversation client dropped ${DROPS} times ends with every stored message exactly once`, async () => {
    const owner = apiClient(server!.baseUrl)
    await owner.signIn('dealer.user@example.com')
    const bots = (await (await owner.request('/api/chat/bots')).json()) as { bots: { id: string }[] }
    const botId = bots.bots[0].id
    const acknowledged: string[] = []
    async function post(content: string, sessionId?: string) {
      const response = await owner.request('/api/chat/messages', { json: { botId, sessionId, content } })
      expect(response.status).toBe(201)
      const body = (await response.json()) as {
        session: { id: string }
        userMessage: { id: string }
        botMessage?: { id: string } | null
      }
      acknowledged.push(body.userMessage.id)
      if (body.botMessage) acknowledged.push(body.botMessage.id)
      return body.session.id
    }
    const sessionId = await post('How do I reset my tool license?')

    const client = conversationClient(server!.baseUrl, owner.cookie, sessionId)
    await client.connect()
    expect(await client.waitSubscribed(1)).toBe(true)
    await client.settle()
    const reconnectMs: number[] = []

    for (let drop = 1; drop <= DROPS; drop++) {
      client.drop()
      for (let post_ = 0; post_ < POSTS_WHILE_DOWN; post_++)
        await post(`Question ${drop}.${post_}: where do I find the service manual?`, sessionId)
      const reconnectAt = performance.now()
      await client.connect()
      expect(await client.waitSubscribed(drop + 1), `resubscribed after drop ${drop}`).toBe(true)
      await client.settle()
      reconnectMs.push(Math.round(performance.now() - reconnectAt))

      const ids = client.messages.map((message) => message.id)
      expect(new Set(ids).size, 'no message twice').toBe(ids.length)
      expect(
        acknowledged.filter((id) => !ids.includes(id)),
        `lost after drop ${drop}`,
      ).toEqual([])
    }

    // Live again: a message posted now arrives as an event, not only through a refetch.
    const liveBefore = acknowledged.length
    await post('And one more while connected?', sessionId)
    await client.settle()
    const fresh = acknowledged.slice(liveBefore)
    await vi.waitFor(
      () =>
        expect(
          fresh.filter((id) => !client.liveMessageIds.has(id)),
          'live events after the reconnects',
        ).toEqual([]),
      { timeout: 5_000, interval: 20 },
    )

    // What the client holds is what is stored: same ids, same order, nothing extra.
    await client.settle()
    const stored = (await (await owner.request(`/api/chat/sessions/${sessionId}/messages`)).json()) as {
      messages: StoredMessage[]
    }
    expect(client.messages.map((message) => message.id)).toEqual(stored.messages.map((message) => message.id))
    expect(acknowledged.filter((id) => !stored.messages.some((message) => message.id === id))).toEqual([])
    client.close()

    const sorted = [...reconnectMs].sort((a, b) => a - b)
    recordFigure(`realtime reconnect ${backend}`, {
      drops: DROPS,
      postsWhileDown: DROPS * POSTS_WHILE_DOWN,
      storedMessages: stored.messages.length,
      lost: 0,
      duplicated: 0,
      resyncMedianMs: sorted[Math.floor(sorted.length / 2)],
      resyncMaxMs: sorted[sorted.length - 1],
    })
  })
})
