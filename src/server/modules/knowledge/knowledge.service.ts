import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import type { kbEntryHistory } from '#server/db/schema/knowledge'
import { AppError } from '#server/lib/app-error'
import { auditSnippet, recordAudit, recordAudits } from '#server/lib/audit'
import { StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import { findBot, findKnowledgeBaseId } from '#server/modules/bots/bots.queries'
import { getBotOr404, isUuid } from '#server/modules/bots/bots.service'
import type {
  BulkApproveResponse,
  DeletedKnowledgeItem,
  KnowledgeEntryDetailJson,
  KnowledgeEntryJson,
  KnowledgeEntryListJson,
  KnowledgeEntryValues,
  KnowledgeEntryVersionJson,
  knowledgeEntryListQuerySchema,
  knowledgeEntryUpdateSchema,
  knowledgeExportQuerySchema,
} from '#shared/schemas/knowledge'
import {
  activeFileIds,
  approveEntries,
  countEntriesByStatus,
  deleteEntry,
  type EntryFilter,
  type EntryRow,
  ensureTags,
  existingEntryIds,
  feedbackOfMessages,
  filesOfEntries,
  findEntry,
  historyOfEntry,
  insertEntry,
  insertHistory,
  lastChangeOfEntry,
  listEntries,
  markReviewedBotsReady,
  replaceEntryFiles,
  replaceEntryTags,
  repliesFromEntry,
  setPendingVersion,
  setVersionPhrasings,
  sourceTicketOfEntry,
  tagsOfEntries,
  updateEntry,
  type VersionRow,
  versionsByIds,
} from './knowledge.queries.ts'
import { toCsvText } from './knowledge-csv.ts'
import { KNOWLEDGE_CSV_COLUMNS, PHRASING_SEPARATOR } from './knowledge-import-text.ts'
import { withoutQuestion, withPhrasing } from './phrasings.ts'

type EntryChange = Omit<z.output<typeof knowledgeEntryUpdateSchema>, 'expected_updated_at'> & {
  expected_updated_at?: string
}
type ListQuery = z.output<typeof knowledgeEntryListQuerySchema>
type ExportQuery = z.output<typeof knowledgeExportQuerySchema>

const filterOf = (query: Omit<ListQuery, 'limit' | 'offset'>): EntryFilter => ({
  botId: query.bot_id,
  scope: query.scope,
  status: query.status,
  tagId: query.tag_id,
  languageCode: query.language_code,
  search: query.search || undefined,
})

/** Tells the engine which indexes to rebuild after a commit (global entries reach every bot). */
export function announceKnowledgeChange(
  ctx: AuthedContext,
  entries: { botId: string | null; scope: string }[],
) {
  const bots = new Set(entries.map((entry) => (entry.scope === 'global' ? null : entry.botId)))
  if (bots.has(null)) ctx.assistant.knowledgeChanged(null)
  for (const botId of bots) if (botId) ctx.assistant.knowledgeChanged(botId)
}

type HistoryAction = (typeof kbEntryHistory.$inferInsert)['action']

export const historyRowOf = (
  entry: Pick<
    EntryRow,
    'id' | 'question' | 'alternativeQuestions' | 'answer' | 'status' | 'languageCode' | 'priority'
  >,
  action: HistoryAction,
  by: string,
) => ({
  entryId: entry.id,
  action,
  changedBy: by,
  question: entry.question,
  alternativeQuestions: entry.alternativeQuestions,
  answer: entry.answer,
  status: entry.status,
  languageCode: entry.languageCode,
  priority: entry.priority,
})

export const versionJson = (version: VersionRow): KnowledgeEntryVersionJson => ({
  id: version.id,
  action: version.action,
  changed_by: version.changedBy,
  changed_by_name: version.changedByName,
  question: version.question,
  alternative_questions: version.alternativeQuestions,
  answer: version.answer,
  language_code: version.languageCode,
  status: version.status,
  created_at: version.createdAt.toISOString(),
})

/** Entries to their JSON with tags and linked files, in the given order. */
export async function toEntriesJson(
  db: Executor,
  rows: { entry: EntryRow; botName: string | null }[],
): Promise<KnowledgeEntryJson[]> {
  const ids = rows.map((row) => row.entry.id)
  const pendingIds = rows.flatMap((row) => (row.entry.pendingVersionId ? [row.entry.pendingVersionId] : []))
  const [tags, files, pending] = await Promise.all([
    tagsOfEntries(db, ids),
    filesOfEntries(db, ids),
    versionsByIds(db, pendingIds),
  ])
  const pendingById = new Map(pending.map((version) => [version.id, versionJson(version)]))
  return rows.map(({ entry, botName }) => ({
    id: entry.id,
    bot_id: entry.botId,
    bot_name: botName,
    question: entry.question,
    alternative_questions: entry.alternativeQuestions,
    answer: entry.answer,
    language_code: entry.languageCode,
    scope: entry.scope,
    priority: entry.priority,
    status: entry.status,
    created_by: entry.createdBy,
    approved_at: entry.approvedAt?.toISOString() ?? null,
    approved_by: entry.approvedBy,
    created_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
    tags: tags.filter((tag) => tag.entryId === entry.id).map(({ entryId: _, ...tag }) => tag),
    files: files.filter((file) => file.entryId === entry.id).map(({ entryId: _, ...file }) => file),
    pending_version: (entry.pendingVersionId && pendingById.get(entry.pendingVersionId)) || null,
  }))
}

export async function listKnowledgeEntries(
  ctx: AuthedContext,
  query: ListQuery,
): Promise<KnowledgeEntryListJson> {
  if (query.bot_id) await getBotOr404(ctx, query.bot_id)
  const filter = filterOf(query)
  const [rows, byStatus] = await Promise.all([
    listEntries(ctx.db, filter, { limit: query.limit, offset: query.offset }),
    countEntriesByStatus(ctx.db, filter),
  ])
  const counts = {
    draft: byStatus.get('draft') ?? 0,
    pending_review: byStatus.get('pending_review') ?? 0,
    approved: byStatus.get('approved') ?? 0,
  }
  const total = counts.draft + counts.pending_review + counts.approved
  return {
    entries: await toEntriesJson(ctx.db, rows),
    counts: { total, ...counts },
    matching: query.status ? counts[query.status] : total,
  }
}

async function getEntryOr404(ctx: AuthedContext, id: string) {
  const row = isUuid(id) ? await findEntry(ctx.db, id) : null
  if (!row) throw new AppError('NOT_FOUND', 'Knowledge entry not found')
  return row
}

export async function getKnowledgeEntryDetail(
  ctx: AuthedContext,
  id: string,
): Promise<KnowledgeEntryDetailJson> {
  const row = await getEntryOr404(ctx, id)
  const [[entry], history, replies, sourceTicket] = await Promise.all([
    toEntriesJson(ctx.db, [row]),
    historyOfEntry(ctx.db, row.entry.id),
    repliesFromEntry(ctx.db, row.entry.id),
    sourceTicketOfEntry(ctx.db, row.entry.id),
  ])
  const feedback = await feedbackOfMessages(
    ctx.db,
    replies.map((reply) => reply.messageId),
  )
  return {
    entry,
    source_ticket: sourceTicket,
    history: history.map(versionJson),
    conversations: replies.map((reply) => ({
      message_id: reply.messageId,
      session_id: reply.sessionId,
      session_title: reply.sessionTitle,
      question: reply.question,
      confidence: reply.confidence,
      created_at: reply.createdAt.toISOString(),
      feedback: feedback
        .filter((item) => item.messageId === reply.messageId)
        .map((item) => ({ feedback_type: item.feedbackType, rating: item.rating, notes: item.notes })),
    })),
  }
}

async function checkedFileIds(db: Executor, ids: readonly string[]) {
  const active = await activeFileIds(db, ids)
  if (active.length !== new Set(ids).size) throw new AppError('UNPROCESSABLE', 'A linked file does not exist')
  return active
}

/**
 * One new entry with its tags and files, in the caller's transaction. Approved entries record who
 * approved them and when (spec §4).
 */
export async function insertKnowledgeEntry(
  ctx: AuthedContext,
  tx: Executor,
  input: Omit<KnowledgeEntryValues, 'alternative_questions'> & { alternative_questions?: string[] },
  action: 'created' | 'trained' = 'created',
): Promise<EntryRow> {
  const global = input.scope === 'global'
  let botId: string | null = null
  let knowledgeBaseId: string | null = null
  if (!global) {
    if (!input.bot_id) throw new AppError('UNPROCESSABLE', 'Choose the bot of a bot-specific entry')
    // Read through the transaction: PGlite has one connection, so ctx.db would wait on this transaction.
    const bot = isUuid(input.bot_id) ? await findBot(tx, input.bot_id) : null
    if (!bot) throw new AppError('NOT_FOUND', 'Bot not found')
    botId = bot.id
    knowledgeBaseId = await findKnowledgeBaseId(tx, botId)
  }
  const fileIds = await checkedFileIds(tx, input.file_ids)
  const approved = input.status === 'approved'
  const now = new Date()
  const entry = await insertEntry(tx, {
    botId,
    knowledgeBaseId,
    question: input.question,
    alternativeQuestions: withoutQuestion(input.alternative_questions ?? [], input.question),
    answer: input.answer,
    languageCode: input.language_code,
    scope: input.scope,
    priority: input.priority,
    status: input.status,
    createdBy: ctx.actor.userId,
    approvedAt: approved ? now : null,
    approvedBy: approved ? ctx.actor.userId : null,
  })
  const tagIds = await ensureTags(tx, input.tags, ctx.actor.userId)
  await replaceEntryTags(
    tx,
    entry.id,
    input.tags.map((tag) => tagIds.get(tag.toLowerCase()) as string),
  )
  await replaceEntryFiles(tx, entry.id, fileIds)
  await insertHistory(tx, [historyRowOf(entry, action, ctx.actor.userId)])
  // Issue 11: every knowledge change is audited, whichever screen (entries, training, suggestions,
  // escalations) made it.
  await recordAudit(tx, {
    actorId: ctx.actor.userId,
    action: 'kb_entry.create',
    entityType: 'kb_entry',
    entityId: entry.id,
    details: {
      ...entryAuditDetails(entry),
      status: entry.status,
      ...(action === 'trained' ? { source: 'training' } : {}),
    },
  })
  return entry
}

/** What every knowledge audit entry says about its entry: enough to recognise it, no answer text. */
const entryAuditDetails = (entry: Pick<EntryRow, 'question' | 'botId' | 'scope'>) => ({
  question: auditSnippet(entry.question),
  botId: entry.botId,
  scope: entry.scope,
})

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000')

/** The fields of an entry update that change it (tags by name, files by id). */
async function changedEntryFields(
  tx: Executor,
  before: EntryRow,
  input: EntryChange,
  scope: string,
): Promise<string[]> {
  const fields: string[] = []
  const scalar = {
    question: before.question,
    answer: before.answer,
    language_code: before.languageCode,
    priority: before.priority,
    status: before.status,
  } as const
  for (const [field, value] of Object.entries(scalar))
    if (input[field as keyof typeof scalar] !== undefined && input[field as keyof typeof scalar] !== value)
      fields.push(field)
  if (scope !== before.scope) fields.push('scope')
  if (input.alternative_questions && !sameList(input.alternative_questions, before.alternativeQuestions))
    fields.push('alternative_questions')
  if (input.tags) {
    const current = (await tagsOfEntries(tx, [before.id])).map((tag) => tag.name.toLowerCase())
    if (
      !sameSet(
        current,
        input.tags.map((tag) => tag.toLowerCase()),
      )
    )
      fields.push('tags')
  }
  if (input.file_ids) {
    const current = (await filesOfEntries(tx, [before.id])).map((file) => file.id)
    if (!sameSet(current, [...new Set(input.file_ids)])) fields.push('files')
  }
  return fields
}

export async function createKnowledgeEntry(
  ctx: AuthedContext,
  input: KnowledgeEntryValues,
): Promise<KnowledgeEntryJson> {
  const entry = await ctx.db.transaction((tx) => insertKnowledgeEntry(ctx, tx, input))
  announceKnowledgeChange(ctx, [entry])
  return entryJson(ctx, entry.id)
}

export async function entryJson(ctx: AuthedContext, id: string): Promise<KnowledgeEntryJson> {
  const [json] = await toEntriesJson(ctx.db, [await getEntryOr404(ctx, id)])
  return json
}

/** The fields that are an entry's content: what answers, and what it answers. */
const CONTENT_FIELDS = new Set(['question', 'alternative_questions', 'answer', 'language_code'])

/**
 * Changes an entry in the caller's transaction, with its version row. Issue 33 item 4: a change of
 * an approved entry's content that does not itself approve it (status 'approved') becomes the
 * entry's pending version; the approved content keeps answering until the pending one is approved.
 * A change that approves content replaces any pending version.
 */
export async function changeKnowledgeEntry(
  ctx: AuthedContext,
  tx: Executor,
  before: EntryRow,
  input: EntryChange,
  action: 'updated' | 'restored' = 'updated',
): Promise<EntryRow> {
  const scope = input.scope ?? before.scope
  // A global entry has no bot to become specific to; a bot's entry made global leaves its bot.
  if (scope === 'bot_specific' && !before.botId)
    throw new AppError('UNPROCESSABLE', 'A global entry cannot become bot-specific')
  const fields = await changedEntryFields(tx, before, input, scope)
  const contentChanged = fields.some((field) => CONTENT_FIELDS.has(field))
  const proposes = before.status === 'approved' && input.status !== 'approved' && contentChanged
  const status = proposes ? 'approved' : (input.status ?? before.status)
  const becomesApproved = status === 'approved' && before.status !== 'approved'
  const question = input.question ?? before.question
  const phrasings = withoutQuestion(input.alternative_questions ?? before.alternativeQuestions, question)
  const now = new Date()
  // The waiting edit's version row comes first, so the entry points at it in the same update.
  const [pendingVersionId] = proposes
    ? await insertHistory(tx, [
        historyRowOf(
          {
            id: before.id,
            question,
            alternativeQuestions: phrasings,
            answer: input.answer ?? before.answer,
            languageCode: input.language_code ?? before.languageCode,
            status: input.status ?? 'pending_review',
            priority: input.priority ?? before.priority,
          },
          'proposed',
          ctx.actor.userId,
        ),
      ])
    : []
  const entry = await updateEntry(
    tx,
    before.id,
    {
      ...(proposes
        ? { pendingVersionId }
        : {
            question: input.question,
            alternativeQuestions: input.alternative_questions ? phrasings : undefined,
            answer: input.answer,
            languageCode: input.language_code,
            status: input.status,
            // Approved content replaces what was waiting for approval.
            ...(contentChanged && status === 'approved' ? { pendingVersionId: null } : {}),
          }),
      priority: input.priority,
      scope,
      ...(scope === 'global' ? { botId: null, knowledgeBaseId: null } : {}),
      ...(becomesApproved ? { approvedAt: now, approvedBy: ctx.actor.userId } : {}),
      ...(status !== 'approved' ? { approvedAt: null, approvedBy: null } : {}),
      updatedAt: now,
    },
    input.expected_updated_at,
  )
  if (!entry) throw new StaleVersion()
  if (input.tags) {
    const tagIds = await ensureTags(tx, input.tags, ctx.actor.userId)
    await replaceEntryTags(
      tx,
      entry.id,
      input.tags.map((tag) => tagIds.get(tag.toLowerCase()) as string),
    )
  }
  if (input.file_ids) await replaceEntryFiles(tx, entry.id, await checkedFileIds(tx, input.file_ids))
  if (!proposes) await insertHistory(tx, [historyRowOf(entry, action, ctx.actor.userId)])
  if (fields.length > 0)
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      // Setting the status to approved by an edit is an approval like the approve button's.
      action: becomesApproved ? 'kb_entry.approve' : 'kb_entry.update',
      entityType: 'kb_entry',
      entityId: entry.id,
      details: {
        ...entryAuditDetails(entry),
        fields,
        ...(proposes ? { pendingApproval: true } : {}),
        ...(fields.includes('status') && !proposes
          ? { statusFrom: before.status, statusTo: entry.status }
          : {}),
        ...(action === 'restored' ? { restored: true } : {}),
      },
    })
  return entry
}

