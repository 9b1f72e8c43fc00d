import { z } from 'zod'

/**
 * Every event the server pushes over /api/realtime. Later features add their members to this one
 * union; the web client parses incoming frames with it and ignores what it does not know.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.string() }),
  z.object({ type: z.literal('pong'), at: z.number() }),
  z.object({ type: z.literal('session.revoked') }),
  /** The server accepted a subscription; the client refetches what it may have missed before it. */
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  /**
   * The server dropped a subscription because the user's roles or dealers changed and no longer
   * reach the topic (issue 32); nothing more of it arrives.
   */
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  // Chat (issue 5): delivered to the sockets subscribed to `chat-session:<id>` (see chatSessionTopic).
  z.object({ type: z.literal('chat.message'), sessionId: z.string(), messageId: z.string() }),
  z.object({
    type: z.literal('chat.message-status'),
    sessionId: z.string(),
    messageIds: z.array(z.string()),
    status: z.enum(['sent', 'delivered', 'read', 'failed']),
  }),
  z.object({
    type: z.literal('chat.typing'),
    sessionId: z.string(),
    /** 'assistant' while the assistant composes its reply; otherwise the typing user's id. */
    userId: z.string(),
    isTyping: z.boolean(),
  }),
  z.object({ type: z.literal('chat.session'), sessionId: z.string() }),
  // To the recipient's sockets for every stored notification of any type, once it is committed
  // (publishNotifications): the bell refetches and shows a toast.
  z.object({
    type: z.literal('notification.created'),
    notificationId: z.string(),
    message: z.string(),
    notificationType: z.string(),
    urgency: z.string(),
  }),
  // Escalations desk (issue 9): to the sockets subscribed to ESCALATIONS_DESK_TOPIC (support-level
  // staff) when a ticket is opened or changes.
  z.object({ type: z.literal('ticket.changed'), ticketId: z.string() }),
  // System health (issue 11): the event the realtime check sends through the hub and expects back.
  z.object({ type: z.literal('health.probe'), probeId: z.string() }),
])

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>

/** What a client may send. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), at: z.number() }),
  // A topic such as `chat-session:<id>`; the server checks the caller may read it.
  z.object({ type: z.literal('subscribe'), topic: z.string().max(200) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().max(200) }),
])
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>
