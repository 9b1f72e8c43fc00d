import { vi } from 'vitest'

/** What the stand-in server answers a request: a status and a JSON body. */
export type Reply = { status: number; body: unknown }

/** A request the component made: 'METHOD /path' and its parsed JSON body, if any. */
export type ServedCall = { key: string; body: unknown }

/**
 * Component tests: stands in for the server at the network edge only, so the component, its hooks
 * and the API client run for real. Routes are keyed 'METHOD /path'; anything else answers 404 as
 * the server would. Returns every request made, in order.
 */
export function serveFetch(routes: Record<string, (body: unknown) => Reply>): ServedCall[] {
  const calls: ServedCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${input}`
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ key, body })
      const reply = routes[key]?.(body) ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: key } },
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}
