import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { user } from '#server/db/schema/auth'
import { chatFeedback, chatMessageStatus, chatMessages, chatSessions } from '#server/db/schema/chat'
import { profiles } from '#server/db/schema/identity'
import type { ChatMessageJson, ChatMessageListResponse } from '#shared/schemas/chat'
import type { PreparedReadableRule } from './chat-access.ts'
import { messageJson } from './chat-json.ts'
import { displayName } from './chat-people.queries.ts'

function prepareMessageList(db: Executor, readable: PreparedReadableRule, name: string) {
  const viewerId = sql.placeholder('viewerId')
  const sessionId = sql.placeholder('sessionId')
  // The viewer's latest thumb per message of the conversation.
  const myThumbs = db
    .selectDistinctOn([chatFeedback.messageId], {
      messageId: chatFeedback.messageId,
      feedbackType: chatFeedback.feedbackType,
    })
    .from(chatFeedback)
    .where(
      and(
        eq(chatFeedback.sessionId, sessionId),
        eq(chatFeedback.createdBy, viewerId),
        inArray(chatFeedback.feedbackType, ['positive', 'negative']),
      ),
    )
    .orderBy(chatFeedback.messageId, desc(chatFeedback.createdAt))
    .as('my_thumbs')
  const { updatedAt: _updatedAt, ...messageColumns } = getTableColumns(chatMessages)
  return (
    db
      .select({
        message: messageColumns,
        status: chatMessageStatus.status,
        agentId: user.id,
        agentName: displayName,
        agentSignature: profiles.signature,
        myFeedback: myThumbs.feedbackType,
      })
      // The session is the driving row, so a readable session without messages still answers one
      // row (its message null) and an unreadable one answers none.
      .from(chatSessions)
      .leftJoin(chatMessages, eq(chatMessages.sessionId, chatSessions.id))
      .leftJoin(chatMessageStatus, eq(chatMessageStatus.messageId, chatMessages.id))
      .leftJoin(user, eq(user.id, chatMessages.senderId))
      .leftJoin(profiles, eq(profiles.id, chatMessages.senderId))
      .leftJoin(myThumbs, eq(myThumbs.messageId, chatMessages.id))
      .where(and(readable.rule, eq(chatSessions.id, sessionId)))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .prepare(name)
  )
}

/**
 * A conversation's messages oldest first (spec §7), with their status, the agent who wrote them,
 * the viewer's thumbs and, for staff, their sources: one round trip with the readability rule
 * (chat-access.ts), a named prepared statement per rule shape (decision 020). Null when the
 * session is unknown or not readable.
 */
export async function listReadableMessages(
  db: Executor,
  params: { readable: PreparedReadableRule; withSources: boolean; sessionId: string; viewerId: string },
): Promise<ChatMessageListResponse | null> {
  const statement = prepared(db, `chat_message_list_${params.readable.kind}`, (name) =>
    prepareMessageList(db, params.readable, name),
  )
  const rows = await statement.execute({ sessionId: params.sessionId, viewerId: params.viewerId })
  if (rows.length === 0) return null
  const messages: ChatMessageJson[] = []
  for (const row of rows) {
    if (!row.message) continue
    messages.push(
      messageJson(row.message, {
        status: row.status ?? 'sent',
        agent:
          row.message.senderId && row.agentId
            ? { id: row.message.senderId, name: row.agentName, signature: row.agentSignature }
            : null,
        myFeedback: row.myFeedback as ChatMessageJson['myFeedback'],
        withSources: params.withSources,
      }),
    )
  }
  return { messages }
}
