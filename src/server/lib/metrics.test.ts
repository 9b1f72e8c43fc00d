import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMetrics, HTTP_DURATION_BUCKETS } from './metrics.ts'

/** `name{labels} value` lines of one metric family, keyed by their label part. */
function samplesOf(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const cut = line.lastIndexOf(' ')
    found.set(line.slice(name.length, cut), Number(line.slice(cut + 1)))
  }
  return found
}

const LABEL = '[a-z_]+="(?:[^"\\\\\\n]|\\\\.)*"'
// prom-client writes NaN (an event-loop mean before its first sample) as `Nan`; Prometheus reads
// special values without regard to case.
const SAMPLE_LINE = new RegExp(
  `^[a-zA-Z_:][a-zA-Z0-9_:]*(\\{${LABEL}(,${LABEL})*\\})? (-?[0-9.e+-]+|[+-]Inf|NaN|Nan)$`,
)

describe('Prometheus text exposition', () => {
  it('escapes backslashes, quotes and newlines in label values', async () => {
    const metrics = createMetrics()
    metrics.observeRequest({ method: 'GET', route: 'a\\b"c\nd', status: 200, seconds: 0.25 })
    expect(await metrics.render()).toContain(
      'dealerpilot_http_requests_total{method="GET",route="a\\\\b\\"c\\nd",status_class="2xx"} 1',
    )
  })

  it('writes HELP and TYPE once per family and only well-formed sample lines', async () => {
    const metrics = createMetrics({ realtimeConnections: () => 3 })
    metrics.observeRequest({ method: 'GET', route: '/api/x/:id', status: 200, seconds: 0.02 })
    const text = await metrics.render()
    expect(text.endsWith('\n')).toBe(true)
    const types = new Map<string, string>()
    for (const line of text.trimEnd().split('\n')) {
      if (line.startsWith('# TYPE ')) {
        const [, , name, type] = line.split(' ')
        expect(types.has(name), `${name} declared twice`).toBe(false)
        types.set(name, type)
      } else if (line !== '' && !line.startsWith('# HELP ')) {
        expect(line).toMatch(SAMPLE_LINE)
      }
    }
    expect(types.get('dealerpilot_http_requests_total')).toBe('counter')
    expect(types.get('dealerpilot_http_request_duration_seconds')).toBe('histogram')
    expect(types.get('process_resident_memory_bytes')).toBe('gauge')
    expect(types.get('nodejs_eventloop_lag_p99_seconds')).toBe('gauge')
    expect(samplesOf(text, 'dealerpilot_realtime_connections').get('')).toBe(3)
    expect(samplesOf(text, 'process_resident_memory_bytes').get('')).toBeGreaterThan(0)
    expect(samplesOf(text, 'nodejs_heap_size_used_bytes').get('')).toBeGreaterThan(0)
  })

  it('fills cumulative histogram buckets with +Inf equal to the count', async () => {
    const metrics = createMetrics()
    for (const seconds of [0.001, 0.03, 0.03, 0.7, 42])
      metrics.observeRequest({ method: 'POST', route: '/api/chat', status: 201, seconds })
    const text = await metrics.render()
    const buckets = samplesOf(text, 'dealerpilot_http_request_duration_seconds_bucket')
    const at = (le: string) => buckets.get(`{le="${le}",method="POST",route="/api/chat"}`)
    expect(at('0.005')).toBe(1)
    expect(at('0.025')).toBe(1)
    expect(at('0.05')).toBe(3)
    expect(at('1')).toBe(4)
    expect(at('10')).toBe(4)
    expect(at('+Inf')).toBe(5)
    expect(buckets.size).toBe(HTTP_DURATION_BUCKETS.length + 1)
    expect(
      samplesOf(text, 'dealerpilot_http_request_duration_seconds_count').get(
        '{method="POST",route="/api/chat"}',
      ),
    ).toBe(5)
    expect(
      samplesOf(text, 'dealerpilot_http_request_duration_seconds_sum').get(
        '{method="POST",route="/api/chat"}',
      ),
    ).toBeCloseTo(42.761)
  })

  it('labels requests by route pattern, status class and a bounded method set', async () => {
    const metrics = createMetrics()
    const app = new Hono()
    app.use('*', metrics.middleware)
    app.get('/items/:id', (c) => c.text(c.req.param('id')))
    app.all('*', (c) => c.text('nope', 404))
    await app.request('/items/123')
    await app.request('/items/456')
    await app.request('/no/such/page-789')
    await app.request('/items/1', { method: 'PROPFIND' })
    const counts = samplesOf(await metrics.render(), 'dealerpilot_http_requests_total')
    expect(counts.get('{method="GET",route="/items/:id",status_class="2xx"}')).toBe(2)
    expect(counts.get('{method="GET",route="/*",status_class="4xx"}')).toBe(1)
    expect(counts.get('{method="OTHER",route="/*",status_class="4xx"}')).toBe(1)
    expect([...counts.keys()].join()).not.toMatch(/123|456|789|PROPFIND/)
  })

  describe('with a clock the test moves', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it("tells each response the server's own time in Server-Timing", async () => {
      // Only performance.now() is faked: the handler moves it 30 ms instead of taking that long.
      vi.useFakeTimers({ toFake: ['performance'] })
      const metrics = createMetrics()
      const app = new Hono()
      app.use('*', metrics.middleware)
      app.get('/slow', (c) => {
        vi.advanceTimersByTime(30)
        return c.text('done')
      })
      const timing = (await app.request('/slow')).headers.get('server-timing') ?? ''
      expect(timing).toBe('app;dur=30.0')
    })
  })
})
