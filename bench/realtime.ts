import { sql } from 'drizzle-orm'
import pg from 'pg'
import type WebSocket from 'ws'
import { openDatabase } from '#server/db/client'
import { REALTIME_CHANNEL } from '#server/realtime/pg-bus'
import type { RealtimeEvent } from '#shared/realtime/events'
import { fixed, pad, percentile, sleep } from './lib/load.ts'
import { PEER_CHANNEL } from './lib/peer-channel.ts'
import {
  BENCH_AUTH_SECRET,
  BENCH_DEMO_PASSWORD,
  type ServerProcess,
  spawnAppServer,
  spawnPeerServer,
} from './lib/processes.ts'
import { createScratchPostgres, createTempDir } from './lib/scratch-database.ts'
import { BENCH_USER_EMAIL, prepareDatabase } from './lib/seed.ts'
import { newSessionToken, sameSigning, signedSessionCookie, signIn } from './lib/sessions.ts'
import { openSocket } from './lib/subscriber.ts'

/**
 * Issue 12: realtime fan-out. CLIENTS signed-in sockets on the real /api/realtime (each its own
 * better-auth session; USERS users with SOCKETS_PER_USER devices each, every user in one
 * conversation of their own, so SESSIONS topics), each subscribed to its conversation through the
 * protocol's topic check. Events are published at RATE per second for SECONDS through the
 * PostgreSQL bus, the way another app instance publishes (pg_notify on the realtime channel), and
 * fanned out by the server to the topic's sockets. Measured: publish-to-delivery latency at each
 * socket and lost messages. Peer: a bare `ws` server that LISTENs on its own channel and fans out
 * to the same number of sockets per topic, fed the same way in the same run.
 * Targets: delivery p99 <= 100 ms, no message lost.
 */

const APP_PORT = 3330
const PEER_PORT = 3331
const USERS = Number(process.env.BENCH_USERS ?? 200)
const SOCKETS_PER_USER = 5
const RATE = Number(process.env.BENCH_RATE ?? 500)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const TICK_MS = 20
const CONNECT_BATCH = 50

interface Client {
  socket: WebSocket
  topic: string
  received: Set<number>
}

interface Outcome {
  published: number
  seconds: number
  expected: number
  received: number
  duplicates: number
  latencies: number[]
}

/** USERS users, one conversation each, SOCKETS_PER_USER session rows each; returns cookies by topic. */
async function seedSocketsUsers(databaseUrl: string, cookieName: string, botId: string) {
  const handle = await openDatabase({ databaseUrl })
  try {
    const result = (await handle.db.execute(sql`
      with users as (
        insert into "user" (id, name, email, email_verified)
          select 'rt-user-' || g, 'Realtime user ' || g, 'rt-' || g || '@example.test', true
          from generate_series(1, ${USERS}) g
        returning id
      ), roles as (
        insert into user_roles (user_id, role) select id, 'standard_user' from users
      )
      insert into chat_sessions (user_id, bot_id, title)
        select id, ${botId}::uuid, 'Realtime conversation' from users
      returning id, user_id`)) as unknown as { rows: { id: string; user_id: string }[] }
    const sockets: { topic: string; cookie: string }[] = []
    const sessionRows: { token: string; userId: string }[] = []
    for (const row of result.rows) {
      for (let device = 0; device < SOCKETS_PER_USER; device++) {
        const token = newSessionToken()
        sessionRows.push({ token, userId: row.user_id })
        sockets.push({
          topic: `chat-session:${row.id}`,
          cookie: signedSessionCookie(cookieName, token, BENCH_AUTH_SECRET),
        })
      }
    }
    await handle.db.execute(sql`
      insert into session (id, token, user_id, expires_at, created_at, updated_at)
        select 'rt-session-' || t.token, t.token, t.user_id, now() + interval '1 day', now(), now()
        from json_to_recordset(${JSON.stringify(sessionRows.map((s) => ({ token: s.token, user_id: s.userId })))}::json)
          as t(token text, user_id text)`)
    return sockets
  } finally {
    await handle.close()
  }
}

/**
 * A chat.message event as the chat send publishes it (issue 34: the event carries the message), the
 * same payload on both sides; its id is the sequence number the receivers time.
 */
