import type WebSocket from 'ws'
import { chatSessionTopic } from '#shared/realtime/topics'
import { fixed, pad, percentile, sleep } from './lib/load.ts'
import { BENCH_DEMO_PASSWORD, type ServerProcess, spawnAppServer } from './lib/processes.ts'
import { createScratchPostgres, createTempDir, type ScratchPostgres } from './lib/scratch-database.ts'
import { BENCH_ADMIN_EMAIL, BENCH_USER_EMAIL, prepareDatabase } from './lib/seed.ts'
import { signIn } from './lib/sessions.ts'
import { openSocket } from './lib/subscriber.ts'

/**
 * Issue 32: one user's subscribe flood against another user's requests. Another user (the admin)
 * asks GET /api/news one request after another, first for IDLE_SECONDS with nothing else going on,
 * then while one user (user@example.com) sends FLOOD_MESSAGES subscribe messages for their own
 * conversation (each one a database check when the server takes it) over as many sockets as the
 * server lets them keep open, opening a new socket whenever one is closed, as a hostile client
 * would. Reported: the other user's p50 / p95 / max idle and under the flood, and p95 flood / idle.
 * Target: ratio <= 2. PGlite by default; with DATABASE_URL a scratch database on that server.
 * Runs in well under 2 minutes.
 */

const PORT = 3350
const IDLE_SECONDS = 10
const FLOOD_MESSAGES = Number(process.env.BENCH_FLOOD_MESSAGES ?? 20_000)
/** The flood gives up after this long, whatever was sent. */
const FLOOD_LIMIT_SECONDS = 60
/** More sockets than the server's per-user cap (20): the extra ones show how the cap answers. */
const FLOOD_SOCKETS = 25
/** Written to a socket at once, again each millisecond while it stays open. */
const MESSAGES_PER_OPEN = 200

interface Latencies {
  values: number[]
}

/** Closed loop: the next request goes when the last one answered. */
async function measure(url: string, cookie: string, until: () => boolean): Promise<Latencies> {
  const values: number[] = []
  while (!until()) {
    const started = performance.now()
    const response = await fetch(url, { headers: { cookie } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
    values.push(performance.now() - started)
  }
  return { values }
}

interface FloodOutcome {
  sent: number
  subscribed: number
  socketsOpened: number
  refused: number
  closes: Map<number, number>
  seconds: number
}

/** FLOOD_SOCKETS loops, each keeping one socket open and writing subscribes into it. */
async function flood(wsUrl: string, cookie: string, topic: string): Promise<FloodOutcome> {
  const outcome: FloodOutcome = {
    sent: 0,
    subscribed: 0,
    socketsOpened: 0,
    refused: 0,
    closes: new Map(),
    seconds: 0,
  }
  const started = performance.now()
  const deadline = Date.now() + FLOOD_LIMIT_SECONDS * 1000
  const message = JSON.stringify({ type: 'subscribe', topic })
  const done = () => outcome.sent >= FLOOD_MESSAGES || Date.now() > deadline

  async function loop() {
    while (!done()) {
      let socket: WebSocket
      try {
        socket = await openSocket(wsUrl, { cookie })
      } catch {
        outcome.refused += 1
        await sleep(10)
        continue
      }
      outcome.socketsOpened += 1
      // A reset while closing is expected here: unhandled, it would end the process.
      socket.on('error', () => {})
      const closed = new Promise<void>((resolve) =>
        socket.once('close', (code) => {
          outcome.closes.set(code, (outcome.closes.get(code) ?? 0) + 1)
          resolve()
        }),
      )
      socket.on('message', (data) => {
        if (String(data).includes('"subscribed"')) outcome.subscribed += 1
      })
      // Batches while the socket stays open (a server without limits never closes it).
      while (!done() && socket.readyState === socket.OPEN) {
        for (let n = 0; n < MESSAGES_PER_OPEN && !done(); n++) {
          socket.send(message)
          outcome.sent += 1
        }
        await sleep(1)
      }
      // Everything sent: leave it open until the server is through (or closes it).
      if (done()) {
        await Promise.race([closed, sleep(2000)])
        socket.close()
        return
      }
      await closed
    }
  }
  await Promise.all(Array.from({ length: FLOOD_SOCKETS }, loop))
  outcome.seconds = (performance.now() - started) / 1000
  return outcome
}

const ms = (value: number) => pad(fixed(value, 1), 8)

export async function runSubscribeFloodBenchmark() {
  const temp = await createTempDir('subscribe-flood')
  let database: ScratchPostgres | undefined
  let server: ServerProcess | undefined
  try {
    if (process.env.DATABASE_URL) database = await createScratchPostgres('subscribe_flood')
    const ids = await prepareDatabase({ databaseUrl: database?.url, dataDir: temp.dir })
    server = await spawnAppServer({ port: PORT, databaseUrl: database?.url, dataDir: temp.dir })
    const app = server
    const other = await signIn(app.baseUrl, BENCH_ADMIN_EMAIL, BENCH_DEMO_PASSWORD)
    const flooder = await signIn(app.baseUrl, BENCH_USER_EMAIL, BENCH_DEMO_PASSWORD)
    const newsUrl = `${app.baseUrl}/api/news`
    const wsUrl = `${app.baseUrl.replace('http', 'ws')}/api/realtime`

    // Warm-up: the first requests compile and fill caches.
    const warmUntil = Date.now() + 2000
    await measure(newsUrl, other, () => Date.now() > warmUntil)
    const idleUntil = Date.now() + IDLE_SECONDS * 1000
    const idle = await measure(newsUrl, other, () => Date.now() > idleUntil)

    let flooding = true
    const underFlood = measure(newsUrl, other, () => !flooding)
    const outcome = await flood(wsUrl, flooder, chatSessionTopic(ids.chatSessionId))
    // The server may still be working through what it was sent: measured until the backlog is gone.
    await sleep(2000)
    flooding = false
    const busy = await underFlood

    const rows = [
      ['idle', idle.values],
      ['flood', busy.values],
    ] as const
    console.log(
      `\nSubscribe flood (${database ? 'PostgreSQL' : 'PGlite'}): another user's GET /api/news while one user sends ${FLOOD_MESSAGES} subscribes`,
    )
    console.log(
      `${'phase'.padEnd(8)} ${pad('requests', 9)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('max ms', 8)}`,
    )
    for (const [phase, values] of rows)
      console.log(
        `${phase.padEnd(8)} ${pad(values.length, 9)} ${ms(percentile(values, 50))} ${ms(percentile(values, 95))} ${ms(Math.max(...values))}`,
      )
    const ratio = percentile(busy.values, 95) / percentile(idle.values, 95)
    const closes = [...outcome.closes].map(([code, count]) => `${code} x${count}`).join(', ') || 'none'
    console.log(
      `flood: ${outcome.sent} sent in ${fixed(outcome.seconds)} s over ${outcome.socketsOpened} sockets ` +
        `(${outcome.refused} refused to open), ${outcome.subscribed} answered 'subscribed', closed: ${closes}`,
    )
    console.log(`p95 flood / idle: ${fixed(ratio, 2)} (target <= 2) ${ratio <= 2 ? 'PASS' : 'FAIL'}`)
  } finally {
    await server?.stop()
    await database?.drop()
    await temp.remove()
  }
}