/** An entry that answers in the bot (its own or a global one), read through the caller's transaction. */
export async function findEntryOfBotOr404(tx: Executor, botId: string, entryId: string): Promise<EntryRow> {
  const row = isUuid(entryId) ? await findEntry(tx, entryId) : null
  if (!row || (row.entry.scope !== 'global' && row.entry.botId !== botId))
    throw new AppError('NOT_FOUND', 'Knowledge entry not found')
  return row.entry
}

/**
 * Adds a question as a phrasing of an entry (a training correction, a linked suggestion), in the
 * caller's transaction. The answer is not touched, so it applies at once, to a waiting edit too.
 */
export async function addPhrasing(
  ctx: AuthedContext,
  tx: Executor,
  before: EntryRow,
  phrasing: string,
  source: 'training' | 'suggestion',
): Promise<EntryRow> {
  const phrasings = withPhrasing(before.alternativeQuestions, before.question, phrasing)
  if (phrasings.length === before.alternativeQuestions.length) return before
  const entry = await updateEntry(tx, before.id, { alternativeQuestions: phrasings, updatedAt: new Date() })
  if (!entry) throw new AppError('NOT_FOUND', 'Knowledge entry not found')
  if (entry.pendingVersionId) {
    const [pending] = await versionsByIds(tx, [entry.pendingVersionId])
    if (pending)
      await setVersionPhrasings(
        tx,
        pending.id,
        withPhrasing(pending.alternativeQuestions, pending.question, phrasing),
      )
  }
  await insertHistory(tx, [
    historyRowOf(entry, source === 'training' ? 'trained' : 'updated', ctx.actor.userId),
  ])
  await recordAudit(tx, {
    actorId: ctx.actor.userId,
    action: 'kb_entry.update',
    entityType: 'kb_entry',
    entityId: entry.id,
    details: { ...entryAuditDetails(entry), fields: ['alternative_questions'], source },
  })
  return entry
}

