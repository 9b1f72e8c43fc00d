import { fixed, type LoadResult, load, pad } from './lib/load.ts'
import { BENCH_DEMO_PASSWORD, type ServerProcess, spawnAppServer, spawnPeerServer } from './lib/processes.ts'
import { createScratchPostgres, createTempDir } from './lib/scratch-database.ts'
import { BENCH_ADMIN_EMAIL, BENCH_USER_EMAIL, prepareDatabase, type SeededIds } from './lib/seed.ts'
import { signIn } from './lib/sessions.ts'

/**
 * Issue 12: the authenticated read API under load, beside a bare node:http server doing one
 * indexed select of the same rows on the same database (bench/lib/peer-server.ts). Two reads:
 * a dealer page (GET /api/dealers/:id as an admin) and a conversation's 50 messages
 * (GET /api/chat/sessions/:id/messages as its owner). PostgreSQL (a scratch database) and PGlite
 * (a temp DATA_DIR). Same connections for both sides, a warm-up first, then BENCH_ROUNDS rounds
 * alternating peer and app; the best round of each side is kept (the machine is shared).
 * Targets: PostgreSQL >= 0.4x the peer's throughput and p99 <= 2x (issue 34: ordinary drizzle
 * queries through public APIs, down from issue 12's 0.5x); PGlite >= 0.8x the peer's.
 */

const APP_PORT = 3310
const PEER_PORT = 3311
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 3
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)

interface Endpoint {
  name: string
  app: (ids: SeededIds) => string
  peer: (ids: SeededIds) => string
  /** Whose session cookie the app request carries. */
  as: string
}

const ALL_ENDPOINTS: Endpoint[] = [
  {
    name: 'dealer page',
    app: (ids) => `/api/dealers/${ids.dealerId}`,
    peer: (ids) => `/dealers/${ids.dealerId}`,
    as: BENCH_ADMIN_EMAIL,
  },
  {
    name: '50 chat messages',
    app: (ids) => `/api/chat/sessions/${ids.chatSessionId}/messages`,
    peer: (ids) => `/sessions/${ids.chatSessionId}/messages`,
    as: BENCH_USER_EMAIL,
  },
]

/** BENCH_READS picks reads by name (`dealer page,50 chat messages`); all by default. */
const READS = process.env.BENCH_READS?.split(',').map((name) => name.trim())
const unknownReads = READS?.filter((name) => !ALL_ENDPOINTS.some((endpoint) => endpoint.name === name)) ?? []
if (unknownReads.length > 0)
  throw new Error(
    `BENCH_READS: no read named ${unknownReads.join(', ')} (${ALL_ENDPOINTS.map((e) => e.name).join(', ')})`,
  )
const ENDPOINTS = READS ? ALL_ENDPOINTS.filter((endpoint) => READS.includes(endpoint.name)) : ALL_ENDPOINTS

type Backend = 'postgres' | 'pglite'

interface Row {
  backend: Backend
  endpoint: string
  app: LoadResult
  peer: LoadResult
}

const best = (results: LoadResult[]) => results.reduce((a, b) => (b.rps > a.rps ? b : a))

async function measure(server: ServerProcess, path: string, headers: Record<string, string>, warm: boolean) {
  const url = `${server.baseUrl}${path}`
  if (warm) await load({ url, headers, connections: CONNECTIONS, seconds: WARMUP_SECONDS })
  return load({ url, headers, connections: CONNECTIONS, seconds: SECONDS })
}

async function cookiesFor(app: ServerProcess): Promise<Map<string, string>> {
  const cookies = new Map<string, string>()
  for (const email of new Set(ENDPOINTS.map((endpoint) => endpoint.as)))
    cookies.set(email, await signIn(app.baseUrl, email, BENCH_DEMO_PASSWORD))
  return cookies
}

