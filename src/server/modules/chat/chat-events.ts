import type { RealtimeHub } from '#server/realtime/hub'
import type { MessageStatus } from '#shared/constants/chat'
import type { ChatSessionChanges } from '#shared/realtime/events'
import { chatSessionSourcesTopic, chatSessionTopic } from '#shared/realtime/topics'
import type { ChatMessageJson } from '#shared/schemas/chat'
import { messageJson } from './chat-json.ts'
import type { ChatMessageRow } from './chat-messages.queries.ts'
import type { ChatSessionRow } from './chat-sessions.queries.ts'

// The chat events carry what changed (issue 34 item 5), so the conversation's open views patch
// their caches instead of refetching: one send costs the same statements for 1 viewer or 10.
// Every subscriber of `chat-session:<id>` may read the conversation (topics.ts checks that on
// subscribe), so the payloads hold only what any reader gets from the API.

/**
 * A new message, as every reader of the conversation sees it; its knowledge sources (if any) go to
 * the staff who subscribed to the sources topic.
 */
export function publishChatMessage(
  realtime: RealtimeHub,
  message: Omit<ChatMessageRow, 'updatedAt'>,
  extra: { status: MessageStatus; agent?: ChatMessageJson['agent'] },
) {
  const sessionId = message.sessionId
  realtime.publishToTopic(chatSessionTopic(sessionId), {
    type: 'chat.message',
    sessionId,
    // Nobody has rated a message just written.
    message: { ...messageJson(message, { ...extra, withSources: false }), myFeedback: null },
  })
  if (message.sources.length > 0)
    realtime.publishToTopic(chatSessionSourcesTopic(sessionId), {
      type: 'chat.message-sources',
      sessionId,
      messageId: message.id,
      sources: message.sources,
    })
}

export function publishMessageStatus(
  realtime: RealtimeHub,
  sessionId: string,
  messageIds: string[],
  status: MessageStatus,
) {
  if (messageIds.length === 0) return
  realtime.publishToTopic(chatSessionTopic(sessionId), {
    type: 'chat.message-status',
    sessionId,
    messageIds,
    status,
  })
}

/** The fields of a session row its viewers' lists show (all but the viewer's own `isOwn`). */
export function sessionChangesOf(
  session: Pick<ChatSessionRow, 'title' | 'context' | 'status' | 'languageCode' | 'updatedAt'>,
): ChatSessionChanges {
  return {
    title: session.title,
    context: session.context,
    status: session.status as ChatSessionChanges['status'],
    languageCode: session.languageCode,
    updatedAt: session.updatedAt.toISOString(),
  }
}

/** The session as it now is, after a write that changed it. */
export function publishSessionChanged(
  realtime: RealtimeHub,
  session: Pick<ChatSessionRow, 'id' | 'title' | 'context' | 'status' | 'languageCode' | 'updatedAt'>,
) {
  realtime.publishToTopic(chatSessionTopic(session.id), {
    type: 'chat.session',
    sessionId: session.id,
    changes: sessionChangesOf(session),
  })
}