export async function updateKnowledgeEntry(
  ctx: AuthedContext,
  id: string,
  input: EntryChange,
  action: 'updated' | 'restored' = 'updated',
): Promise<KnowledgeEntryJson> {
  const before = (await getEntryOr404(ctx, id)).entry
  const entry = await withStaleEditCheck(
    () => ctx.db.transaction((tx) => changeKnowledgeEntry(ctx, tx, before, input, action)),
    async () => {
      const row = await findEntry(ctx.db, before.id)
      if (!row) return null
      const [current] = await toEntriesJson(ctx.db, [row])
      return {
        current,
        changedBy: await lastChangeOfEntry(ctx.db, row.entry.id),
        changedAt: current.updated_at,
      }
    },
    'Knowledge entry not found',
  )
  // Both the old and the new place of the entry (a scope change moves it).
  announceKnowledgeChange(ctx, [before, entry])
  return entryJson(ctx, id)
}

/**
 * Issue 33 item 4: one click puts an earlier version's content back. A version that was approved
 * answers again at once (restoring needs the right to approve); any other version restored on an
 * approved entry waits for approval like an edit.
 */
export async function restoreKnowledgeEntryVersion(
  ctx: AuthedContext,
  id: string,
  versionId: string,
  expectedUpdatedAt: string,
): Promise<KnowledgeEntryJson> {
  const { entry } = await getEntryOr404(ctx, id)
  const [version] = isUuid(versionId) ? await versionsByIds(ctx.db, [versionId]) : []
  if (!version || version.entryId !== entry.id) throw new AppError('NOT_FOUND', 'Version not found')
  const status =
    version.status === 'approved' || entry.status !== 'approved' ? version.status : 'pending_review'
  return updateKnowledgeEntry(
    ctx,
    entry.id,
    {
      expected_updated_at: expectedUpdatedAt,
      question: version.question,
      alternative_questions: version.alternativeQuestions,
      answer: version.answer,
      language_code: version.languageCode,
      status,
    },
    'restored',
  )
}

