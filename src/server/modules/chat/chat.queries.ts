import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { isoTimestamp } from '../../db/json-text.ts'
import { prepared } from '../../db/prepared.ts'
import { scalar } from '../../db/scalar.ts'
import { user } from '../../db/schema/auth.ts'
import { chatFeedback, chatMessageStatus, chatMessages, chatSessions } from '../../db/schema/chat.ts'
import { profiles } from '../../db/schema/identity.ts'
import type { PreparedReadableRule } from './chat-access.ts'
import { displayName } from './chat-people.queries.ts'

// The read takes the readability condition (sessionReadableBy in chat-access.ts) as a required
// argument, so it cannot hand a user a conversation they may not see.

function prepareReadableMessages(
  db: Executor,
  params: { readable: PreparedReadableRule; withSources: boolean },
  name: string,
) {
  const viewerId = sql.placeholder('viewerId')
  // The viewer's latest thumb per message of the conversation.
  const myThumbs = sql`
    select distinct on (${chatFeedback.messageId}) ${chatFeedback.messageId} as message_id, ${chatFeedback.feedbackType} as feedback_type
    from ${chatFeedback}
    where ${chatFeedback.sessionId} = ${sql.placeholder('sessionId')} and ${chatFeedback.createdBy} = ${viewerId}
      and ${chatFeedback.feedbackType} in ('positive', 'negative')
    order by ${chatFeedback.messageId}, ${chatFeedback.createdAt} desc`
  // A ChatMessageJson (shared/schemas/chat.ts), its keys in the order messageJson writes them.
  const message = sql`json_build_object(
      'id', ${chatMessages.id},
      'sessionId', ${chatMessages.sessionId},
      'content', ${chatMessages.content},
      'isUser', ${chatMessages.isUser},
      'agent', case when ${chatMessages.senderId} is not null and ${user.id} is not null
        then json_build_object('id', ${chatMessages.senderId}, 'name', ${displayName}, 'signature', ${profiles.signature})
      end,
      'languageCode', ${chatMessages.languageCode},
      'confidenceScore', ${chatMessages.confidenceScore},
      'escalationType', ${chatMessages.escalationType},
      'choices', ${chatMessages.choices},
      'chosenEntryId', ${chatMessages.chosenEntryId},
      ${params.withSources ? sql`'sources', ${chatMessages.sources},` : sql``}
      'status', coalesce(${chatMessageStatus.status}, 'sent'),
      'myFeedback', my_thumbs.feedback_type,
      'createdAt', ${isoTimestamp(chatMessages.createdAt)}
    )`
  const messages = scalar<string>(sql`
    select coalesce(json_agg(${message} order by ${chatMessages.createdAt}, ${chatMessages.id}), '[]')
    from ${chatMessages}
    left join ${chatMessageStatus} on ${chatMessageStatus.messageId} = ${chatMessages.id}
    left join ${user} on ${user.id} = ${chatMessages.senderId}
    left join ${profiles} on ${profiles.id} = ${chatMessages.senderId}
    left join (${myThumbs}) my_thumbs on my_thumbs.message_id = ${chatMessages.id}
    where ${chatMessages.sessionId} = ${chatSessions.id}
  `)
  // The session is the driving row, so a readable session without messages still answers one row
  // (with an empty list) and an unreadable one answers none.
  return db
    .select({ response: sql<string>`json_build_object('messages', ${messages})::text` })
    .from(chatSessions)
    .where(and(params.readable.rule, eq(chatSessions.id, sql.placeholder('sessionId'))))
    .prepare(name)
}

/**
 * A conversation's messages oldest first (spec §7) as the JSON text of a ChatMessagesResponse, with
 * their status, the agent who wrote them, the viewer's thumbs and, for staff, their sources: one
 * round trip with the readability rule (issue 12), and the text goes out as the database wrote it
 * (a conversation is re-read on every event, so the server neither decodes nor encodes it). Null
 * when the session is unknown or not readable.
 */
export async function listReadableMessages(
  db: Executor,
  params: { readable: PreparedReadableRule; withSources: boolean; sessionId: string; viewerId: string },
): Promise<string | null> {
  const variant = `${params.readable.kind}${params.withSources ? '_sources' : ''}`
  const statement = prepared(db, `chat_readable_messages_${variant}`, (name) =>
    prepareReadableMessages(db, params, name),
  )
  const [row] = await statement.execute({ sessionId: params.sessionId, viewerId: params.viewerId })
  return row?.response ?? null
}
