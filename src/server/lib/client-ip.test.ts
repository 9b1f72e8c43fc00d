import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AUTH_RATE_LIMITS } from '#server/auth/auth-routes'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { clientAddressFrom } from './client-ip.ts'

const SOCKET = '10.0.0.1'

describe('clientAddressFrom', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddressFrom(SOCKET, '203.0.113.7', 0)).toBe(SOCKET)
  })

  it('takes the entry the trusted load balancer appended, not what the client wrote before it', () => {
    expect(clientAddressFrom(SOCKET, '203.0.113.7', 1)).toBe('203.0.113.7')
    // A client that sends its own header only adds entries on the left.
    expect(clientAddressFrom(SOCKET, '1.1.1.1, 8.8.8.8, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(clientAddressFrom(SOCKET, '1.1.1.1,203.0.113.7', 1)).toBe('203.0.113.7')
  })

  it('counts several trusted hops from the right', () => {
    // client -> CDN (writes the client) -> load balancer (writes the CDN) -> app
    expect(clientAddressFrom(SOCKET, '6.6.6.6, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7')
    expect(clientAddressFrom(SOCKET, '2001:db8::1, 198.51.100.2', 2)).toBe('2001:db8::1')
  })

  it('uses the left-most entry of a header shorter than the trusted chain', () => {
    expect(clientAddressFrom(SOCKET, '203.0.113.7', 3)).toBe('203.0.113.7')
  })

  it('falls back to the socket address without a usable header', () => {
    expect(clientAddressFrom(SOCKET, undefined, 1)).toBe(SOCKET)
    expect(clientAddressFrom(SOCKET, '', 1)).toBe(SOCKET)
    expect(clientAddressFrom(SOCKET, ' , ', 1)).toBe(SOCKET)
    expect(clientAddressFrom(SOCKET, 'unknown', 1)).toBe(SOCKET)
  })

  it('stops at an entry that is not an address and keeps the last trusted one', () => {
    expect(clientAddressFrom(SOCKET, 'not-an-ip, 203.0.113.7', 2)).toBe('203.0.113.7')
    expect(clientAddressFrom(SOCKET, '<script>, 203.0.113.7', 2)).toBe('203.0.113.7')
  })
})

describe('per-IP sign-in limit behind a load balancer (TRUST_PROXY_HOPS=1)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY_HOPS: '1' },
      rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, signInPerIp: { max: 2, windowMs: 60_000 } },
    })
  })
  afterAll(async () => {
    await t.close()
  })

  // Every request reaches the app from the balancer's address, as in production.
  const signIn = (forwardedFor: string) =>
    t.request('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.test', password: 'whatever-pass' },
      headers: { 'x-test-client-ip': '10.9.9.9', 'x-forwarded-for': forwardedFor },
    })

  it('counts each client on its own, and a forged left-most entry does not buy a fresh allowance', async () => {
    expect((await signIn('203.0.113.7')).status).toBe(401)
    expect((await signIn('1.2.3.4, 203.0.113.7')).status).toBe(401)
    expect((await signIn('5.6.7.8, 203.0.113.7')).status).toBe(429)
    // Another client behind the same balancer still has its own allowance.
    expect((await signIn('203.0.113.8')).status).toBe(401)
  })
})
