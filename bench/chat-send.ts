import { fixed, pad, percentile } from './lib/load.ts'
import { BENCH_DEMO_PASSWORD, type ServerProcess, spawnAppServer, spawnPeerServer } from './lib/processes.ts'
import { createScratchPostgres, createTempDir } from './lib/scratch-database.ts'
import { BENCH_USER_EMAIL, prepareDatabase } from './lib/seed.ts'
import { signIn } from './lib/sessions.ts'
import { createSubscriber, type Subscriber } from './lib/subscriber.ts'

/**
 * Issue 12: sending a chat message (POST /api/chat/messages: store the question, answer it with
 * the built-in assistant, store the answer, broadcast) on PostgreSQL, one send at a time as a user
 * types, while a second client of the same user (another device) has the conversation open: a
 * realtime socket subscribed to it that refetches the messages on each event, as the web app does.
 * Measured per send: the server's own time (the Server-Timing header the metrics middleware sets),
 * the POST's round trip, and the time until the answer is visible in the second client.
 * Peer (bench/lib/peer-server.ts, same database): a bare node:http + pg + ws server whose POST
 * inserts the same two rows and pushes both ids to the session's sockets, with the same second
 * client. It shows what storing and broadcasting cost at the least; the app adds auth, validation,
 * the assistant's retrieval and answer, the session and counters updates.
 * Targets: server time p95 <= 20 ms; visible in the second client p95 <= 300 ms.
 */

const APP_PORT = 3320
const PEER_PORT = 3321
const SENDS = Number(process.env.BENCH_SENDS ?? 300)
const WARMUP_SENDS = 30
/** Conversations the sends rotate over, so no history grows long. */
const SESSIONS = 10
const VISIBLE_TIMEOUT_MS = 5000

const QUESTIONS = [
  'How do I reset the service interval?',
  'What is the warranty period for a new machine?',
  'Where do I order spare parts?',
  'How do I register a new dealer employee?',
  'Which oil does the engine need?',
]

interface Sample {
  serverMs: number
  roundTripMs: number
  eventMs: number
  visibleMs: number
}

interface Side {
  name: string
  send(
    sessionId: string | null,
    content: string,
  ): Promise<{ sessionId: string; replyId: string; serverMs: number }>
  subscriber: Subscriber
}

function serverTiming(response: Response): number {
  const header = response.headers.get('server-timing')
  const ms = Number(/dur=([\d.]+)/.exec(header ?? '')?.[1])
  if (!Number.isFinite(ms)) throw new Error(`no usable Server-Timing header: ${header}`)
  return ms
}

async function appSide(app: ServerProcess, botId: string): Promise<Side> {
  // Two sign-ins of the same account: the sender's browser and the second device.
  const senderCookie = await signIn(app.baseUrl, BENCH_USER_EMAIL, BENCH_DEMO_PASSWORD)
  const viewerCookie = await signIn(app.baseUrl, BENCH_USER_EMAIL, BENCH_DEMO_PASSWORD)
  const subscriber = await createSubscriber({
    wsUrl: `${app.baseUrl.replace('http', 'ws')}/api/realtime`,
    headers: { cookie: viewerCookie, origin: app.baseUrl },
    mode: 'message',
    messagesUrl: (sessionId) => `${app.baseUrl}/api/chat/sessions/${sessionId}/messages`,
    fetchHeaders: { cookie: viewerCookie },
  })
  return {
    name: 'app',
    subscriber,
    async send(sessionId, content) {
      const response = await fetch(`${app.baseUrl}/api/chat/messages`, {
        method: 'POST',
        headers: { cookie: senderCookie, origin: app.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ botId, sessionId, content }),
      })
      if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`)
      const body = (await response.json()) as { session: { id: string }; botMessage: { id: string } | null }
      if (!body.botMessage) throw new Error('send: no answer (a person is active in the session?)')
      return { sessionId: body.session.id, replyId: body.botMessage.id, serverMs: serverTiming(response) }
    },
  }
}

async function peerSide(peer: ServerProcess): Promise<Side> {
  const subscriber = await createSubscriber({
    wsUrl: `${peer.baseUrl.replace('http', 'ws')}/ws`,
    mode: 'socket-per-topic',
    messagesUrl: (sessionId) => `${peer.baseUrl}/sessions/${sessionId}/messages`,
  })
  return {
    name: 'peer',
    subscriber,
    async send(sessionId, content) {
      const response = await fetch(`${peer.baseUrl}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, content }),
      })
      const body = (await response.json()) as { botMessage: { id: string } }
      return { sessionId: sessionId ?? '', replyId: body.botMessage.id, serverMs: serverTiming(response) }
    },
  }
}

