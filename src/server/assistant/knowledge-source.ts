import { and, eq, or, sql } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { bots } from '../db/schema/bots.ts'
import { kbEntries, kbEntryTags, kbTags } from '../db/schema/knowledge.ts'
import { isAssistantLanguage } from './language/languages.ts'
import type { BotProfile, KnowledgeDocument } from './types.ts'

// What the engine reads from the database: the bot's settings and the entries that may answer.

export async function findBotProfile(
  db: Executor,
  botId: string,
): Promise<(BotProfile & { isActive: boolean }) | null> {
  const [bot] = await db
    .select({
      id: bots.id,
      name: bots.name,
      type: bots.type,
      isActive: bots.isActive,
      systemPrompt: bots.systemPrompt,
      customInstructions: bots.customInstructions,
      toneSettings: bots.toneSettings,
      escalationRules: bots.escalationRules,
    })
    .from(bots)
    .where(eq(bots.id, botId))
  return bot ?? null
}

/** The bot's own entries plus the global ones (spec §3 scope). */
const entriesOfBot = (botId: string) =>
  or(and(eq(kbEntries.botId, botId), eq(kbEntries.scope, 'bot_specific')), eq(kbEntries.scope, 'global'))

/** Approved entries only: drafts and entries needing review never answer users. */
export async function loadAnswerableEntries(db: Executor, botId: string): Promise<KnowledgeDocument[]> {
  const rows = await db
    .select({
      id: kbEntries.id,
      question: kbEntries.question,
      answer: kbEntries.answer,
      language: kbEntries.languageCode,
      priority: kbEntries.priority,
      scope: kbEntries.scope,
      tags: sql<
        string[]
      >`coalesce(array_agg(${kbTags.name} order by ${kbTags.name}) filter (where ${kbTags.id} is not null), '{}')`,
    })
    .from(kbEntries)
    .leftJoin(kbEntryTags, eq(kbEntryTags.entryId, kbEntries.id))
    .leftJoin(kbTags, eq(kbTags.id, kbEntryTags.tagId))
    .where(and(eq(kbEntries.status, 'approved'), entriesOfBot(botId)))
    .groupBy(kbEntries.id)
    // A stable order keeps ties (and so answers) the same from one rebuild to the next.
    .orderBy(kbEntries.createdAt, kbEntries.id)
  return rows.map((row) => ({
    ...row,
    language: isAssistantLanguage(row.language) ? row.language : 'en',
    tags: row.tags ?? [],
  }))
}

/**
 * A cheap summary of the bot's entries that changes whenever one is added, edited, approved,
 * unapproved or deleted (updated_at moves on every update; a deletion lowers the count). Lets an
 * instance notice changes made by another instance.
 */
export async function knowledgeFingerprint(db: Executor, botId: string): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${kbEntries.updatedAt})::text`,
    })
    .from(kbEntries)
    .where(entriesOfBot(botId))
  return `${row?.count ?? 0}|${row?.latest ?? ''}`
}
