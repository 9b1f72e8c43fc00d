import { type ClientResponse, hc } from 'hono/client'
// The one import of server code in src/web, and a type only (erased from the bundle): Hono's client
// reads every route's input and output from the server app's type. web-imports-no-server.test.ts
// allows it here and nowhere else (decision 037).
import type { AppType } from '#server/app'
import { apiTransport, IDEMPOTENCY_HEADER, readAnswer } from './api-client.ts'

/**
 * The typed API client (issue 34): `api.dealers[':id'].$get({ param: { id } })` checks the path,
 * the input and the answer against the server's routes. Its transport (apiTransport) sends the
 * session cookie and throws an ApiError for every non-2xx answer, so a call either succeeds or throws.
 */
export const api = encodingPathParams(hc<AppType>('/api', { fetch: apiTransport }))

/**
 * hc puts `param` values into the path as they are, so an id holding '/', '?' or '#' (or '..') would
 * name another route. Every call made through `client` has its path parameters encoded first, as
 * the path-string calls did with encodeURIComponent.
 */
function encodingPathParams<Client extends object>(client: Client): Client {
  return new Proxy(client, {
    get: (target, key) => {
      const next: unknown = Reflect.get(target, key)
      return typeof next === 'function' || (typeof next === 'object' && next !== null)
        ? encodingPathParams(next)
        : next
    },
    apply: (target, thisArg, args: unknown[]) => {
      const [input, ...rest] = args
      if (typeof input !== 'object' || input === null || !('param' in input)) {
        return Reflect.apply(target as () => unknown, thisArg, args)
      }
      const param = Object.fromEntries(
        Object.entries(input.param as Record<string, string>).map(([name, value]) => [
          name,
          encodeURIComponent(value),
        ]),
      )
      return Reflect.apply(target as () => unknown, thisArg, [{ ...input, param }, ...rest])
    },
  })
}

/** The JSON a call's successful answer carries, as the route's `c.json()` typed it. */
export type AnswerOf<R> = R extends ClientResponse<infer Body, infer _Status, infer _Format> ? Body : never

/**
 * A call's answer: its JSON body, typed by the route (undefined for an empty 204). Non-2xx answers
 * never get here: the transport has thrown their ApiError already.
 */
export async function answer<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<AnswerOf<R>> {
  return (await readAnswer(await call)) as AnswerOf<R>
}

/**
 * The options of a call made by one user action (issue 32): its key goes as Idempotency-Key with
 * every attempt (a double submit, a retry), so the server makes one record however often it arrives.
 */
export const withActionKey = (key: string | undefined) =>
  key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}

/** The options of a call the caller may cancel (TanStack Query's signal, a closed dialog). */
export const withSignal = (signal: AbortSignal | undefined) => ({ init: { signal } })

/** A query object as the URL carries it: texts kept as typed (a status's literal type), others as text. */
export type SearchParamsOf<Query> = {
  [Key in keyof Query]?: NonNullable<Query[Key]> extends string ? Query[Key] : string
}

/** A list page's filters as query parameters: unset, blank and false ones left out, the rest as text. */
export function searchParamsOf<Query extends object>(query: Query): SearchParamsOf<Query> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params[key] = String(value)
  }
  return params as SearchParamsOf<Query>
}