async function run(side: Side, sessionIds: string[], count: number): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    const sent = await side.send(
      sessionIds[index % sessionIds.length],
      `${QUESTIONS[index % QUESTIONS.length]} (${index})`,
    )
    const roundTripMs = performance.now() - started
    const visibleAt = await side.subscriber.waitVisible(sent.replyId, VISIBLE_TIMEOUT_MS)
    if (visibleAt === undefined) throw new Error(`${side.name}: answer ${sent.replyId} never became visible`)
    samples.push({
      serverMs: sent.serverMs,
      roundTripMs,
      eventMs: (side.subscriber.eventAt.get(sent.replyId) ?? Number.NaN) - started,
      visibleMs: visibleAt - started,
    })
  }
  return samples
}

function summary(samples: Sample[], key: keyof Sample) {
  const values = samples.map((sample) => sample[key])
  return { p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) }
}

export async function runChatSendBenchmark() {
  const database = await createScratchPostgres('chat_send')
  const temp = await createTempDir('chat-send')
  const servers: ServerProcess[] = []
  const subscribers: Subscriber[] = []
  try {
    const ids = await prepareDatabase({ databaseUrl: database.url, dataDir: temp.dir })
    const app = await spawnAppServer({ port: APP_PORT, databaseUrl: database.url, dataDir: temp.dir })
    servers.push(app)
    const peer = await spawnPeerServer({ port: PEER_PORT, databaseUrl: database.url, dataDir: temp.dir })
    servers.push(peer)
    const appClient = await appSide(app, ids.botId)
    subscribers.push(appClient.subscriber)
    const peerClient = await peerSide(peer)
    subscribers.push(peerClient.subscriber)

    // The conversations: created by a first send each (the app creates a session lazily).
    const sessionIds: string[] = []
    for (let index = 0; index < SESSIONS; index++) {
      const first = await appClient.send(null, QUESTIONS[index % QUESTIONS.length])
      sessionIds.push(first.sessionId)
      await appClient.subscriber.subscribe(`chat-session:${first.sessionId}`)
      await peerClient.subscriber.subscribe(`chat-session:${first.sessionId}`)
    }
    console.log(
      `\nChat send on PostgreSQL: ${SENDS} sends one at a time over ${SESSIONS} conversations (after ${WARMUP_SENDS} warm-up sends), a second client subscribed`,
    )
    await run(peerClient, sessionIds, WARMUP_SENDS)
    await run(appClient, sessionIds, WARMUP_SENDS)
    // Halves, alternating, so a noisy minute on the shared machine hits both sides.
    const appSamples: Sample[] = []
    const peerSamples: Sample[] = []
    const cpuMs = { app: 0, peer: 0 }
    const measured = async (server: ServerProcess, side: Side, into: Sample[]) => {
      const before = server.cpuMs()
      into.push(...(await run(side, sessionIds, SENDS / 2)))
      return server.cpuMs() - before
    }
    for (let half = 0; half < 2; half++) {
      cpuMs.peer += await measured(peer, peerClient, peerSamples)
      cpuMs.app += await measured(app, appClient, appSamples)
    }

    console.log(
      '\nFigure (ms)                           App p50   p95   p99    Peer p50   p95   p99    p95 ratio  Target',
    )
    const rows: [string, keyof Sample, number | null][] = [
      ['server time (Server-Timing)', 'serverMs', 20],
      ['POST round trip', 'roundTripMs', null],
      ['answer event at the second client', 'eventMs', null],
      ['answer visible at the second client', 'visibleMs', 300],
    ]
    for (const [label, key, target] of rows) {
      const a = summary(appSamples, key)
      const p = summary(peerSamples, key)
      const status =
        target === null ? '' : a.p95 <= target ? `ok (p95 <= ${target})` : `MISS (p95 <= ${target})`
      console.log(
        `${label.padEnd(36)} ${pad(fixed(a.p50), 8)} ${pad(fixed(a.p95), 5)} ${pad(fixed(a.p99), 5)}   ${pad(fixed(p.p50), 8)} ${pad(fixed(p.p95), 5)} ${pad(fixed(p.p99), 5)}   ${pad(`${fixed(a.p95 / p.p95)}x`, 9)}  ${status}`,
      )
    }
    // The server's CPU over the measured sends, the second client's refetches included.
    const appCpu = cpuMs.app / SENDS
    const peerCpu = cpuMs.peer / SENDS
    console.log(
      `${'server CPU per send (with refetches)'.padEnd(36)} ${pad(fixed(appCpu), 8)}                ${pad(fixed(peerCpu), 8)}                ${pad(`${fixed(appCpu / peerCpu)}x`, 9)}`,
    )
  } finally {
    for (const subscriber of subscribers) subscriber.close()
    for (const server of servers) await server.stop()
    await database.drop()
    await temp.remove()
  }
}
