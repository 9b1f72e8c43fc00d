import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/helpers/test-app'
import { decideMetricsAccess, isLoopback, type MetricsRequest } from './metrics-access.ts'

const TOKEN = 'scrape-token-for-the-metrics-test'

/** An app with METRICS_TOKEN set, and one without (loopback only). */
let withToken: TestApp
let loopbackOnly: TestApp
let admin: string
let trainer: string

async function signInAs(t: TestApp, roles: UserFactoryInput['roles']) {
  const user = await createUser(t.db, { roles })
  return t.signIn(user.email, user.password)
}

/** A request as @hono/node-server hands it over, with the TCP peer's address. */
function fromPeer(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.request(
    `${TEST_BASE_URL}/api/metrics`,
    { headers },
    { incoming: { socket: { remoteAddress } } },
  )
}

async function scrape(t: TestApp = withToken): Promise<string> {
  const response = await t.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  return response.text()
}

/** The value of one sample line, `name{labels} value`; undefined when the series is absent. */
function sampleValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

beforeAll(async () => {
  withToken = await createTestApp({ env: { METRICS_TOKEN: TOKEN } })
  loopbackOnly = await createTestApp()
  admin = await signInAs(withToken, ['admin'])
  trainer = await signInAs(withToken, ['trainer'])
})
afterAll(async () => {
  await withToken?.close()
  await loopbackOnly?.close()
})

