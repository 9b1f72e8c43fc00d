import { randomUUID } from 'node:crypto'
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks'
import { Readable } from 'node:stream'
import { getHeapStatistics } from 'node:v8'
import { and, count, eq, gte, lt, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '#server/db/client'
import { mailOutbox } from '#server/db/schema/identity'
import type { Env } from '#server/env'
import type { RealtimeHub, RealtimeSocket } from '#server/realtime/hub'
import type { FileStorage } from '#server/storage/file-storage'
import type { HealthProbes, MailReading, WebReading } from './health-checker.ts'
import { type JobRegistry, jobRegistry } from './job-registry.ts'

export interface HealthProbeDeps {
  db: Database
  env: Env
  storage: FileStorage
  realtime: RealtimeHub
  jobs?: JobRegistry
  /** The address the site check requests; webCheckUrl(env) when not given. */
  webUrl?: string
}

/** The file spec §7's health check asks for: the favicon index.html links (src/web/public). */
export const WEB_CHECK_PATH = 'favicon.svg'

/** A wildcard listening address is reached through the loopback interface. */
function reachableHost(host: string): string {
  if (host === '' || host === '0.0.0.0') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/**
 * The favicon under the site's public address (APP_URL), or under the address this server listens
 * on when none is set, so the check follows a request the way a browser makes it.
 */
export function webCheckUrl(env: Pick<Env, 'APP_URL' | 'HOST' | 'PORT'>): string {
  const base = env.APP_URL ?? `http://${reachableHost(env.HOST)}:${env.PORT}`
  return new URL(WEB_CHECK_PATH, base.endsWith('/') ? base : `${base}/`).toString()
}

const PROBE_BYTES = Buffer.from('dealerpilot health probe')
/** Network probes give up after this long; slower than spec §9's 3 s is already degraded. */
const NETWORK_TIMEOUT_MS = 10_000
/** The realtime probe's trip through the cross-instance bus; past the degraded threshold already. */
const BUS_ROUND_TRIP_TIMEOUT_MS = 5_000

// One histogram for the process, started on first use; each reading covers the time since the last.
const EVENT_LOOP_RESOLUTION_MS = 20
let eventLoopHistogram: IntervalHistogram | undefined
function eventLoopMonitor(): IntervalHistogram {
  if (!eventLoopHistogram) {
    eventLoopHistogram = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS })
    eventLoopHistogram.enable()
  }
  return eventLoopHistogram
}

/** The real measures: the database, storage, mail outbox, realtime hub, V8 heap, event loop and jobs. */
export function createHealthProbes(deps: HealthProbeDeps): HealthProbes {
  const monitor = eventLoopMonitor()
  const jobs = deps.jobs ?? jobRegistry
  return {
    async database() {
      // Spec §7: read one profile row as the probe (no row is fine).
      await deps.db.execute(sql`select id from profiles limit 1`)
    },
    async storage() {
      const stored = await deps.storage.put(Readable.from([PROBE_BYTES]), { maxBytes: 1024 })
      try {
        const chunks: Buffer[] = []
        for await (const chunk of await deps.storage.get(stored.key)) chunks.push(Buffer.from(chunk))
        if (!Buffer.concat(chunks).equals(PROBE_BYTES)) throw new Error('The probe file read back differs')
      } finally {
        await deps.storage.delete(stored.key)
      }
    },
    web: (timeoutMs) => headSite(deps.webUrl ?? webCheckUrl(deps.env), timeoutMs),
    mail: (stuckAfterMinutes) => readMail(deps, stuckAfterMinutes),
    async realtime() {
      const topic = `health-probe:${randomUUID()}`
      const probeId = randomUUID()
      let received = false
      const socket: RealtimeSocket = {
        send(frame) {
          if (frame.includes(probeId)) received = true
        },
      }
      deps.realtime.subscribe(socket, topic)
      try {
        deps.realtime.publishToTopic(topic, { type: 'health.probe', probeId })
      } finally {
        deps.realtime.unsubscribe(socket, topic)
      }
      // With a cross-instance bus (PostgreSQL), the probe also goes through it and must come back.
      const bused = received && (await deps.realtime.busRoundTrip(BUS_ROUND_TRIP_TIMEOUT_MS))
      return { connections: deps.realtime.connectionCount(), roundTrip: bused }
    },
    heap() {
      const heap = getHeapStatistics()
      return { usedBytes: heap.used_heap_size, limitBytes: heap.heap_size_limit }
    },
    eventLoop() {
      // The histogram measures each sampling timer's whole wait, so the sampling interval is taken off.
      const toMs = (ns: number) =>
        Number.isFinite(ns) ? Math.max(0, ns / 1e6 - EVENT_LOOP_RESOLUTION_MS) : 0
      const reading = {
        p99Ms: toMs(monitor.percentile(99)),
        meanMs: toMs(monitor.mean),
        maxMs: toMs(monitor.max),
      }
      monitor.reset()
      return reading
    },
    jobs: () => jobs.list(),
    llm: deps.env.LLM_BASE_URL ? () => pingLlm(deps.env) : null,
  }
}

/** Spec §7: a HEAD request to the site's favicon. */
async function headSite(url: string, timeoutMs: number): Promise<WebReading> {
  let response: Response
  try {
    response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    // fetch says only 'fetch failed'; the cause names the problem (ECONNREFUSED, ENOTFOUND...).
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`)
    const cause =
      error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
    throw new Error(
      `${url}: ${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))}`,
    )
  }
  await response.body?.cancel()
  return { url, status: response.status }
}

async function readMail(deps: HealthProbeDeps, stuckAfterMinutes: number): Promise<MailReading> {
  const now = Date.now()
  const stuckBefore = new Date(now - stuckAfterMinutes * 60_000)
  const dayAgo = new Date(now - 24 * 60 * 60_000)
  const countWhere = async (where: ReturnType<typeof and>) => {
    const [row] = await deps.db.select({ value: count() }).from(mailOutbox).where(where)
    return row?.value ?? 0
  }
  const [pending, stuck, failedLast24h] = await Promise.all([
    countWhere(eq(mailOutbox.status, 'pending')),
    // A message waiting for its retry is not stuck; one whose attempt is long overdue is (no retry
    // job picks it up: OUTBOX_RETRY_INTERVAL_MS is 0, or the job fails).
    countWhere(
      and(
        eq(mailOutbox.status, 'pending'),
        lt(sql`coalesce(${mailOutbox.nextAttemptAt}, ${mailOutbox.createdAt})`, stuckBefore),
      ),
    ),
    countWhere(and(eq(mailOutbox.status, 'failed'), gte(mailOutbox.updatedAt, dayAgo))),
  ])
  return {
    transport: deps.env.SMTP_URL ? await verifySmtp(deps.env.SMTP_URL) : null,
    pending,
    stuck,
    failedLast24h,
  }
}

async function verifySmtp(smtpUrl: string): Promise<MailReading['transport']> {
  // The timeouts go with the URL in the options object: a second argument would be message defaults.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: NETWORK_TIMEOUT_MS,
    greetingTimeout: NETWORK_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0])
  try {
    await transport.verify()
    return { reachable: true }
  } catch (error) {
    return { reachable: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    transport.close()
  }
}

/** An OpenAI-compatible provider lists its models at GET {base}/models; any 2xx means it answers. */
async function pingLlm(env: Env): Promise<void> {
  const response = await fetch(`${env.LLM_BASE_URL!.replace(/\/+$/, '')}/models`, {
    headers: env.LLM_API_KEY ? { authorization: `Bearer ${env.LLM_API_KEY}` } : {},
    signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS),
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
}
