import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, api, searchParamsOf, withActionKey, withSignal } from './api.ts'
import { ApiError } from './api-client.ts'

function answerWith(status: number, body?: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const requestOf = (fetchMock: ReturnType<typeof answerWith>, call = 0) => {
  const [input, init] = fetchMock.mock.calls[call] as [string, RequestInit]
  return { path: String(input), init, headers: new Headers(init.headers) }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the typed API client', () => {
  it('sends JSON with the session cookie to the route and returns the parsed answer', async () => {
    const fetchMock = answerWith(200, { dealer: { id: 'd1' } })
    await expect(
      answer(
        api.dealers[':id'].$patch({ param: { id: 'd 1' }, json: { name: 'North', expectedUpdatedAt: 'v1' } }),
      ),
    ).resolves.toEqual({ dealer: { id: 'd1' } })
    const { path, init, headers } = requestOf(fetchMock)
    expect(path).toBe('/api/dealers/d%201')
    expect(init.method).toBe('PATCH')
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('{"name":"North","expectedUpdatedAt":"v1"}')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Accept')).toBe('application/json')
  })

  it('sends the query without unset, blank or false filters', async () => {
    const fetchMock = answerWith(200, { dealers: [], total: 0, filterOptions: { types: [], countries: [] } })
    await answer(
      api.dealers.$get({
        query: searchParamsOf({ search: '', status: 'active', limit: 20, country: undefined }),
      }),
    )
    expect(requestOf(fetchMock).path).toBe('/api/dealers?status=active&limit=20')
    expect(searchParamsOf({ unread: false, offset: 0 })).toEqual({ offset: '0' })
  })

  it("sends the action's key as Idempotency-Key, and none without one (issue 32)", async () => {
    const fetchMock = answerWith(201, { id: 'i1' })
    const input = { email: 'a@example.com', fullName: 'A', role: 'dealer_user' as const }
    await answer(api.invitations.$post({ json: input }, withActionKey('key-of-one-action')))
    await answer(api.invitations.$post({ json: input }, withActionKey(undefined)))
    expect(requestOf(fetchMock, 0).headers.get('Idempotency-Key')).toBe('key-of-one-action')
    expect(requestOf(fetchMock, 1).headers.has('Idempotency-Key')).toBe(false)
  })

  it('passes the signal on, so a cancelled query aborts its request', async () => {
    const fetchMock = answerWith(200, { results: [] })
    const controller = new AbortController()
    await answer(api.search.$get({ query: { q: 'pump' } }, withSignal(controller.signal)))
    expect(requestOf(fetchMock).init.signal).toBe(controller.signal)
  })

  it("turns the server's error body into an ApiError with the whole body", async () => {
    const body = {
      error: { code: 'STALE_EDIT', message: 'Changed meanwhile', details: { a: 1 } },
      current: {},
    }
    answerWith(409, body)
    const error = await answer(api.me.$get()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'STALE_EDIT', details: { a: 1 }, body })
  })

  it('reports an unreachable server as status 0, and an abort as itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(answer(api.me.$get())).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('Aborted', 'AbortError')
      }),
    )
    await expect(answer(api.me.$get())).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('returns undefined for an empty success', async () => {
    answerWith(204)
    await expect(answer(api.notifications['read-all'].$post())).resolves.toBeUndefined()
  })
})
