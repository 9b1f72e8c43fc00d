import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import {
  kbEntries,
  kbEntryFiles,
  kbEntryHistory,
  kbEntryTags,
  kbFileResources,
  kbTags,
} from '#server/db/schema/knowledge'
import { tickets } from '#server/db/schema/tickets'
import { isVersion, nextVersion } from '#server/lib/stale-edit'

/** Keeps each statement well below PostgreSQL's 65,535 bind parameters. */
export const INSERT_CHUNK_SIZE = 500

export type NewEntry = typeof kbEntries.$inferInsert

/** Inserts entries in chunks and returns their ids in input order. */
export async function insertEntries(db: Executor, rows: readonly NewEntry[]): Promise<string[]> {
  const ids: string[] = []
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_SIZE) {
    const chunk = rows.slice(start, start + INSERT_CHUNK_SIZE)
    // INSERT ... RETURNING yields rows in VALUES order on PostgreSQL.
    const inserted = await db.insert(kbEntries).values(chunk).returning({ id: kbEntries.id })
    for (const row of inserted) ids.push(row.id)
  }
  return ids
}

/** Tag ids by lower-cased name, creating the missing tags (names are unique case-insensitively). */
export async function ensureTags(db: Executor, names: readonly string[], createdBy: string) {
  const wanted = new Map(names.map((name) => [name.toLowerCase(), name]))
  const ids = new Map<string, string>()
  if (wanted.size === 0) return ids
  const lower = [...wanted.keys()]
  for (let start = 0; start < lower.length; start += INSERT_CHUNK_SIZE) {
    const chunk = lower.slice(start, start + INSERT_CHUNK_SIZE)
    await db
      .insert(kbTags)
      .values(chunk.map((key) => ({ name: wanted.get(key) as string, createdBy })))
      .onConflictDoNothing()
    const rows = await db
      .select({ id: kbTags.id, name: kbTags.name })
      .from(kbTags)
      .where(inArray(sql`lower(${kbTags.name})`, chunk))
    for (const row of rows) ids.set(row.name.toLowerCase(), row.id)
  }
  return ids
}

export async function insertEntryTags(db: Executor, links: readonly { entryId: string; tagId: string }[]) {
  for (let start = 0; start < links.length; start += INSERT_CHUNK_SIZE)
    await db
      .insert(kbEntryTags)
      .values(links.slice(start, start + INSERT_CHUNK_SIZE))
      .onConflictDoNothing()
}

export type EntryRow = typeof kbEntries.$inferSelect