/** Issue 33 item 4: drops an edit that waits for approval; the approved content stays. */
export async function discardPendingVersion(ctx: AuthedContext, id: string): Promise<KnowledgeEntryJson> {
  const { entry } = await getEntryOr404(ctx, id)
  if (!entry.pendingVersionId) throw new AppError('CONFLICT', 'No change is waiting for approval')
  await ctx.db.transaction(async (tx) => {
    await setPendingVersion(tx, entry.id, null)
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'kb_entry.update',
      entityType: 'kb_entry',
      entityId: entry.id,
      details: { ...entryAuditDetails(entry), fields: [], pendingDiscarded: true },
    })
  })
  return entryJson(ctx, entry.id)
}

export async function deleteKnowledgeEntry(ctx: AuthedContext, id: string): Promise<DeletedKnowledgeItem> {
  const { entry } = await getEntryOr404(ctx, id)
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteEntry(tx, entry.id)
    if (row)
      await recordAudit(tx, {
        actorId: ctx.actor.userId,
        action: 'kb_entry.delete',
        entityType: 'kb_entry',
        entityId: entry.id,
        details: { ...entryAuditDetails(entry), status: entry.status },
      })
    return row
  })
  if (deleted) announceKnowledgeChange(ctx, [deleted])
  return { id: entry.id, deleted: true }
}

