import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { scalar } from '#server/db/scalar'
import { bots } from '#server/db/schema/bots'
import { glossaryGroups, glossaryTerms } from '#server/db/schema/glossary'
import { kbEntries, kbEntryTags, kbTags } from '#server/db/schema/knowledge'
import type { GlossaryGroupSpec } from './glossary.ts'
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

/**
 * Approved entries only: drafts and entries needing review never answer users. Each alternative
 * question of an entry becomes a document of its own beside the entry (see KnowledgeDocument).
 */
export async function loadAnswerableEntries(db: Executor, botId: string): Promise<KnowledgeDocument[]> {
  const rows = await db
    .select({
      id: kbEntries.id,
      question: kbEntries.question,
      alternativeQuestions: kbEntries.alternativeQuestions,
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
  return rows.flatMap(({ alternativeQuestions, ...row }) => {
    const entry: KnowledgeDocument = {
      ...row,
      language: isAssistantLanguage(row.language) ? row.language : 'en',
      tags: row.tags ?? [],
    }
    return [
      entry,
      ...alternativeQuestions.map((question) => ({ ...entry, question, entryQuestion: row.question })),
    ]
  })
}

/** The glossary groups that apply to a bot: the global ones and its own. */
const glossaryOfBot = (botId: string) => or(isNull(glossaryGroups.botId), eq(glossaryGroups.botId, botId))

/**
 * The glossary retrieval uses for a bot (glossary.ts): the global groups first, then the bot's own,
 * each oldest first, so concepts are numbered the same from one rebuild to the next.
 */
export async function loadGlossary(db: Executor, botId: string): Promise<GlossaryGroupSpec[]> {
  const rows = await db
    .select({ id: glossaryGroups.id, term: glossaryTerms.term, language: glossaryTerms.languageCode })
    .from(glossaryGroups)
    .innerJoin(glossaryTerms, eq(glossaryTerms.groupId, glossaryGroups.id))
    .where(glossaryOfBot(botId))
    .orderBy(
      sql`${glossaryGroups.botId} is not null`,
      asc(glossaryGroups.createdAt),
      asc(glossaryGroups.id),
      asc(glossaryTerms.position),
    )
  const groups = new Map<string, GlossaryGroupSpec & { terms: GlossaryGroupSpec['terms'][number][] }>()
  for (const { id, term, language } of rows) {
    const group = groups.get(id)
    if (group) group.terms.push({ text: term, language })
    else groups.set(id, { id, terms: [{ text: term, language }] })
  }
  return [...groups.values()]
}

/**
 * A cheap summary of the bot's entries and glossary that changes whenever an entry is added,
 * edited, approved, unapproved or deleted, or a glossary group is (updated_at moves on every
 * update; a deletion lowers a count). Lets an instance notice changes made by another instance.
 */
export async function knowledgeFingerprint(db: Executor, botId: string): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${kbEntries.updatedAt})::text`,
      glossary: scalar<string>(
        sql`select count(*)::text || '|' || coalesce(max(${glossaryGroups.updatedAt})::text, '') from ${glossaryGroups} where ${glossaryOfBot(botId)}`,
      ),
    })
    .from(kbEntries)
    .where(entriesOfBot(botId))
  return `${row?.count ?? 0}|${row?.latest ?? ''}|${row?.glossary ?? ''}`
}
