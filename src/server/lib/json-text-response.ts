import type { Context, TypedResponse } from 'hono'

/**
 * A 200 answer whose JSON text the database wrote (the dealer page, a conversation's messages),
 * sent as it is: the server neither decodes it nor encodes it again. `Body` is the shape that text
 * has (a response schema's type), so the typed client reads it as if `c.json()` had sent it.
 */
export const jsonTextResponse = <Body = unknown>(c: Context, text: string) =>
  // The cast names the text's shape; nothing converts it.
  c.body(text, 200, { 'content-type': 'application/json' }) as unknown as Response &
    TypedResponse<Body, 200, 'json'>