describe('GET /api/metrics', () => {
  it('answers in the Prometheus text format, uncached', async () => {
    const response = await withToken.request('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).toContain('# TYPE dealerpilot_http_requests_total counter')
    expect(text).toContain('# TYPE dealerpilot_http_request_duration_seconds histogram')
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(sampleValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(sampleValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    expect(sampleValue(text, 'dealerpilot_realtime_connections')).toBe(0)
  })

  it('counts requests by method, route pattern and status class, and times them', async () => {
    const health = 'dealerpilot_http_requests_total{method="GET",route="/api/health",status_class="2xx"}'
    const healthTimes = 'dealerpilot_http_request_duration_seconds_count{method="GET",route="/api/health"}'
    const before = await scrape()
    for (let i = 0; i < 3; i++) expect((await withToken.request('/api/health')).status).toBe(200)
    const after = await scrape()
    expect((sampleValue(after, health) ?? 0) - (sampleValue(before, health) ?? 0)).toBe(3)
    expect((sampleValue(after, healthTimes) ?? 0) - (sampleValue(before, healthTimes) ?? 0)).toBe(3)
    expect(
      sampleValue(
        after,
        'dealerpilot_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health"}',
      ),
    ).toBe(sampleValue(after, healthTimes))
    expect(
      sampleValue(after, 'dealerpilot_http_request_duration_seconds_sum{method="GET",route="/api/health"}'),
    ).toBeGreaterThan(0)
  })

  it('labels by the matched route pattern, never the raw URL', async () => {
    const unknownDealer = crypto.randomUUID()
    const unknownPath = `no-such-route-${crypto.randomUUID()}`
    expect((await withToken.request(`/api/dealers/${unknownDealer}`, { cookie: admin })).status).toBe(404)
    expect((await withToken.request(`/api/dealers/${unknownDealer}`, { cookie: admin })).status).toBe(404)
    expect((await withToken.request(`/api/${unknownPath}`)).status).toBe(404)
    const text = await scrape()
    expect(
      sampleValue(
        text,
        'dealerpilot_http_requests_total{method="GET",route="/api/dealers/:id",status_class="4xx"}',
      ),
    ).toBe(2)
    expect(
      sampleValue(text, 'dealerpilot_http_requests_total{method="GET",route="/api/*",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain(unknownDealer)
    expect(text).not.toContain(unknownPath)
    // Every route label is a registered pattern: a path with no id-like segment, or with :param or *.
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map(([, route]) => route)
    expect(routes.length).toBeGreaterThan(0)
    for (const route of routes) expect(route).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
  })

  it('with METRICS_TOKEN set: 401 without the token or with a wrong one, even from loopback', async () => {
    const missing = await withToken.request('/api/metrics')
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect((await missing.json()).error.code).toBe('UNAUTHENTICATED')
    const wrong = await withToken.request('/api/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    })
    expect(wrong.status).toBe(401)
    expect((await fromPeer(withToken, '127.0.0.1')).status).toBe(401)
    expect((await fromPeer(withToken, '127.0.0.1', { authorization: `Bearer ${TOKEN}` })).status).toBe(200)
    expect((await fromPeer(withToken, '10.1.2.3', { authorization: `bearer ${TOKEN}` })).status).toBe(200)
  })

  it('opens to signed-in admins (the /system-health roles) and refuses other users with 403', async () => {
    expect((await withToken.request('/api/metrics', { cookie: admin })).status).toBe(200)
    const refused = await withToken.request('/api/metrics', { cookie: trainer })
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.code).toBe('FORBIDDEN')
  })

  it('in production: no same-host reading without METRICS_TOKEN, unless METRICS_PUBLIC says so', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } })
    const madePublic = await createTestApp({ env: { NODE_ENV: 'production', METRICS_PUBLIC: 'true' } })
    try {
      expect((await fromPeer(production, '127.0.0.1')).status).toBe(403)
      expect((await fromPeer(madePublic, '203.0.113.5')).status).toBe(200)
    } finally {
      await production.close()
      await madePublic.close()
    }
  })

  it('without METRICS_TOKEN: only loopback peers that no proxy forwarded, 403 for the rest', async () => {
    expect((await fromPeer(loopbackOnly, '127.0.0.1')).status).toBe(200)
    expect((await fromPeer(loopbackOnly, '::1')).status).toBe(200)
    expect((await fromPeer(loopbackOnly, '::ffff:127.0.0.1')).status).toBe(200)
    expect((await fromPeer(loopbackOnly, '10.0.0.5')).status).toBe(403)
    expect((await fromPeer(loopbackOnly, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403)
    expect((await fromPeer(loopbackOnly, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).status).toBe(403)
    // Called without a peer address (no socket), and with a bearer token that is not configured.
    expect((await loopbackOnly.request('/api/metrics')).status).toBe(403)
    expect((await fromPeer(loopbackOnly, '10.0.0.5', { authorization: `Bearer ${TOKEN}` })).status).toBe(403)
  })
})

describe('the access rule', () => {
  const base: MetricsRequest = {
    token: undefined,
    authorization: undefined,
    remoteAddress: undefined,
    forwarded: false,
    sessionRoles: null,
    production: false,
    public: false,
  }

  it.each<[string, Partial<MetricsRequest>, ReturnType<typeof decideMetricsAccess>]>([
    ['loopback, no token configured', { remoteAddress: '127.0.0.1' }, 'allowed'],
    ['remote, no token configured', { remoteAddress: '192.168.1.4' }, 'forbidden'],
    ['forwarded through a local proxy', { remoteAddress: '127.0.0.1', forwarded: true }, 'forbidden'],
    [
      'right token',
      { token: TOKEN, authorization: `Bearer ${TOKEN}`, remoteAddress: '192.168.1.4' },
      'allowed',
    ],
    ['token prefix only', { token: TOKEN, authorization: `Bearer ${TOKEN.slice(0, 10)}` }, 'unauthenticated'],
    ['basic auth instead of bearer', { token: TOKEN, authorization: `Basic ${TOKEN}` }, 'unauthenticated'],
    ['loopback while a token is configured', { token: TOKEN, remoteAddress: '127.0.0.1' }, 'unauthenticated'],
    ['super_admin session', { token: TOKEN, sessionRoles: ['super_admin'] }, 'allowed'],
    ['dealer manager session', { sessionRoles: ['dealer_manager'], remoteAddress: '10.0.0.1' }, 'forbidden'],
    [
      'loopback in production, no token configured',
      { remoteAddress: '127.0.0.1', production: true },
      'forbidden',
    ],
    [
      'loopback in production with a token configured, none sent',
      { token: TOKEN, remoteAddress: '127.0.0.1', production: true },
      'unauthenticated',
    ],
    ['admin session in production', { sessionRoles: ['admin'], production: true }, 'allowed'],
    ['remote, made public', { remoteAddress: '192.168.1.4', production: true, public: true }, 'allowed'],
    [
      'support session while a token is configured',
      { token: TOKEN, sessionRoles: ['support_agent'] },
      'forbidden',
    ],
  ])('%s', (_name, request, expected) => {
    expect(decideMetricsAccess({ ...base, ...request })).toBe(expected)
  })

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true)
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', 'localhost', '', undefined])
      expect(isLoopback(address)).toBe(false)
  })
})
