import { and, count, desc, eq, inArray, isNotNull, isNull, like, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { bots } from '#server/db/schema/bots'
import { chatMessages, chatSessions } from '#server/db/schema/chat'
import {
  botKnowledgeBases,
  kbEntries,
  kbEntryFiles,
  kbEntryTags,
  kbFileResources,
} from '#server/db/schema/knowledge'
import { isVersion, nextVersion } from '#server/lib/stale-edit'
import { TRAINING_CHAT_CONTEXT } from '#shared/schemas/training'

export type BotRow = typeof bots.$inferSelect

export async function insertBot(db: Executor, values: typeof bots.$inferInsert): Promise<BotRow> {
  const [row] = await db.insert(bots).values(values).returning()
  return row
}

export async function insertKnowledgeBase(db: Executor, values: typeof botKnowledgeBases.$inferInsert) {
  const [row] = await db.insert(botKnowledgeBases).values(values).returning({ id: botKnowledgeBases.id })
  return row
}

export async function findBot(db: Executor, botId: string): Promise<BotRow | null> {
  const [row] = await db.select().from(bots).where(eq(bots.id, botId))
  return row ?? null
}

/** Every bot, newest first (spec §7 "read all ... newest first"). */
export async function listBots(db: Executor): Promise<BotRow[]> {
  return db.select().from(bots).orderBy(desc(bots.createdAt), desc(bots.id))
}

/**
 * With `expectedUpdatedAt`, one conditional UPDATE (issue 32): null when the bot is no longer at
 * that version, and nothing is written.
 */
export async function updateBot(
  db: Executor,
  botId: string,
  values: Partial<typeof bots.$inferInsert>,
  expectedUpdatedAt?: string,
) {
  const [row] = await db
    .update(bots)
    .set(expectedUpdatedAt ? { ...values, updatedAt: nextVersion(bots.updatedAt) } : values)
    .where(
      expectedUpdatedAt
        ? and(eq(bots.id, botId), isVersion(bots.updatedAt, expectedUpdatedAt))
        : eq(bots.id, botId),
    )
    .returning()
  return row ?? null
}

export async function deleteBotRow(db: Executor, botId: string) {
  const [row] = await db.delete(bots).where(eq(bots.id, botId)).returning({ id: bots.id })
  return row ?? null
}

/** Names taken by 'New Bot {n}' bots, to pick the next free number. */
export async function namesStartingWith(db: Executor, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ name: bots.name })
    .from(bots)
    .where(like(bots.name, `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`))
  return rows.map((row) => row.name)
}

export async function countBots(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(bots)
  return row.count
}

/** The bot's knowledge base (created with the bot; the oldest one if there are several). */
export async function findKnowledgeBaseId(db: Executor, botId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: botKnowledgeBases.id })
    .from(botKnowledgeBases)
    .where(eq(botKnowledgeBases.botId, botId))
    .orderBy(botKnowledgeBases.createdAt)
    .limit(1)
  return row?.id ?? null
}

export async function knowledgeBaseIdsOf(db: Executor, botIds: readonly string[]) {
  if (botIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ botId: botKnowledgeBases.botId, id: botKnowledgeBases.id })
    .from(botKnowledgeBases)
    .where(inArray(botKnowledgeBases.botId, [...botIds]))
    .orderBy(desc(botKnowledgeBases.createdAt))
  // Oldest last, so it wins.
  return new Map(rows.map((row) => [row.botId, row.id]))
}

/** Entry counts per bot and status (the bot's own entries; global ones belong to no bot). */
export async function entryCountsByBot(db: Executor, botIds: readonly string[]) {
  if (botIds.length === 0) return []
  return db
    .select({ botId: kbEntries.botId, status: kbEntries.status, count: count() })
    .from(kbEntries)
    .where(inArray(kbEntries.botId, [...botIds]))
    .groupBy(kbEntries.botId, kbEntries.status)
}

/**
 * Real usage per bot from the stored conversations of users: responses are the bot's replies (not
 * user messages, not staff replies); escalations are the replies that escalated.
 */
export async function usageCountsByBot(db: Executor, botIds: readonly string[]) {
  if (botIds.length === 0) return []
  return db
    .select({
      botId: chatSessions.botId,
      responses: count(),
      escalations: sql<number>`count(*) filter (where ${isNotNull(chatMessages.escalationType)})::int`,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        inArray(chatSessions.botId, [...botIds]),
        // The trainers' own test chats are not usage (spec §7 context 'training_interface').
        or(isNull(chatSessions.context), ne(chatSessions.context, TRAINING_CHAT_CONTEXT)),
        eq(chatMessages.isUser, false),
        isNull(chatMessages.senderId),
      ),
    )
    .groupBy(chatSessions.botId)
}

export async function entriesOfBot(db: Executor, botId: string) {
  return db
    .select()
    .from(kbEntries)
    .where(eq(kbEntries.botId, botId))
    .orderBy(kbEntries.createdAt, kbEntries.id)
}

export async function tagLinksOf(db: Executor, entryIds: readonly string[]) {
  if (entryIds.length === 0) return []
  return db
    .select()
    .from(kbEntryTags)
    .where(inArray(kbEntryTags.entryId, [...entryIds]))
}

export async function fileLinksOf(db: Executor, entryIds: readonly string[]) {
  if (entryIds.length === 0) return []
  return db
    .select()
    .from(kbEntryFiles)
    .where(inArray(kbEntryFiles.entryId, [...entryIds]))
}

/** Storage keys of the bot's active file resources (removed from storage when the bot is deleted). */
export async function fileKeysOfBot(db: Executor, botId: string): Promise<string[]> {
  const rows = await db
    .select({ key: kbFileResources.filePath })
    .from(kbFileResources)
    .where(and(eq(kbFileResources.botId, botId), eq(kbFileResources.isActive, true)))
  return rows.map((row) => row.key)
}
