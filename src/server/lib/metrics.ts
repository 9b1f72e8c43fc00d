import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  prometheusContentType,
  Registry,
} from 'prom-client'

/**
 * Prometheus metrics through prom-client: a counter and a histogram of HTTP requests per app
 * instance, plus the process's own metrics. Labels are bounded: the route label is the pattern of
 * the route that answered (`/api/dealers/:id`), never the URL.
 */
export const METRICS_CONTENT_TYPE = prometheusContentType

/** Seconds; from a cached read (5 ms) to a slow upload or export (10 s). */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

// Anything else (WebDAV verbs, garbage) shares one label value so a client cannot mint series.
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export interface Metrics {
  /** Counts and times every request; mount it first so it sees the final status. */
  middleware: MiddlewareHandler
  /** Records one finished request (the middleware calls this; tests may too). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void
  /** The whole exposition, ready to serve with METRICS_CONTENT_TYPE. */
  render(): Promise<string>
}

export interface MetricsOptions {
  /** Open realtime sockets on this instance. */
  realtimeConnections?: () => number
}

// CPU, memory, event-loop delay and the like belong to the process, not to one app: one registry
// collects them however many apps a process builds (tests build many), and each app's scrape merges
// it with the app's own registry.
let processRegistry: Registry | undefined
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  // A registry per app, never prom-client's global one: each app instance counts its own requests.
  const registry = new Registry()
  const requests = new Counter({
    name: 'dealerpilot_http_requests_total',
    help: 'HTTP requests by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'dealerpilot_http_request_duration_seconds',
    help: 'Time from receiving a request to its response headers, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  })
  const inFlight = new Gauge({
    name: 'dealerpilot_http_requests_in_flight',
    help: 'Requests being handled right now.',
    registers: [registry],
  })
  const { realtimeConnections } = options
  if (realtimeConnections)
    new Gauge({
      name: 'dealerpilot_realtime_connections',
      help: 'Open realtime WebSocket connections on this instance.',
      registers: [registry],
      // Read at scrape time from the realtime hub.
      collect() {
        this.set(realtimeConnections())
      },
    })

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
    requests.inc({ method: methodLabel, route: routeLabel, status_class: `${Math.trunc(status / 100)}xx` })
    durations.observe({ method: methodLabel, route: routeLabel }, seconds)
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now()
    inFlight.inc()
    try {
      await next()
    } finally {
      inFlight.dec()
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

  return {
    middleware,
    observeRequest,
    render: () => Registry.merge([registry, processMetrics()]).metrics(),
  }
}
