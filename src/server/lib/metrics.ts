import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'

/**
 * Prometheus metrics in the text exposition format (0.0.4), written by hand: a counter and a
 * histogram of HTTP requests plus process gauges read at scrape time. Labels are bounded: the
 * route label is the pattern of the route that answered (`/api/dealers/:id`), never the URL.
 */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

/** Seconds; from a cached read (5 ms) to a slow upload or export (10 s). */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const

// Anything else (WebDAV verbs, garbage) shares one label value so a client cannot mint series.
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export interface Metrics {
  /** Counts and times every request; mount it first so it sees the final status. */
  middleware: MiddlewareHandler
  /** Records one finished request (the middleware calls this; tests may too). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void
  /** The whole exposition, ready to serve with METRICS_CONTENT_TYPE. */
  render(): string
}

export interface MetricsOptions {
  /** Open realtime sockets on this instance. */
  realtimeConnections?: () => number
}

interface DurationSeries {
  labels: Record<string, string>
  bucketCounts: number[]
  sum: number
  count: number
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const requestCounts = new Map<string, { labels: Record<string, string>; value: number }>()
  const durations = new Map<string, DurationSeries>()
  let inFlight = 0

  function observeRequest({
    method,
    route,
    status,
    seconds,
  }: {
    method: string
    route: string
    status: number
    seconds: number
  }) {
    const methodLabel = KNOWN_METHODS.has(method) ? method : 'OTHER'
    const routeLabel = route || 'unmatched'
    const statusClass = `${Math.trunc(status / 100)}xx`

    const countKey = `${methodLabel} ${routeLabel} ${statusClass}`
    const counted = requestCounts.get(countKey)
    if (counted) counted.value += 1
    else
      requestCounts.set(countKey, {
        labels: { method: methodLabel, route: routeLabel, status_class: statusClass },
        value: 1,
      })

    const durationKey = `${methodLabel} ${routeLabel}`
    const series = durations.get(durationKey) ?? {
      labels: { method: methodLabel, route: routeLabel },
      bucketCounts: HTTP_DURATION_BUCKETS.map(() => 0),
      sum: 0,
      count: 0,
    }
    durations.set(durationKey, series)
    // Cumulative buckets: an observation counts in every bucket whose bound it does not exceed.
    HTTP_DURATION_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) series.bucketCounts[index] += 1
    })
    series.sum += seconds
    series.count += 1
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now()
    inFlight += 1
    try {
      await next()
    } finally {
      inFlight -= 1
      const ms = performance.now() - started
      observeRequest({
        method: c.req.method,
        // After next() the route index points at the handler (or guard) that answered.
        route: routePath(c),
        status: c.res.status,
        seconds: ms / 1000,
      })
      // The same figure per response (Server-Timing, shown by browser devtools): load tests read the
      // server's own time apart from the network's (bench/chat-send.ts). Some responses (a WebSocket
      // upgrade) have headers that can no longer change; they simply go without it.
      try {
        c.res.headers.set('server-timing', `app;dur=${ms.toFixed(1)}`)
      } catch {}
    }
  }

  function render(): string {
    const out: string[] = []

    header(
      out,
      'dealerpilot_http_requests_total',
      'counter',
      'HTTP requests by method, route pattern and status class.',
    )
    for (const { labels, value } of requestCounts.values())
      out.push(sample('dealerpilot_http_requests_total', labels, value))

    header(
      out,
      'dealerpilot_http_request_duration_seconds',
      'histogram',
      'Time from receiving a request to its response headers, by method and route pattern.',
    )
    for (const series of durations.values()) {
      HTTP_DURATION_BUCKETS.forEach((bound, index) => {
        out.push(
          sample(
            'dealerpilot_http_request_duration_seconds_bucket',
            { ...series.labels, le: String(bound) },
            series.bucketCounts[index],
          ),
        )
      })
      out.push(
        sample(
          'dealerpilot_http_request_duration_seconds_bucket',
          { ...series.labels, le: '+Inf' },
          series.count,
        ),
      )
      out.push(sample('dealerpilot_http_request_duration_seconds_sum', series.labels, series.sum))
      out.push(sample('dealerpilot_http_request_duration_seconds_count', series.labels, series.count))
    }

    gauge(out, 'dealerpilot_http_requests_in_flight', 'Requests being handled right now.', inFlight)
    if (options.realtimeConnections)
      gauge(
        out,
        'dealerpilot_realtime_connections',
        'Open realtime WebSocket connections on this instance.',
        options.realtimeConnections(),
      )

    renderProcessMetrics(out)
    return `${out.join('\n')}\n`
  }

  return { middleware, observeRequest, render }
}

