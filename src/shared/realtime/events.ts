import { z } from 'zod'
import { CHAT_SESSION_STATUS_VALUES, MESSAGE_STATUS_VALUES } from '#shared/constants/chat'
import { chatMessageSchema } from '#shared/schemas/chat'
import { ticketFilterFieldsSchema, ticketListItemSchema } from '#shared/schemas/escalations'
import { notificationSubjectSchema } from '#shared/schemas/notification-subjects'

/**
 * A chat message as every subscriber of its conversation may see it (issue 34 item 5): the shape
 * GET /api/chat/sessions/:id/messages returns (ChatMessageJson), without what depends on the
 * viewer. `sources` are for staff roles only (decision 010) and travel on their own topic
 * (chatSessionSourcesTopic); `myFeedback` is null, as nobody has rated a message just written.
 */
export const chatMessageEventSchema = chatMessageSchema
  .omit({ sources: true })
  .extend({ myFeedback: z.null() })
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>

/**
 * The fields of a conversation that changed, as its subscribers' session lists show them: the
 * parts of ChatSessionJson every viewer shares (not `isOwn`, which is the viewer's own).
 */
export const chatSessionChangesSchema = z
  .object({
    title: z.string().nullable(),
    context: z.string().nullable(),
    status: z.enum(CHAT_SESSION_STATUS_VALUES),
    languageCode: z.string().nullable(),
    updatedAt: z.string(),
  })
  .partial()
export type ChatSessionChanges = z.infer<typeof chatSessionChangesSchema>

/**
 * Every event the server pushes over /api/realtime. Later features add their members to this one
 * union; the web client parses incoming frames with it and ignores what it does not know.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.string() }),
  z.object({ type: z.literal('pong'), at: z.number() }),
  z.object({ type: z.literal('session.revoked') }),
  /**
   * The server accepted a subscription (again after a reconnect or a bus outage): the client
   * refetches once what it may have missed before it; events patch its cache from then on.
   */
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  /**
   * The server dropped a subscription because the user's roles or dealers changed and no longer
   * reach the topic (issue 32); nothing more of it arrives.
   */
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  // Chat (issue 5): delivered to the sockets subscribed to `chat-session:<id>` (see chatSessionTopic).
  // Each carries what changed, so a viewer patches its cache without a request (issue 34 item 5).
  z.object({ type: z.literal('chat.message'), sessionId: z.string(), message: chatMessageEventSchema }),
  /** To `chat-session-sources:<id>` (staff roles) after the assistant's chat.message: its sources. */
  z.object({
    type: z.literal('chat.message-sources'),
    sessionId: z.string(),
    messageId: z.string(),
    sources: z.array(z.object({ entryId: z.string(), question: z.string(), score: z.number() })),
  }),
  /** The user picked one of a message's offered entries; its answer follows as a chat.message. */
  z.object({
    type: z.literal('chat.message-chosen'),
    sessionId: z.string(),
    messageId: z.string(),
    chosenEntryId: z.string(),
  }),
  z.object({
    type: z.literal('chat.message-status'),
    sessionId: z.string(),
    messageIds: z.array(z.string()),
    status: z.enum(MESSAGE_STATUS_VALUES),
  }),
  z.object({
    type: z.literal('chat.typing'),
    sessionId: z.string(),
    /** 'assistant' while the assistant composes its reply; otherwise the typing user's id. */
    userId: z.string(),
    isTyping: z.boolean(),
  }),
  z.object({ type: z.literal('chat.session'), sessionId: z.string(), changes: chatSessionChangesSchema }),
  // To the recipient's sockets for every stored notification of any type, once it is committed
  // (publishNotifications): the bell refetches and shows a toast, a sentence in the UI language.
  z.object({
    type: z.literal('notification.created'),
    notificationId: z.string(),
    message: z.string(),
    subject: notificationSubjectSchema.nullable(),
    notificationType: z.string(),
    urgency: z.string(),
  }),
  /**
   * Escalations desk (issue 9): to the sockets subscribed to ESCALATIONS_DESK_TOPIC (support-level
   * staff) when a ticket is opened or changes. It carries the ticket's desk row as the change left
   * it and, from before the change, the fields the desk filters on (null for a new ticket), both
   * read under the ticket's lock: each desk page moves its rows and counts by them (issue 34 item 5).
   */
  z.object({
    type: z.literal('ticket.changed'),
    ticketId: z.string(),
    ticket: ticketListItemSchema,
    before: ticketFilterFieldsSchema.nullable(),
  }),
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