/** Which entries a list or export reads: one bot's, the global ones, or all (cross-bot view). */
export interface EntryFilter {
  botId?: string
  scope?: 'bot_specific' | 'global'
  status?: 'draft' | 'pending_review' | 'approved'
  tagId?: string
  languageCode?: string
  search?: string
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function entryConditions(filter: EntryFilter, withStatus: boolean): SQL[] {
  const conditions: SQL[] = []
  // A bot's knowledge screen lists its own entries; global entries have their own view (/knowledge).
  if (filter.botId) conditions.push(eq(kbEntries.botId, filter.botId))
  if (filter.scope) conditions.push(eq(kbEntries.scope, filter.scope))
  if (withStatus && filter.status) conditions.push(eq(kbEntries.status, filter.status))
  if (filter.languageCode) conditions.push(sql`${kbEntries.languageCode} = ${filter.languageCode}`)
  if (filter.tagId)
    conditions.push(
      exists(
        sql`(select 1 from ${kbEntryTags} where ${kbEntryTags.entryId} = ${kbEntries.id} and ${kbEntryTags.tagId} = ${filter.tagId})`,
      ),
    )
  if (filter.search) {
    const pattern = likePattern(filter.search)
    conditions.push(
      or(
        ilike(kbEntries.question, pattern),
        ilike(kbEntries.answer, pattern),
        sql`array_to_string(${kbEntries.alternativeQuestions}, ' ') ilike ${pattern}`,
      ) as SQL,
    )
  }
  return conditions
}

export async function listEntries(
  db: Executor,
  filter: EntryFilter,
  page: { limit: number; offset: number } | null,
) {
  const query = db
    .select({ entry: kbEntries, botName: bots.name })
    .from(kbEntries)
    .leftJoin(bots, eq(bots.id, kbEntries.botId))
    .where(and(...entryConditions(filter, true)))
    .orderBy(desc(kbEntries.updatedAt), desc(kbEntries.id))
  return page ? query.limit(page.limit).offset(page.offset) : query
}

/** Counts per status of the entries matching every filter but the status one. */
export async function countEntriesByStatus(db: Executor, filter: EntryFilter) {
  const rows = await db
    .select({ status: kbEntries.status, count: count() })
    .from(kbEntries)
    .where(and(...entryConditions(filter, false)))
    .groupBy(kbEntries.status)
  return new Map(rows.map((row) => [row.status, row.count]))
}

export async function tagsOfEntries(db: Executor, entryIds: readonly string[]) {
  if (entryIds.length === 0) return []
  return db
    .select({ entryId: kbEntryTags.entryId, id: kbTags.id, name: kbTags.name, color: kbTags.color })
    .from(kbEntryTags)
    .innerJoin(kbTags, eq(kbTags.id, kbEntryTags.tagId))
    .where(inArray(kbEntryTags.entryId, [...entryIds]))
    .orderBy(asc(kbTags.name))
}

export async function filesOfEntries(db: Executor, entryIds: readonly string[]) {
  if (entryIds.length === 0) return []
  return (
    db
      .select({
        entryId: kbEntryFiles.entryId,
        id: kbFileResources.id,
        filename: kbFileResources.filename,
        original_filename: kbFileResources.originalFilename,
        file_size: kbFileResources.fileSize,
        mime_type: kbFileResources.mimeType,
      })
      .from(kbEntryFiles)
      .innerJoin(kbFileResources, eq(kbFileResources.id, kbEntryFiles.fileId))
      // Spec §4: a soft-deleted file is no longer offered.
      .where(and(inArray(kbEntryFiles.entryId, [...entryIds]), eq(kbFileResources.isActive, true)))
  )
}

export async function findEntry(db: Executor, id: string) {
  const [row] = await db
    .select({ entry: kbEntries, botName: bots.name })
    .from(kbEntries)
    .leftJoin(bots, eq(bots.id, kbEntries.botId))
    .where(eq(kbEntries.id, id))
  return row ?? null
}

export async function insertEntry(db: Executor, values: NewEntry): Promise<EntryRow> {
  const [row] = await db.insert(kbEntries).values(values).returning()
  return row
}

/**
 * With `expectedUpdatedAt`, one conditional UPDATE (issue 32): no row comes back when the entry is
 * no longer at that version, and nothing is written.
 */
export async function updateEntry(
  db: Executor,
  id: string,
  values: Partial<NewEntry>,
  expectedUpdatedAt?: string,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(kbEntries)
    .set(expectedUpdatedAt ? { ...values, updatedAt: nextVersion(kbEntries.updatedAt) } : values)
    .where(
      expectedUpdatedAt
        ? and(eq(kbEntries.id, id), isVersion(kbEntries.updatedAt, expectedUpdatedAt))
        : eq(kbEntries.id, id),
    )
    .returning()
  return row
}

/** Who made the latest change of an entry (its newest history row). */
export async function lastChangeOfEntry(db: Executor, entryId: string) {
  const [row] = await db
    .select({ name: user.name })
    .from(kbEntryHistory)
    .leftJoin(user, eq(user.id, kbEntryHistory.changedBy))
    .where(eq(kbEntryHistory.entryId, entryId))
    .orderBy(desc(kbEntryHistory.createdAt))
    .limit(1)
  return { name: row?.name ?? null }
}

export async function deleteEntry(db: Executor, id: string) {
  const [row] = await db.delete(kbEntries).where(eq(kbEntries.id, id)).returning({
    botId: kbEntries.botId,
    scope: kbEntries.scope,
  })
  return row ?? null
}

/** Sets approved with who and when on the given entries that are not approved yet. */
/**
 * Approves entries: a pending version's content becomes the entry's (issue 33 item 4), and entries
 * not yet approved become so. Approved entries without a pending version are left as they are.
 */
export async function approveEntries(db: Executor, ids: readonly string[], userId: string, now: Date) {
  await db
    .update(kbEntries)
    .set({
      question: sql`${kbEntryHistory.question}`,
      alternativeQuestions: sql`${kbEntryHistory.alternativeQuestions}`,
      answer: sql`${kbEntryHistory.answer}`,
      languageCode: sql`${kbEntryHistory.languageCode}`,
    })
    .from(kbEntryHistory)
    .where(and(inArray(kbEntries.id, [...ids]), eq(kbEntryHistory.id, kbEntries.pendingVersionId)))
  return db
    .update(kbEntries)
    .set({ status: 'approved', approvedAt: now, approvedBy: userId, pendingVersionId: null })
    .where(
      and(
        inArray(kbEntries.id, [...ids]),
        or(ne(kbEntries.status, 'approved'), isNotNull(kbEntries.pendingVersionId)),
      ),
    )
    .returning()
}

export async function existingEntryIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: kbEntries.id, botId: kbEntries.botId, scope: kbEntries.scope })
    .from(kbEntries)
    .where(inArray(kbEntries.id, [...ids]))
}

