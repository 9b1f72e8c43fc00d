import { and, asc, count, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { chatMessages, chatSessions } from '#server/db/schema/chat'
import { kbEntries } from '#server/db/schema/knowledge'
import { RESERVED_CHAT_CONTEXT } from '#shared/schemas/chat'

/**
 * How often each entry answered the bot's users since `since`. Entries keep no counter of their own:
 * a reply's first source is the entry that answered it, as the bot analytics' top entries count it
 * (bot-analytics.queries.ts), with trainers' test chats, staff replies and guesses below 0.3 left out.
 */
function entryUses(db: Executor, botId: string, since: Date) {
  const entryId = sql<string>`${chatMessages.sources}->0->>'entryId'`
  return db
    .select({ entryId: entryId.as('entry_id'), uses: count().as('uses') })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        eq(chatSessions.botId, botId),
        or(isNull(chatSessions.context), ne(chatSessions.context, RESERVED_CHAT_CONTEXT)),
        eq(chatMessages.isUser, false),
        isNull(chatMessages.senderId),
        gte(chatMessages.createdAt, since),
        gte(chatMessages.confidenceScore, 0.3),
      ),
    )
    .groupBy(entryId)
    .as('entry_uses')
}

/**
 * The bot's approved entries (its own and the global ones, the entries that may answer it), those in
 * `language` first, then the most used, then the highest priority: an entry never used yet still
 * fills a place by its priority.
 */
export async function listStarterEntries(
  db: Executor,
  params: { botId: string; language: string | null; since: Date; limit: number },
) {
  const uses = entryUses(db, params.botId, params.since)
  // Without a language every entry is as good (a constant cannot be an ORDER BY term).
  const inLanguage = sql<boolean>`${kbEntries.languageCode} = coalesce(${params.language}, ${kbEntries.languageCode})`
  return db
    .select({
      entryId: kbEntries.id,
      question: kbEntries.question,
      languageCode: kbEntries.languageCode,
      inLanguage,
    })
    .from(kbEntries)
    .leftJoin(uses, sql`${uses.entryId} = ${kbEntries.id}::text`)
    .where(
      and(
        eq(kbEntries.status, 'approved'),
        or(
          and(eq(kbEntries.botId, params.botId), eq(kbEntries.scope, 'bot_specific')),
          eq(kbEntries.scope, 'global'),
        ),
      ),
    )
    .orderBy(
      desc(inLanguage),
      desc(sql`coalesce(${uses.uses}, 0)`),
      desc(kbEntries.priority),
      asc(kbEntries.question),
      asc(kbEntries.id),
    )
    .limit(params.limit)
}
