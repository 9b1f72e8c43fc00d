import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiTransport, newActionKey } from './api-client.ts'

// The typed client's own tests (api.test.ts) cover JSON, the session cookie, the action key, error
// bodies, the network failure and the empty answer; these are what only the transport decides.
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiTransport', () => {
  it('throws an ApiError with the status as its code when the failure has no JSON body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 502, statusText: 'Bad Gateway' })),
    )
    await expect(apiTransport('/api/me')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    })
  })

  it('makes a new key for each user action', () => {
    expect(newActionKey()).not.toBe(newActionKey())
  })
})