/** PostgreSQL: both servers up at once on the same scratch database, measured one after the other. */
async function runPostgres(): Promise<Row[]> {
  const database = await createScratchPostgres('read_api')
  const temp = await createTempDir('read-api')
  const servers: ServerProcess[] = []
  try {
    const ids = await prepareDatabase({ databaseUrl: database.url, dataDir: temp.dir })
    const app = await spawnAppServer({ port: APP_PORT, databaseUrl: database.url, dataDir: temp.dir })
    servers.push(app)
    const peer = await spawnPeerServer({ port: PEER_PORT, databaseUrl: database.url, dataDir: temp.dir })
    servers.push(peer)
    const cookies = await cookiesFor(app)
    const rows: Row[] = []
    for (const endpoint of ENDPOINTS) {
      const headers = { cookie: cookies.get(endpoint.as) ?? '' }
      const appRuns: LoadResult[] = []
      const peerRuns: LoadResult[] = []
      for (let round = 0; round < ROUNDS; round++) {
        peerRuns.push(await measure(peer, endpoint.peer(ids), {}, round === 0))
        appRuns.push(await measure(app, endpoint.app(ids), headers, round === 0))
      }
      rows.push({ backend: 'postgres', endpoint: endpoint.name, app: best(appRuns), peer: best(peerRuns) })
    }
    return rows
  } finally {
    for (const server of servers) await server.stop()
    await database.drop()
    await temp.remove()
  }
}

/** PGlite: one process may open the data directory, so app and peer take turns on the same files. */
async function runPglite(): Promise<Row[]> {
  const temp = await createTempDir('read-api-pglite')
  try {
    const ids = await prepareDatabase({ dataDir: temp.dir })
    const appRuns = new Map<string, LoadResult[]>()
    const peerRuns = new Map<string, LoadResult[]>()
    for (let round = 0; round < ROUNDS; round++) {
      const peer = await spawnPeerServer({ port: PEER_PORT, dataDir: temp.dir })
      try {
        for (const endpoint of ENDPOINTS)
          peerRuns.set(endpoint.name, [
            ...(peerRuns.get(endpoint.name) ?? []),
            await measure(peer, endpoint.peer(ids), {}, true),
          ])
      } finally {
        await peer.stop()
      }
      const app = await spawnAppServer({ port: APP_PORT, dataDir: temp.dir })
      try {
        const cookies = await cookiesFor(app)
        for (const endpoint of ENDPOINTS)
          appRuns.set(endpoint.name, [
            ...(appRuns.get(endpoint.name) ?? []),
            await measure(app, endpoint.app(ids), { cookie: cookies.get(endpoint.as) ?? '' }, true),
          ])
      } finally {
        await app.stop()
      }
    }
    return ENDPOINTS.map((endpoint) => ({
      backend: 'pglite' as const,
      endpoint: endpoint.name,
      app: best(appRuns.get(endpoint.name) ?? []),
      peer: best(peerRuns.get(endpoint.name) ?? []),
    }))
  } finally {
    await temp.remove()
  }
}

function verdict(row: Row): string {
  const throughput = row.app.rps / row.peer.rps
  if (row.backend === 'pglite') return throughput >= 0.8 ? 'ok' : 'MISS (>= 0.8x)'
  const misses = [
    ...(throughput >= 0.4 ? [] : ['throughput >= 0.4x']),
    ...(row.app.p99 <= 2 * row.peer.p99 ? [] : ['p99 <= 2x']),
  ]
  return misses.length === 0 ? 'ok' : `MISS (${misses.join(', ')})`
}

export async function runReadApiBenchmark() {
  const backends = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',') as Backend[]
  console.log(
    `\nRead API: ${CONNECTIONS} connections, ${SECONDS} s per run, best of ${ROUNDS} rounds per side, warm-up ${WARMUP_SECONDS} s`,
  )
  const rows: Row[] = []
  if (backends.includes('postgres')) rows.push(...(await runPostgres()))
  if (backends.includes('pglite')) rows.push(...(await runPglite()))
  console.log(
    '\nBackend    Read               App req/s  p50 ms  p99 ms   Peer req/s  p50 ms  p99 ms   Throughput  p99 ratio  Errors  Target',
  )
  for (const row of rows) {
    console.log(
      [
        row.backend.padEnd(10),
        row.endpoint.padEnd(17),
        pad(fixed(row.app.rps, 0), 10),
        pad(fixed(row.app.p50), 7),
        pad(fixed(row.app.p99), 7),
        pad(fixed(row.peer.rps, 0), 12),
        pad(fixed(row.peer.p50), 7),
        pad(fixed(row.peer.p99), 7),
        pad(`${fixed(row.app.rps / row.peer.rps, 2)}x`, 12),
        pad(`${fixed(row.app.p99 / Math.max(row.peer.p99, 1), 2)}x`, 10),
        pad(row.app.errors + row.peer.errors, 7),
        ` ${verdict(row)}`,
      ].join(' '),
    )
  }
  console.log('(p99 ratio: a peer p99 under 1 ms counts as 1 ms; autocannon latencies have 1 ms resolution)')
}
