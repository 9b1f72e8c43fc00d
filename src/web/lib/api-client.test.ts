import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch, newActionKey } from './api-client.ts'

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(async () =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = answer(201, { id: 'a1' })
    await expect(apiFetch('/api/things', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({
      id: 'a1',
    })
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/things')
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('{"name":"x"}')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
  })

  it('sends the action key as Idempotency-Key, and none without one (issue 32)', async () => {
    const fetchMock = answer(201, { id: 'a1' })
    await apiFetch('/api/things', { method: 'POST', body: {}, idempotencyKey: 'key-of-one-action' })
    await apiFetch('/api/things', { method: 'POST', body: {} })
    const headersOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers)
    expect(headersOf(0).get('Idempotency-Key')).toBe('key-of-one-action')
    expect(headersOf(1).has('Idempotency-Key')).toBe(false)
    expect(newActionKey()).not.toBe(newActionKey())
  })

  it("turns the server's error body into an ApiError", async () => {
    answer(404, { error: { code: 'NOT_FOUND', message: 'Invalid or expired invitation' } })
    const error = await apiFetch('/api/invitations/x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Invalid or expired invitation' })
  })

  it('still throws an ApiError when the failure has no JSON body', async () => {
    answer(502)
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' })
  })

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('returns undefined for an empty success', async () => {
    answer(204)
    await expect(apiFetch('/api/things/1', { method: 'DELETE' })).resolves.toBeUndefined()
  })
})