function chatMessageEvent(sessionId: string, seq: number): RealtimeEvent {
  return {
    type: 'chat.message',
    sessionId,
    message: {
      id: String(seq),
      sessionId,
      content: 'Your invoice is under Billing > Invoices in the dealer portal.',
      isUser: false,
      agent: null,
      languageCode: 'en',
      confidenceScore: 0.92,
      escalationType: null,
      choices: [],
      chosenEntryId: null,
      status: 'sent',
      myFeedback: null,
      createdAt: new Date().toISOString(),
    },
  }
}

async function connectAll(
  plan: { topic: string; cookie?: string }[],
  open: (entry: { topic: string; cookie?: string }) => Promise<WebSocket>,
  subscribe: (client: Client) => Promise<void>,
  onEvent: (client: Client, seq: number) => void,
): Promise<Client[]> {
  const clients: Client[] = []
  for (let start = 0; start < plan.length; start += CONNECT_BATCH) {
    const batch = await Promise.all(
      plan.slice(start, start + CONNECT_BATCH).map(async (entry) => {
        const client: Client = { socket: await open(entry), topic: entry.topic, received: new Set() }
        client.socket.on('message', (data) => {
          const event = JSON.parse(String(data)) as { type: string; message?: { id: string } }
          if (event.type === 'chat.message' && event.message) onEvent(client, Number(event.message.id))
        })
        await subscribe(client)
        return client
      }),
    )
    clients.push(...batch)
  }
  return clients
}

function waitFor(socket: WebSocket, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${type}' frame within 10 s`)), 10_000)
    const onMessage = (data: WebSocket.RawData) => {
      if ((JSON.parse(String(data)) as { type: string }).type !== type) return
      clearTimeout(timer)
      socket.off('message', onMessage)
      resolve()
    }
    socket.on('message', onMessage)
  })
}

/** Publishes RATE events a second for SECONDS, round robin over the topics, and counts deliveries. */
async function drive(
  databaseUrl: string,
  clients: Client[],
  payload: (topic: string, seq: number) => string,
  channel: string,
  sentAt: Map<number, number>,
  latencies: number[],
): Promise<Outcome> {
  const topics = [...new Set(clients.map((client) => client.topic))]
  const perTopic = new Map<string, number>()
  for (const client of clients) perTopic.set(client.topic, (perTopic.get(client.topic) ?? 0) + 1)
  const publisher = new pg.Client({ connectionString: databaseUrl })
  await publisher.connect()
  let sending: Promise<unknown> = Promise.resolve()
  let seq = 0
  let expected = 0
  const started = performance.now()
  const end = started + SECONDS * 1000
  try {
    while (performance.now() < end) {
      // As many as the elapsed time calls for: a late tick catches up instead of lowering the rate.
      const due = Math.floor(((performance.now() - started) / 1000) * RATE) - seq
      if (due > 0) {
        const batch: string[] = []
        const now = performance.now()
        for (let index = 0; index < due; index++) {
          seq += 1
          const topic = topics[seq % topics.length]
          expected += perTopic.get(topic) ?? 0
          sentAt.set(seq, now)
          batch.push(payload(topic, seq))
        }
        // One query at a time on the connection, in order; a slow one delays the next (counted).
        sending = sending.then(() =>
          publisher.query('select pg_notify($1, p) from unnest($2::text[]) as p', [channel, batch]),
        )
      }
      await sleep(TICK_MS)
    }
    const seconds = (performance.now() - started) / 1000
    await sending
    await sleep(3000)
    let received = 0
    for (const client of clients) received += client.received.size
    return { published: seq, seconds, expected, received, duplicates: 0, latencies }
  } finally {
    await publisher.end()
  }
}

function report(name: string, outcome: Outcome) {
  const lost = outcome.expected - outcome.received
  return {
    name,
    line: `${name.padEnd(6)} ${pad(outcome.published, 9)} ${pad(fixed(outcome.published / outcome.seconds, 0), 6)} ${pad(outcome.expected, 10)} ${pad(lost, 6)} ${pad(outcome.duplicates, 5)} ${pad(fixed(percentile(outcome.latencies, 50)), 8)} ${pad(fixed(percentile(outcome.latencies, 99)), 7)} ${pad(fixed(Math.max(...outcome.latencies)), 7)}`,
    p99: percentile(outcome.latencies, 99),
    lost,
  }
}

function track(sentAt: Map<number, number>, latencies: number[], counter: { duplicates: number }) {
  return (client: Client, seq: number) => {
    const at = sentAt.get(seq)
    if (at === undefined) return
    if (client.received.has(seq)) counter.duplicates += 1
    else {
      client.received.add(seq)
      latencies.push(performance.now() - at)
    }
  }
}