export async function replaceEntryTags(db: Executor, entryId: string, tagIds: readonly string[]) {
  await db.delete(kbEntryTags).where(eq(kbEntryTags.entryId, entryId))
  await insertEntryTags(
    db,
    tagIds.map((tagId) => ({ entryId, tagId })),
  )
}

export async function replaceEntryFiles(db: Executor, entryId: string, fileIds: readonly string[]) {
  await db.delete(kbEntryFiles).where(eq(kbEntryFiles.entryId, entryId))
  if (fileIds.length > 0)
    await db
      .insert(kbEntryFiles)
      .values(fileIds.map((fileId) => ({ entryId, fileId })))
      .onConflictDoNothing()
}

export async function activeFileIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: kbFileResources.id })
    .from(kbFileResources)
    .where(and(inArray(kbFileResources.id, [...ids]), eq(kbFileResources.isActive, true)))
  return rows.map((row) => row.id)
}

export async function insertHistory(db: Executor, rows: (typeof kbEntryHistory.$inferInsert)[]) {
  const ids: string[] = []
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_SIZE) {
    const inserted = await db
      .insert(kbEntryHistory)
      .values(rows.slice(start, start + INSERT_CHUNK_SIZE))
      .returning({ id: kbEntryHistory.id })
    for (const row of inserted) ids.push(row.id)
  }
  return ids
}

const versionColumns = {
  id: kbEntryHistory.id,
  entryId: kbEntryHistory.entryId,
  action: kbEntryHistory.action,
  changedBy: kbEntryHistory.changedBy,
  changedByName: user.name,
  question: kbEntryHistory.question,
  alternativeQuestions: kbEntryHistory.alternativeQuestions,
  answer: kbEntryHistory.answer,
  languageCode: kbEntryHistory.languageCode,
  status: kbEntryHistory.status,
  createdAt: kbEntryHistory.createdAt,
}
export type VersionRow = Awaited<ReturnType<typeof historyOfEntry>>[number]

/** An entry's versions, newest first (issue 33 item 4). */
export async function historyOfEntry(db: Executor, entryId: string) {
  return db
    .select(versionColumns)
    .from(kbEntryHistory)
    .leftJoin(user, eq(user.id, kbEntryHistory.changedBy))
    .where(eq(kbEntryHistory.entryId, entryId))
    .orderBy(desc(kbEntryHistory.createdAt), desc(kbEntryHistory.id))
    .limit(100)
}

/** Versions by id (the entries' pending versions, or one version of an entry to restore). */
export async function versionsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select(versionColumns)
    .from(kbEntryHistory)
    .leftJoin(user, eq(user.id, kbEntryHistory.changedBy))
    .where(inArray(kbEntryHistory.id, [...ids]))
}

/** Points an entry at its pending version, or clears it; the entry's content is left as it is. */
export async function setPendingVersion(db: Executor, entryId: string, versionId: string | null) {
  await db.update(kbEntries).set({ pendingVersionId: versionId }).where(eq(kbEntries.id, entryId))
}