/**
 * Spec §4: approve sets approved and records approved_at and approved_by; already approved ones
 * stay as they are. Each entry approved gets its own audit entry (marked `bulk` from the list's
 * bulk action), so the log can be filtered by entry.
 */
export async function approveKnowledgeEntries(
  ctx: AuthedContext,
  ids: readonly string[],
  options: { bulk: boolean } = { bulk: true },
): Promise<BulkApproveResponse> {
  const unique = [...new Set(ids)]
  const found = await existingEntryIds(ctx.db, unique)
  if (found.length !== unique.length) throw new AppError('NOT_FOUND', 'Knowledge entry not found')
  const approved = await ctx.db.transaction(async (tx) => {
    const rows = await approveEntries(tx, unique, ctx.actor.userId, new Date())
    await insertHistory(
      tx,
      rows.map((row) => historyRowOf(row, 'approved', ctx.actor.userId)),
    )
    await recordAudits(
      tx,
      rows.map((row) => ({
        actorId: ctx.actor.userId,
        action: 'kb_entry.approve' as const,
        entityType: 'kb_entry' as const,
        entityId: row.id,
        details: { ...entryAuditDetails(row), ...(options.bulk ? { bulk: true, count: rows.length } : {}) },
      })),
    )
    return rows
  })
  announceKnowledgeChange(ctx, approved)
  await markReviewedBotsReady(
    ctx.db,
    approved.map((row) => row.botId).filter((id): id is string => id !== null),
  )
  return { approved: approved.length, ids: approved.map((row) => row.id) }
}