export async function runRealtimeBenchmark() {
  const database = await createScratchPostgres('realtime')
  const temp = await createTempDir('realtime')
  const servers: ServerProcess[] = []
  let clients: Client[] = []
  try {
    const ids = await prepareDatabase({ databaseUrl: database.url, dataDir: temp.dir })
    console.log(
      `\nRealtime fan-out on PostgreSQL: ${USERS * SOCKETS_PER_USER} sockets (${USERS} users x ${SOCKETS_PER_USER} devices) in ${USERS} conversations, ${RATE} events/s for ${SECONDS} s through the bus`,
    )
    // The peer first, while the app is not yet up (they never run at the same time).
    const peer = await spawnPeerServer({ port: PEER_PORT, databaseUrl: database.url, dataDir: temp.dir })
    servers.push(peer)
    const peerPlan = Array.from({ length: USERS * SOCKETS_PER_USER }, (_, index) => ({
      topic: `chat-session:peer-${Math.floor(index / SOCKETS_PER_USER)}`,
    }))
    const peerSent = new Map<number, number>()
    const peerLatencies: number[] = []
    const peerCounter = { duplicates: 0 }
    clients = await connectAll(
      peerPlan,
      (entry) =>
        openSocket(`${peer.baseUrl.replace('http', 'ws')}/ws?topic=${encodeURIComponent(entry.topic)}`),
      async () => {},
      track(peerSent, peerLatencies, peerCounter),
    )
    const peerOutcome = await drive(
      database.url,
      clients,
      (topic, seq) => JSON.stringify({ topic, event: chatMessageEvent(topic, seq) }),
      PEER_CHANNEL,
      peerSent,
      peerLatencies,
    )
    peerOutcome.duplicates = peerCounter.duplicates
    for (const client of clients) client.socket.close()
    await peer.stop()
    servers.pop()

    const app = await spawnAppServer({ port: APP_PORT, databaseUrl: database.url, dataDir: temp.dir })
    servers.push(app)
    // The cookie name (and prefix) comes from a real sign-in, whose signature must match ours.
    const realCookie = await signIn(app.baseUrl, BENCH_USER_EMAIL, BENCH_DEMO_PASSWORD)
    if (!sameSigning(realCookie, BENCH_AUTH_SECRET))
      throw new Error('session cookie signing differs from better-auth')
    const cookieName = realCookie.slice(0, realCookie.indexOf('='))
    const plan = await seedSocketsUsers(database.url, cookieName, ids.botId)
    const appSent = new Map<number, number>()
    const appLatencies: number[] = []
    const appCounter = { duplicates: 0 }
    const connectStarted = performance.now()
    clients = await connectAll(
      plan,
      async (entry) => {
        const socket = await openSocket(`${app.baseUrl.replace('http', 'ws')}/api/realtime`, {
          cookie: entry.cookie ?? '',
          origin: app.baseUrl,
        })
        return socket
      },
      async (client) => {
        const subscribed = waitFor(client.socket, 'subscribed')
        client.socket.send(JSON.stringify({ type: 'subscribe', topic: client.topic }))
        await subscribed
      },
      track(appSent, appLatencies, appCounter),
    )
    console.log(
      `Connected and subscribed ${clients.length} app sockets in ${fixed((performance.now() - connectStarted) / 1000)} s`,
    )
    const appOutcome = await drive(
      database.url,
      clients,
      (topic, seq) =>
        JSON.stringify({
          origin: 'bench-publisher',
          kind: 'topic',
          topic,
          event: chatMessageEvent(topic.slice('chat-session:'.length), seq),
        }),
      REALTIME_CHANNEL,
      appSent,
      appLatencies,
    )
    appOutcome.duplicates = appCounter.duplicates

    console.log('\nSide    Published  Rate/s   Expected   Lost  Dupes  p50 ms  p99 ms  max ms')
    const a = report('app', appOutcome)
    const p = report('peer', peerOutcome)
    console.log(a.line)
    console.log(p.line)
    console.log(
      `p99 ratio app/peer: ${fixed(a.p99 / p.p99, 2)}x. Targets: p99 <= 100 ms ${a.p99 <= 100 ? 'ok' : 'MISS'}, nothing lost ${a.lost === 0 ? 'ok' : 'MISS'}`,
    )
  } finally {
    for (const client of clients) client.socket.close()
    for (const server of servers) await server.stop()
    await database.drop()
    await temp.remove()
  }
}
