import { AsyncLocalStorage } from 'node:async_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts'
import { createUser } from '../db/seed/factories.ts'
import { betterAuthCallsRunning, withIdleAsyncContextOff } from './idle-async-context.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** better-auth's storages; Node 20's AsyncLocalStorage says whether it is on in `enabled`. */
const betterAuthGlobal = () =>
  (globalThis as Record<symbol, { context: Record<string, AsyncLocalStorage<unknown>> }>)[
    Symbol.for('better-auth:global')
  ]

const betterAuthStorages = () =>
  Object.values(betterAuthGlobal().context) as (AsyncLocalStorage<unknown> & { enabled?: boolean })[]

describe("better-auth's async context", () => {
  it('is switched off once no better-auth call runs', async () => {
    const user = await createUser(t.db)
    const cookie = await t.signIn(user.email, user.password)
    expect((await t.request('/api/me', { cookie })).status).toBe(200)

    const storages = betterAuthStorages()
    expect(storages.length).toBeGreaterThan(0)
    expect(storages.filter((storage) => storage.enabled)).toEqual([])
    expect(betterAuthCallsRunning()).toBe(0)
  })

  it('stays with a call in flight while another call ends', async () => {
    // A stand-in for better-auth, with a storage where better-auth keeps its own.
    const storage = new AsyncLocalStorage<string>()
    const context = betterAuthGlobal().context
    context.testStorage = storage
    try {
      const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const auth = withIdleAsyncContextOff({
        handler: (request: Request) =>
          storage.run(request.url, async () => {
            await delay(5)
            return new Response(storage.getStore())
          }),
        api: {
          slow: (name: string) =>
            storage.run(name, async () => {
              await delay(40)
              return storage.getStore()
            }),
        },
      })
      const [slow, quick] = await Promise.all([
        auth.api.slow('slow call'),
        auth.handler(new Request('http://quick/')),
      ])
      expect(slow).toBe('slow call')
      expect(await quick.text()).toBe('http://quick/')
      expect((storage as { enabled?: boolean }).enabled).toBe(false)
    } finally {
      delete context.testStorage
    }
  })
})
