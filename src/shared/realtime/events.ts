import { z } from 'zod'

/**
 * Every event the server pushes over /api/realtime. Later features add their members to this one
 * union; the web client parses incoming frames with it and ignores what it does not know.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.string() }),
  z.object({ type: z.literal('pong'), at: z.number() }),
  z.object({ type: z.literal('session.revoked') }),
])

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>

/** What a client may send. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), at: z.number() }),
])
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>
