import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '#server/app'
import { DEFAULT_AUTH_RATE_LIMITS } from '#server/auth/auth-routes'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { createUser } from '#server/db/seed/factories'
import { parseEnv } from '#server/env'
import { createMailer } from '#server/mail/mailer'
import { createRealtimeHub } from '#server/realtime/hub'
import { TEST_BASE_URL } from '#tests/helpers/test-app'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'
import { logger } from './logger.ts'
import { createRateLimiter } from './rate-limiter.ts'

// Issue 12: with the counters in PostgreSQL, N instances behind a load balancer give a client the
// allowance of one, not N. tests/helpers/test-instances.ts switches the limits off for every other
// cross-instance test, so the two instances here are built with them on: one fresh database, and
// per instance its own pool and its own app (limiters included), as two processes would have.

const LIMITS = {
  ...DEFAULT_AUTH_RATE_LIMITS,
  signInPerIp: { max: 4, windowMs: 60_000 },
  signInFailuresPerAccount: { max: 3, windowMs: 60_000 },
  signInFailuresPerAccountAndAddress: {
    freeFailures: 2,
    baseDelayMs: 60_000,
    maxDelayMs: 60_000,
    forgetAfterMs: 3_600_000,
  },
}

describe.skipIf(!testServerUrl())('rate limits across two app instances (PostgreSQL)', () => {
  const serverUrl = testServerUrl() ?? ''
  const name = uniqueDatabaseName('dealerpilot_test')
  const databases: DatabaseHandle[] = []
  let instances: { request(path: string, json: unknown, ip: string): Response | Promise<Response> }[]

  beforeAll(async () => {
    await adminQuery(serverUrl, `create database ${name} template ${inject('pgTemplate')}`)
    const env = parseEnv({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'true' })
    for (let index = 0; index < 2; index++)
      databases.push(await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolMax: 4 }))
    instances = databases.map((database) => {
      const { app } = createApp({
        db: database.db,
        env,
        logger,
        mailer: createMailer({ db: database.db, logger, from: env.MAIL_FROM, printLinks: false }),
        realtime: createRealtimeHub(),
        baseUrl: TEST_BASE_URL,
        authSecret: 'test-secret-that-is-at-least-32-characters-long',
        rateLimits: LIMITS,
      })
      return {
        request: (path, json, ip) =>
          app.request(`${TEST_BASE_URL}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-test-client-ip': ip },
            body: JSON.stringify(json),
          }),
      }
    })
  })
  afterAll(async () => {
    for (const database of databases) await database.close()
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
  })

  const signIn = (instance: number, email: string, password: string, ip: string) =>
    instances[instance].request('/api/auth/sign-in/email', { email, password }, ip)

  it('counts sign-ins from one address once, whichever instance they reach', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push(
        (await signIn(attempt % 2, `nobody${attempt}@example.test`, 'whatever', '10.9.0.1')).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401])
    for (const instance of [0, 1]) {
      const limited = await signIn(instance, 'nobody@example.test', 'whatever', '10.9.0.1')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await limited.json()).error.message).toMatch(/^Too many attempts\. Please wait 1 minute/)
    }
    // Another address has its own allowance on both.
    expect((await signIn(1, 'nobody@example.test', 'whatever', '10.9.0.2')).status).toBe(401)
  })

  it('an account locked by wrong passwords through A stays locked on B, even for the right one', async () => {
    const account = await createUser(databases[0].db)
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(0, account.email, 'wrong-password', `10.9.1.${attempt}`)).status).toBe(401)
    expect((await signIn(1, account.email, account.password, '10.9.1.9')).status).toBe(429)
  })

  it('an address made to wait through A waits on B too', async () => {
    const account = await createUser(databases[0].db)
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await signIn(0, account.email, 'wrong-password', '10.9.3.1')).status).toBe(401)
    expect((await signIn(1, account.email, account.password, '10.9.3.1')).status).toBe(429)
  })

  it("a correct password on B clears the address's failures counted through A", async () => {
    const account = await createUser(databases[0].db)
    // Within the 4 sign-ins a minute per address of LIMITS.
    expect((await signIn(0, account.email, 'wrong-password', '10.9.2.1')).status).toBe(401)
    expect((await signIn(1, account.email, account.password, '10.9.2.1')).status).toBe(200)
    expect((await signIn(0, account.email, 'wrong-password', '10.9.2.1')).status).toBe(401)
    // Two failures at this address without the reset (a wait); one with it.
    expect((await signIn(1, account.email, account.password, '10.9.2.1')).status).toBe(200)
  })

  it('loses no hit when both instances count the same key at the same moment', async () => {
    const rule = { max: 20, windowMs: 60_000 }
    const limiters = databases.map(() => createRateLimiter('raceTest', rule))
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) => limiters[n % 2].hit(databases[n % 2].db, 'same-key')),
    )
    expect(results.filter((result) => !result.limited)).toHaveLength(20)
    const check = await limiters[0].check(databases[1].db, 'same-key')
    expect(check.limited).toBe(true)
  })
})