// One monitor for the process, started at the first scrape; each scrape reads and resets it, so the
// figures cover the time since the previous scrape.
const EVENT_LOOP_RESOLUTION_MS = 10
let eventLoopDelay: IntervalHistogram | undefined

function renderProcessMetrics(out: string[]) {
  const memory = process.memoryUsage()
  const cpu = process.cpuUsage()
  const userSeconds = cpu.user / 1e6
  const systemSeconds = cpu.system / 1e6

  counter(out, 'process_cpu_user_seconds_total', 'User CPU time spent, in seconds.', userSeconds)
  counter(out, 'process_cpu_system_seconds_total', 'System CPU time spent, in seconds.', systemSeconds)
  counter(
    out,
    'process_cpu_seconds_total',
    'User and system CPU time spent, in seconds.',
    userSeconds + systemSeconds,
  )
  gauge(
    out,
    'process_start_time_seconds',
    'Start time of the process since the Unix epoch, in seconds.',
    Math.round(Date.now() / 1000 - process.uptime()),
  )
  gauge(out, 'process_resident_memory_bytes', 'Resident memory size, in bytes.', memory.rss)
  gauge(out, 'nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.', memory.heapUsed)
  gauge(out, 'nodejs_heap_size_total_bytes', 'V8 heap allocated, in bytes.', memory.heapTotal)
  gauge(
    out,
    'nodejs_external_memory_bytes',
    'Memory of C++ objects bound to JavaScript, in bytes.',
    memory.external,
  )

  if (!eventLoopDelay) {
    eventLoopDelay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS })
    eventLoopDelay.enable()
  }
  const histogram = eventLoopDelay
  // The histogram is in nanoseconds and empty (NaN mean) until the first sample.
  const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0)
  const lag: [string, string, number][] = [
    ['mean', 'Mean', histogram.mean],
    ['p50', 'Median', histogram.percentile(50)],
    ['p90', '90th percentile of', histogram.percentile(90)],
    ['p99', '99th percentile of', histogram.percentile(99)],
    ['max', 'Largest', histogram.max],
  ]
  for (const [suffix, what, value] of lag)
    gauge(
      out,
      `nodejs_eventloop_lag_${suffix}_seconds`,
      `${what} event-loop delay since the previous scrape, in seconds.`,
      histogram.count > 0 ? seconds(value) : 0,
    )
  histogram.reset()

  gauge(out, 'nodejs_version_info', 'Node.js version.', 1, { version: process.version })
}

function header(out: string[], name: string, type: 'counter' | 'gauge' | 'histogram', help: string) {
  out.push(`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`)
  out.push(`# TYPE ${name} ${type}`)
}

function gauge(
  out: string[],
  name: string,
  help: string,
  value: number,
  labels: Record<string, string> = {},
) {
  header(out, name, 'gauge', help)
  out.push(sample(name, labels, value))
}

function counter(out: string[], name: string, help: string, value: number) {
  header(out, name, 'counter', help)
  out.push(sample(name, {}, value))
}

/** One sample line; label values escaped as the exposition format asks (backslash, quote, newline). */
export function sample(name: string, labels: Record<string, string>, value: number): string {
  const pairs = Object.entries(labels).map(
    ([key, raw]) => `${key}="${raw.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  )
  return `${name}${pairs.length > 0 ? `{${pairs.join(',')}}` : ''} ${formatValue(value)}`
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  if (value === Number.POSITIVE_INFINITY) return '+Inf'
  if (value === Number.NEGATIVE_INFINITY) return '-Inf'
  return String(value)
}