/** Changes the phrasings kept in a version (a phrasing added while an edit waits joins the edit). */
export async function setVersionPhrasings(db: Executor, versionId: string, phrasings: readonly string[]) {
  await db
    .update(kbEntryHistory)
    .set({ alternativeQuestions: [...phrasings] })
    .where(eq(kbEntryHistory.id, versionId))
}

/** Bot replies whose best source was this entry (the reply the entry gave), newest first. */
export async function repliesFromEntry(db: Executor, entryId: string, limit = 50) {
  return db
    .select({
      messageId: chatMessages.id,
      sessionId: chatMessages.sessionId,
      sessionTitle: chatSessions.title,
      confidence: chatMessages.confidenceScore,
      createdAt: chatMessages.createdAt,
      question: sql<string | null>`(
        select q.content from ${chatMessages} q
        where q.session_id = ${chatMessages.sessionId} and q.is_user and q.created_at <= ${chatMessages.createdAt}
        order by q.created_at desc limit 1)`,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(eq(chatMessages.isUser, false), sql`${chatMessages.sources}->0->>'entryId' = ${entryId}`))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit)
}

/** The ticket the entry was drafted from (tickets.knowledge_entry_id), so the entry can link back to it. */
export async function sourceTicketOfEntry(db: Executor, entryId: string) {
  const [ticket] = await db
    .select({ id: tickets.id, title: tickets.title })
    .from(tickets)
    .where(eq(tickets.knowledgeEntryId, entryId))
    .orderBy(asc(tickets.createdAt))
    .limit(1)
  return ticket ?? null
}

export async function feedbackOfMessages(db: Executor, messageIds: readonly string[]) {
  if (messageIds.length === 0) return []
  return db
    .select({
      messageId: chatFeedback.messageId,
      feedbackType: chatFeedback.feedbackType,
      rating: chatFeedback.rating,
      notes: chatFeedback.notes,
    })
    .from(chatFeedback)
    .where(inArray(chatFeedback.messageId, [...messageIds]))
}

// Tags.

export async function listTagsWithCounts(db: Executor) {
  return db
    .select({
      id: kbTags.id,
      name: kbTags.name,
      color: kbTags.color,
      entry_count: sql<number>`(select count(*)::int from ${kbEntryTags} where ${kbEntryTags.tagId} = ${kbTags.id})`,
    })
    .from(kbTags)
    .orderBy(asc(sql`lower(${kbTags.name})`))
}

export async function findTagByName(db: Executor, name: string) {
  const [row] = await db
    .select({ id: kbTags.id })
    .from(kbTags)
    .where(sql`lower(${kbTags.name}) = ${name.toLowerCase()}`)
  return row ?? null
}

export async function insertTag(db: Executor, values: typeof kbTags.$inferInsert) {
  const [row] = await db.insert(kbTags).values(values).returning()
  return row
}

export async function updateTag(db: Executor, id: string, values: Partial<typeof kbTags.$inferInsert>) {
  const [row] = await db.update(kbTags).set(values).where(eq(kbTags.id, id)).returning()
  return row ?? null
}

export async function deleteTag(db: Executor, id: string) {
  const [row] = await db.delete(kbTags).where(eq(kbTags.id, id)).returning({ id: kbTags.id })
  return row ?? null
}

/** Which bots a tag's entries belong to (null for global ones): their indexes use tags. */
export async function botsUsingTag(db: Executor, tagId: string) {
  const rows = await db
    .selectDistinct({ botId: kbEntries.botId })
    .from(kbEntryTags)
    .innerJoin(kbEntries, eq(kbEntries.id, kbEntryTags.entryId))
    .where(eq(kbEntryTags.tagId, tagId))
  return rows.map((row) => row.botId)
}

/** A bot 'needs_review' while training left entries waiting; once none waits it is 'ready' again. */
export async function markReviewedBotsReady(db: Executor, botIds: readonly string[]) {
  if (botIds.length === 0) return
  await db
    .update(bots)
    .set({ trainingStatus: 'ready' })
    .where(
      and(
        inArray(bots.id, [...new Set(botIds)]),
        eq(bots.trainingStatus, 'needs_review'),
        sql`not exists (select 1 from ${kbEntries} where ${kbEntries.botId} = ${bots.id} and ${kbEntries.status} = 'pending_review')`,
      ),
    )
}
