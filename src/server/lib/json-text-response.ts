import type { Context } from 'hono'

/**
 * A 200 answer whose JSON text the database wrote (the dealer page, a conversation's messages),
 * sent as it is: the server neither decodes it nor encodes it again.
 */
export const jsonTextResponse = (c: Context, text: string) =>
  c.body(text, 200, { 'content-type': 'application/json' })
