import type { ChatSessionStatus, MessageStatus } from '#shared/constants/chat'
import type { ChatMessageJson, ChatSessionJson } from '#shared/schemas/chat'
import type { ChatMessageRow } from './chat-messages.queries.ts'
import type { ChatSessionRow } from './chat-sessions.queries.ts'

export function toSessionJson(
  row: { session: ChatSessionRow; ownerName: string },
  viewerId: string,
): ChatSessionJson {
  const { session } = row
  return {
    id: session.id,
    botId: session.botId,
    title: session.title,
    context: session.context,
    status: session.status as ChatSessionStatus,
    languageCode: session.languageCode,
    isOwn: session.userId === viewerId,
    owner: { id: session.userId, name: row.ownerName },
    updatedAt: session.updatedAt.toISOString(),
    createdAt: session.createdAt.toISOString(),
  }
}

export function messageJson(
  message: Omit<ChatMessageRow, 'updatedAt'>,
  extra: {
    status: MessageStatus
    agent?: ChatMessageJson['agent']
    myFeedback?: ChatMessageJson['myFeedback']
    withSources: boolean
  },
): ChatMessageJson {
  return {
    id: message.id,
    sessionId: message.sessionId,
    content: message.content,
    isUser: message.isUser,
    agent: extra.agent ?? null,
    languageCode: message.languageCode,
    confidenceScore: message.confidenceScore,
    escalationType: message.escalationType,
    choices: message.choices,
    chosenEntryId: message.chosenEntryId,
    ...(extra.withSources ? { sources: message.sources } : {}),
    status: extra.status,
    myFeedback: extra.myFeedback ?? null,
    createdAt: message.createdAt.toISOString(),
  }
}
