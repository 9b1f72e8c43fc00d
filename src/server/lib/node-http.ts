import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context } from 'hono'

/**
 * Headers every request reads or every response carries, through Node's own objects when the app
 * runs under @hono/node-server (its env holds `{ incoming, outgoing }`). hono's `c.req.header()`
 * builds a Fetch `Headers` of the whole request, and `c.header()` one for the response, which the
 * adapter then copies back into Node's: undici's Headers validate and sort on every call, 11 µs of
 * a read API request (issue 12 profile). A header set on Node's response is merged into the one the
 * adapter writes, and a header the route's own response carries wins, as Node's `writeHead` does.
 *
 * Without Node's objects (in-process `app.request()` in tests, a WebSocket upgrade) they fall back to
 * hono's, with the same outcome: set before the route runs, its own headers still win.
 */
interface NodeBindings {
  incoming?: IncomingMessage
  outgoing?: ServerResponse
}

const bindings = (c: Context): NodeBindings | undefined => c.env as NodeBindings | undefined

/** A request header by its lower-case name; several of one name come joined, as Fetch joins them. */
export function requestHeader(c: Context, name: string): string | undefined {
  const headers = bindings(c)?.incoming?.headers
  if (!headers) return c.req.header(name)
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** Node's response of this request, while its headers can still be set. */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = bindings(c)?.outgoing
  return outgoing && !outgoing.headersSent ? outgoing : undefined
}

/** Sets a response header, before the route answers or after it (c.header's fallback may throw then, for a WebSocket upgrade). */
export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c)
  if (outgoing) outgoing.setHeader(name, value)
  else c.header(name, value)
}