export async function approveKnowledgeEntry(ctx: AuthedContext, id: string): Promise<KnowledgeEntryJson> {
  await getEntryOr404(ctx, id)
  await approveKnowledgeEntries(ctx, [id], { bulk: false })
  return entryJson(ctx, id)
}

/** The filtered entries as a file (issue 6: "export of the filtered entries as CSV or JSON"). */
export async function exportKnowledgeEntries(ctx: AuthedContext, query: ExportQuery) {
  if (query.bot_id) await getBotOr404(ctx, query.bot_id)
  const entries = await toEntriesJson(ctx.db, await listEntries(ctx.db, filterOf(query), null))
  const stamp = new Date().toISOString().slice(0, 10)
  if (query.format === 'csv') {
    const rows = entries.map((entry) => [
      entry.question,
      entry.answer,
      entry.language_code,
      entry.status,
      entry.priority,
      entry.scope,
      entry.tags.map((tag) => tag.name).join(';'),
      entry.alternative_questions.join(PHRASING_SEPARATOR),
    ])
    return {
      body: toCsvText([[...KNOWLEDGE_CSV_COLUMNS], ...rows]),
      contentType: 'text/csv; charset=utf-8',
      fileName: `knowledge-${stamp}.csv`,
    }
  }
  const json = entries.map((entry) => ({
    question: entry.question,
    answer: entry.answer,
    language_code: entry.language_code,
    status: entry.status,
    priority: entry.priority,
    scope: entry.scope,
    tags: entry.tags.map((tag) => tag.name),
    alternative_questions: entry.alternative_questions,
  }))
  return {
    body: JSON.stringify(json, null, 2),
    contentType: 'application/json; charset=utf-8',
    fileName: `knowledge-${stamp}.json`,
  }
}
