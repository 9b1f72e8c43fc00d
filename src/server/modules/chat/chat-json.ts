import type { ChatSessionStatus, MessageStatus } from '../../../shared/constants/chat.ts'
import type { ChatMessageJson, ChatSessionJson } from '../../../shared/schemas/chat.ts'
import type { ChatMessageRow, ChatSessionRow, ListedMessage } from './chat.queries.ts'

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

export function toMessageJson(row: ListedMessage, options: { withSources: boolean }): ChatMessageJson {
  return messageJson(row.message, {
    status: row.status,
    agent:
      row.message.senderId && row.agentName
        ? { id: row.message.senderId, name: row.agentName, signature: row.agentSignature ?? null }
        : null,
    myFeedback: row.myFeedback === 'positive' || row.myFeedback === 'negative' ? row.myFeedback : null,
    withSources: options.withSources,
  })
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
    ...(extra.withSources ? { sources: message.sources } : {}),
    status: extra.status,
    myFeedback: extra.myFeedback ?? null,
    createdAt: message.createdAt.toISOString(),
  }
}
