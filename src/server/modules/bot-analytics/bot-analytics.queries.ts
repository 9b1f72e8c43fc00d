import { and, count, desc, eq, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { TRAINING_CHAT_CONTEXT } from '#shared/schemas/training'

/** The bot's replies to users in the period (test chats of trainers and staff replies left out). */
function replies(botId: string, since: Date): SQL {
  return and(
    eq(chatSessions.botId, botId),
    or(isNull(chatSessions.context), ne(chatSessions.context, TRAINING_CHAT_CONTEXT)),
    gte(chatMessages.createdAt, since),
    isNull(chatMessages.senderId),
  ) as SQL
}

/** Spec §9 bands: 0.8 and above high, 0.5 to 0.8 medium, below 0.5 low; answers from knowledge from 0.3. */
export async function replyFigures(db: Executor, botId: string, since: Date) {
  const [row] = await db
    .select({
      responses: count(),
      escalations: sql<number>`count(*) filter (where ${chatMessages.escalationType} is not null)::int`,
      answered: sql<number>`count(*) filter (where ${chatMessages.escalationType} is null and ${chatMessages.confidenceScore} >= 0.3)::int`,
      high: sql<number>`count(*) filter (where ${chatMessages.confidenceScore} >= 0.8)::int`,
      medium: sql<number>`count(*) filter (where ${chatMessages.confidenceScore} >= 0.5 and ${chatMessages.confidenceScore} < 0.8)::int`,
      low: sql<number>`count(*) filter (where ${chatMessages.confidenceScore} < 0.5)::int`,
      average: sql<number | null>`avg(${chatMessages.confidenceScore})::float8`,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(replies(botId, since), eq(chatMessages.isUser, false)))
  return row
}

export async function dailyFigures(db: Executor, botId: string, since: Date) {
  const day = sql<string>`to_char(date_trunc('day', ${chatMessages.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`
  return db
    .select({
      date: day,
      responses: count(),
      escalations: sql<number>`count(*) filter (where ${chatMessages.escalationType} is not null)::int`,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(replies(botId, since), eq(chatMessages.isUser, false)))
    .groupBy(day)
    .orderBy(day)
}

export async function topQuestions(db: Executor, botId: string, since: Date, limit: number) {
  // The same question with other capitals or end punctuation is one question.
  const question = sql<string>`regexp_replace(lower(btrim(${chatMessages.content})), '[[:space:][:punct:]]+$', '')`
  return db
    .select({ question: sql<string>`min(btrim(${chatMessages.content}))`, count: count() })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(replies(botId, since), eq(chatMessages.isUser, true)))
    .groupBy(question)
    .orderBy(desc(count()), question)
    .limit(limit)
}

export async function topEntries(db: Executor, botId: string, since: Date, limit: number) {
  const entryId = sql<string>`${chatMessages.sources}->0->>'entryId'`
  return db
    .select({ entryId, question: sql<string>`min(${kbEntries.question})`, count: count() })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .innerJoin(kbEntries, sql`${kbEntries.id}::text = ${entryId}`)
    .where(and(replies(botId, since), eq(chatMessages.isUser, false), gte(chatMessages.confidenceScore, 0.3)))
    .groupBy(entryId)
    .orderBy(desc(count()))
    .limit(limit)
}

export async function pendingSuggestions(db: Executor, botId: string, limit: number) {
  return db
    .select({
      id: knowledgeSuggestions.id,
      question: knowledgeSuggestions.userQuestion,
      frequency: knowledgeSuggestions.frequencyCount,
      type: knowledgeSuggestions.suggestionType,
    })
    .from(knowledgeSuggestions)
    .where(and(eq(knowledgeSuggestions.botId, botId), eq(knowledgeSuggestions.status, 'pending')))
    .orderBy(desc(knowledgeSuggestions.frequencyCount), desc(knowledgeSuggestions.createdAt))
    .limit(limit)
}

export async function feedbackFigures(db: Executor, botId: string, since: Date) {
  return db
    .select({ type: chatFeedback.feedbackType, rating: chatFeedback.rating, count: count() })
    .from(chatFeedback)
    .innerJoin(chatSessions, eq(chatSessions.id, chatFeedback.sessionId))
    .where(
      and(
        eq(chatSessions.botId, botId),
        or(isNull(chatSessions.context), ne(chatSessions.context, TRAINING_CHAT_CONTEXT)),
        gte(chatFeedback.createdAt, since),
      ),
    )
    .groupBy(chatFeedback.feedbackType, chatFeedback.rating)
}

export async function recentEscalations(db: Executor, botId: string, since: Date, limit: number) {
  return db
    .select({
      messageId: chatMessages.id,
      sessionId: chatMessages.sessionId,
      escalationType: sql<string>`${chatMessages.escalationType}`,
      confidence: chatMessages.confidenceScore,
      createdAt: chatMessages.createdAt,
      question: sql<string | null>`(
        select q.content from ${chatMessages} q
        where q.session_id = ${chatMessages.sessionId} and q.is_user and q.created_at <= ${chatMessages.createdAt}
        order by q.created_at desc limit 1)`,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        replies(botId, since),
        eq(chatMessages.isUser, false),
        sql`${chatMessages.escalationType} is not null`,
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit)
}

/** The language of each reply: the engine's detected language of the question it answered. */
export async function languagesUsed(db: Executor, botId: string, since: Date) {
  const language = sql<string>`coalesce(${chatMessages.languageCode}, 'unknown')`
  return db
    .select({ language, count: count() })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(replies(botId, since), eq(chatMessages.isUser, false)))
    .groupBy(language)
    .orderBy(desc(count()))
}

export async function entriesWaitingForReview(db: Executor, botId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(kbEntries)
    .where(and(eq(kbEntries.botId, botId), ne(kbEntries.status, 'approved')))
  return row.count
}
