import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'
import { recordFigure } from './helpers/figures.ts'
import { apiClient, type SpawnedServer, spawnServer } from './helpers/spawned-server.ts'
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts'

/**
 * PostgreSQL going away and coming back (issue 12): a TCP proxy between the app and the database
 * is cut (open connections destroyed, new ones refused) and restored. While it is cut, requests
 * that need the database answer 503 UNAVAILABLE with Retry-After, quickly, and readiness says not
 * ready; once it is back the same process answers again, realtime bus included, without a restart.
 * PGlite runs inside the app process, so it cannot go away on its own: PostgreSQL only.
 */
const serverUrl = testServerUrl()
const PORT = 3421
/** A request that needs the database must fail well before a client or load balancer gives up. */
const FAIL_FAST_MS = 3_000

const dataDir = path.resolve(import.meta.dirname, `../../.tmp/faults-away-${process.pid}`)
let databaseName: string | undefined
let proxy: TcpProxy | undefined
let server: SpawnedServer | undefined

beforeAll(async () => {
  if (!serverUrl) return
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  databaseName = uniqueDatabaseName('dealerpilot_fault_away')
  await adminQuery(serverUrl, `create database ${databaseName}`)
  const target = new URL(serverUrl)
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const proxied = new URL(databaseUrlFor(serverUrl, databaseName))
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  server = spawnServer({ port: PORT, dataDir, databaseUrl: proxied.toString() })
  await server.waitReady()
})

afterAll(async () => {
  await server?.kill('SIGKILL')
  await proxy?.close()
  if (serverUrl && databaseName)
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

/** Times one request; the body is read so the time includes the whole answer. */
async function timed(run: () => Promise<Response>) {
  const started = performance.now()
  const response = await run()
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { response, body, ms: Math.round(performance.now() - started) }
}

/** How long the listening connection waits before its next try, from its log line (pg-listener.ts). */
function listenerRetryMs(line: string): number | undefined {
  try {
    const entry = JSON.parse(line) as { msg?: string; retryInMs?: number }
    return entry.msg === 'listening connection lost; reconnecting' ? entry.retryInMs : undefined
  } catch {
    return undefined // Not a log line (the start banner).
  }
}

async function realtimeBusHealthy(admin: ReturnType<typeof apiClient>) {
  const response = await admin.request('/api/health/checks/run', { method: 'POST', timeoutMs: 20_000 })
  if (response.status !== 201) return false
  const { run } = (await response.json()) as {
    run: { checks: { name: string; status: string; message: string }[] }
  }
  const check = run.checks.find((candidate) => candidate.name === 'realtime')
  // 'unhealthy' is the verdict when the probe did not come back through LISTEN/NOTIFY.
  return check !== undefined && check.status !== 'unhealthy' && check.message.includes('bus round trip')
}

describe.skipIf(!serverUrl)('PostgreSQL going away and coming back', () => {
  it('answers 503 fast while the database is gone and recovers without a restart', async () => {
    const admin = apiClient(server!.baseUrl)
    await admin.signIn('admin@example.com')
    expect((await admin.request('/api/dealers')).status).toBe(200)
    expect(await realtimeBusHealthy(admin)).toBe(true)

    await proxy!.cut()
    const cutAt = performance.now()

    // The first requests meet pooled connections that died; later ones cannot connect at all.
    const answers = []
    for (let round = 0; round < 3; round++) {
      answers.push(await timed(() => admin.request('/api/dealers')))
      answers.push(
        await timed(() =>
          admin.request('/api/dealers', {
            json: { name: 'While away', dealerCode: `AWAY-${round}-${Date.now()}`, status: 'active' },
          }),
        ),
      )
      answers.push(await timed(() => admin.request('/api/news')))
    }
    // Several at once: none may queue behind the others until the pool's timeout.
    answers.push(
      ...(await Promise.all(Array.from({ length: 12 }, () => timed(() => admin.request('/api/dealers'))))),
    )
    for (const answer of answers) {
      expect(answer.response.status, JSON.stringify(answer.body)).toBe(503)
      expect(answer.body).toMatchObject({ error: { code: 'UNAVAILABLE', message: expect.any(String) } })
      expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(answer.ms).toBeLessThan(FAIL_FAST_MS)
    }
    const ready = await timed(() => fetch(`${server!.baseUrl}/api/health/ready`))
    expect(ready.response.status).toBe(503)
    expect(ready.body).toMatchObject({ status: 'not_ready', database: { reachable: false } })
    expect(ready.ms).toBeLessThan(FAIL_FAST_MS)
    const liveness = await timed(() => fetch(`${server!.baseUrl}/api/health`))
    expect(liveness.response.status).toBe(503)
    // better-auth answers /api/auth/* itself; auth-routes.ts turns its bare 500 into the same 503.
    const signIn = await timed(() =>
      apiClient(server!.baseUrl).request('/api/auth/sign-in/email', {
        json: { email: 'admin@example.com', password: 'DealerPilot-demo-2026' },
      }),
    )
    expect(signIn.response.status).toBe(503)
    expect(signIn.body).toMatchObject({ error: { code: 'UNAVAILABLE' } })

    // Away until the app's reconnects have been refused a few times and it backs off for seconds,
    // as while a database restarts.
    await server!.nextOutput((line) => (listenerRetryMs(line) ?? 0) >= 2_000)
    const awayMs = performance.now() - cutAt
    await proxy!.restore()
    const restoredAt = performance.now()
    const whileRecovering = new Set<number>()
    await vi.waitFor(
      async () => {
        const { status } = await admin.request('/api/dealers')
        whileRecovering.add(status)
        expect(status, 'the same process answers 200 again').toBe(200)
      },
      { timeout: 30_000, interval: 50 },
    )
    const recoveredMs = Math.round(performance.now() - restoredAt)
    expect(
      [...whileRecovering].filter((status) => status !== 503 && status !== 200),
      'answers other than 503 before the first 200',
    ).toEqual([])
    expect(server!.child.exitCode).toBeNull()
    const write = await admin.request('/api/dealers', {
      json: { name: 'After the outage', dealerCode: `BACK-${Date.now()}`, status: 'active' },
    })
    expect(write.status).toBe(201)
    expect((await fetch(`${server!.baseUrl}/api/health/ready`)).status).toBe(200)

    // The LISTEN connection reconnects with backoff (at most 10 s between tries).
    await vi.waitFor(
      async () => expect(await realtimeBusHealthy(admin), 'the realtime bus listens again').toBe(true),
      { timeout: 30_000, interval: 250 },
    )
    const busMs = Math.round(performance.now() - restoredAt)

    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
    recordFigure('database away (postgres)', {
      requestsWhileAway: answers.length,
      all503: 'yes',
      timeTo503MedianMs: times[Math.floor(times.length / 2)],
      timeTo503MaxMs: times[times.length - 1],
      readyWhileAwayMs: ready.ms,
      signInWhileAway: `${signIn.response.status} in ${signIn.ms} ms`,
      awayMs: Math.round(awayMs),
      recoverMs: recoveredMs,
      realtimeBusRecoverMs: busMs,
    })
  })
})
