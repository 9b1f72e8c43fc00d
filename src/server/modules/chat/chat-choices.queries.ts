import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { chatMessages } from '#server/db/schema/chat'
import { kbEntries } from '#server/db/schema/knowledge'
import type { ChatMessageRow } from './chat-messages.queries.ts'

/** The assistant's message that offered choices, locked for the pick (issue 33 item 2); null when not in the session. */
export async function lockChoiceOffer(db: Executor, params: { sessionId: string; messageId: string }) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, params.messageId), eq(chatMessages.sessionId, params.sessionId)))
    .for('update')
  return row ?? null
}

/** The user's question an assistant message answered: the session's last user message before it. */
export async function findQuestionBefore(
  db: Executor,
  message: Pick<ChatMessageRow, 'sessionId' | 'createdAt'>,
) {
  const [row] = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, message.sessionId),
        eq(chatMessages.isUser, true),
        sql`${chatMessages.createdAt} <= ${message.createdAt}`,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1)
  return row?.content ?? null
}

/** An approved entry that may answer in the bot's chat: the bot's own or a global one. */
export async function findAnsweringEntry(db: Executor, params: { entryId: string; botId: string }) {
  const [row] = await db
    .select({
      id: kbEntries.id,
      question: kbEntries.question,
      answer: kbEntries.answer,
      languageCode: kbEntries.languageCode,
    })
    .from(kbEntries)
    .where(
      and(
        eq(kbEntries.id, params.entryId),
        eq(kbEntries.status, 'approved'),
        or(eq(kbEntries.botId, params.botId), eq(kbEntries.scope, 'global')),
      ),
    )
  return row ?? null
}

export async function setChosenEntry(db: Executor, params: { messageId: string; entryId: string }) {
  const [row] = await db
    .update(chatMessages)
    .set({ chosenEntryId: params.entryId, updatedAt: new Date() })
    .where(and(eq(chatMessages.id, params.messageId), isNull(chatMessages.chosenEntryId)))
    .returning()
  return row ?? null
}
