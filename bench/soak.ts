import os from 'node:os'
import { fixed, type LoadResult, load, pad, percentile, sleep } from './lib/load.ts'
import { BENCH_DEMO_PASSWORD, type ServerProcess, spawnAppServer } from './lib/processes.ts'
import { createScratchPostgres, createTempDir } from './lib/scratch-database.ts'
import { BENCH_ADMIN_EMAIL, BENCH_USER_EMAIL, prepareDatabase, type SeededIds } from './lib/seed.ts'
import { signIn } from './lib/sessions.ts'

/**
 * Issue 12: soak. The real server on PostgreSQL under a mixed workload: mostly reads (dealer list
 * and page, a conversation's messages, the conversation list, /api/me) and some writes (typing
 * on/off: an upsert and a realtime publish). First the maximum throughput of that mix (CONNECTIONS,
 * as fast as it goes), then MINUTES (default 10) at 70 % of it in one-minute slices after a
 * one-minute warm-up. Targets: zero errors, p99 drift < 20 % (first vs last minute after
 * warm-up), memory growth < 10 % (server RSS and V8 heap: first vs last minute's median sample).
 * `npm run bench -- soak --minutes 2` for a shorter try.
 */

const PORT = 3340
const CONNECTIONS = 16
const MAX_SECONDS = 20
const LOAD_SHARE = 0.7
const SAMPLE_EVERY_MS = 5000

function minutesArgument(): number {
  const index = process.argv.indexOf('--minutes')
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number(process.env.BENCH_MINUTES ?? 10)
  if (!Number.isFinite(value) || value < 1) throw new Error('--minutes: a number of minutes, at least 1')
  return value
}

function workload(ids: SeededIds, admin: string, user: string) {
  const get = (path: string, cookie: string) => ({ method: 'GET', path, headers: { cookie } })
  const typing = (isTyping: boolean) => ({
    method: 'PUT',
    path: `/api/chat/sessions/${ids.chatSessionId}/typing`,
    headers: { cookie: user, 'content-type': 'application/json' },
    body: JSON.stringify({ isTyping }),
  })
  // Ten requests a cycle: eight reads, two writes.
  return [
    get('/api/dealers', admin),
    get(`/api/dealers/${ids.dealerId}`, admin),
    get(`/api/chat/sessions/${ids.chatSessionId}/messages`, user),
    get(`/api/chat/sessions?botId=${ids.botId}`, user),
    typing(true),
    get('/api/me', user),
    get(`/api/dealers/${ids.dealerId}`, admin),
    get(`/api/chat/sessions/${ids.chatSessionId}/messages`, user),
    get('/api/me', admin),
    typing(false),
  ]
}

interface Memory {
  rss: number
  heapUsed: number
}

async function memoryOf(server: ServerProcess): Promise<Memory> {
  // /api/metrics answers loopback callers without a token (METRICS_TOKEN unset).
  const text = await (await fetch(`${server.baseUrl}/api/metrics`)).text()
  const heapUsed = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? Number.NaN)
  return { rss: server.rssBytes(), heapUsed }
}

const mb = (bytes: number) => fixed(bytes / 1024 / 1024, 0)

export async function runSoakBenchmark() {
  const minutes = minutesArgument()
  const database = await createScratchPostgres('soak')
  const temp = await createTempDir('soak')
  let server: ServerProcess | undefined
  try {
    const ids = await prepareDatabase({ databaseUrl: database.url, dataDir: temp.dir })
    server = await spawnAppServer({ port: PORT, databaseUrl: database.url, dataDir: temp.dir })
    const app = server
    const admin = await signIn(app.baseUrl, BENCH_ADMIN_EMAIL, BENCH_DEMO_PASSWORD)
    const user = await signIn(app.baseUrl, BENCH_USER_EMAIL, BENCH_DEMO_PASSWORD)
    const requests = workload(ids, admin, user)
    const run = (seconds: number, rate?: number) =>
      load({ url: app.baseUrl, connections: CONNECTIONS, seconds, rate, requests })

    await run(5)
    const max = await run(MAX_SECONDS)
    const rate = Math.max(1, Math.round(max.rps * LOAD_SHARE))
    console.log(
      `\nSoak on PostgreSQL: mixed workload (8 reads, 2 writes per 10 requests), ${CONNECTIONS} connections. ` +
        `Maximum ${fixed(max.rps, 0)} req/s (p99 ${max.p99} ms, ${max.errors} errors); soaking at ${rate} req/s (70 %) ` +
        `for ${minutes} min after a 1 min warm-up`,
    )

    const samples: { minute: number; memory: Memory }[] = []
    let minute = 0
    const sampler = setInterval(() => {
      void memoryOf(app)
        .then((memory) => samples.push({ minute, memory }))
        .catch(() => {})
    }, SAMPLE_EVERY_MS)
    const slices: LoadResult[] = []
    try {
      await run(60, rate)
      for (minute = 1; minute <= minutes; minute++) {
        const slice = await run(60, rate)
        slices.push(slice)
        console.log(
          `minute ${pad(minute, 2)}: ${pad(fixed(slice.rps, 0), 5)} req/s  p50 ${pad(slice.p50, 4)} ms  p99 ${pad(slice.p99, 4)} ms  errors ${slice.errors}  rss ${mb(app.rssBytes())} MB  load average ${fixed(os.loadavg()[0])}`,
        )
      }
    } finally {
      clearInterval(sampler)
    }
    await sleep(100)

    const median = (minuteNumber: number, key: keyof Memory) =>
      percentile(
        samples.filter((sample) => sample.minute === minuteNumber).map((sample) => sample.memory[key]),
        50,
      )
    const first = slices[0]
    const last = slices[slices.length - 1]
    const errors = slices.reduce((sum, slice) => sum + slice.errors, 0)
    const drift = (last.p99 - first.p99) / first.p99
    const rssGrowth = (median(minutes, 'rss') - median(1, 'rss')) / median(1, 'rss')
    const heapGrowth = (median(minutes, 'heapUsed') - median(1, 'heapUsed')) / median(1, 'heapUsed')
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS')
    console.log(
      `\nRequests: ${slices.reduce((sum, slice) => sum + slice.total, 0)}, errors: ${errors} ${verdict(errors === 0)}`,
    )
    console.log(
      `p99: first minute ${first.p99} ms, last minute ${last.p99} ms, drift ${fixed(drift * 100)} % ${verdict(Math.abs(drift) < 0.2)} (< 20 %)`,
    )
    console.log(
      `RSS: ${mb(median(1, 'rss'))} -> ${mb(median(minutes, 'rss'))} MB (${fixed(rssGrowth * 100)} %) ${verdict(rssGrowth < 0.1)}; ` +
        `heap used: ${mb(median(1, 'heapUsed'))} -> ${mb(median(minutes, 'heapUsed'))} MB (${fixed(heapGrowth * 100)} %) ${verdict(heapGrowth < 0.1)} (< 10 %)`,
    )
  } finally {
    await server?.stop()
    await database.drop()
    await temp.remove()
  }
}
