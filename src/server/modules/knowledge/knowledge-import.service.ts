import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { recordAudit } from '#server/lib/audit'
import { findKnowledgeBaseId } from '#server/modules/bots/bots.queries'
import { getBotOr404 } from '#server/modules/bots/bots.service'
import {
  KNOWLEDGE_IMPORT_PREVIEW_COUNT,
  type KnowledgeImportEntry,
  type KnowledgeImportPreviewJson,
  type KnowledgeImportResult,
  type KnowledgeImportRowError,
  knowledgeImportEntrySchema,
  type knowledgeImportRequestSchema,
  type knowledgeImportTextSchema,
} from '#shared/schemas/knowledge'
import {
  ensureTags,
  insertEntries,
  insertEntryTags,
  insertHistory,
  type NewEntry,
} from './knowledge.queries.ts'
import { parseImportText } from './knowledge-import-text.ts'
import { withoutQuestion } from './phrasings.ts'

/** At most this many row errors are listed; the message gives the total. */
const ROW_ERRORS_LISTED = 100

/** Checks every row: the valid entries, and each problem of the others with its row. */
export function validateImportRows(rows: readonly unknown[]): {
  entries: KnowledgeImportEntry[]
  errors: KnowledgeImportRowError[]
} {
  const entries: KnowledgeImportEntry[] = []
  const errors: KnowledgeImportRowError[] = []
  rows.forEach((row, index) => {
    const result = knowledgeImportEntrySchema.safeParse(row)
    if (result.success) entries.push(result.data)
    else
      for (const issue of result.error.issues)
        errors.push({ index, field: issue.path.join('.') || '(entry)', message: issue.message })
  })
  return { entries, errors }
}

interface CheckedRows {
  entries: KnowledgeImportEntry[]
  /** Rows left out (only with skipInvalid). */
  skipped: number
  errors: KnowledgeImportRowError[]
}

/**
 * The rows an import takes. All or nothing unless `skipInvalid` (issue 36): then the valid rows,
 * and the others reported. With no valid row at all there is nothing to take either way (422).
 */
function checkedRows(rows: readonly unknown[], skipInvalid: boolean): CheckedRows {
  const { entries, errors } = validateImportRows(rows)
  if (errors.length === 0) return { entries, skipped: 0, errors: [] }
  const listed = errors.slice(0, ROW_ERRORS_LISTED)
  const rowsWithErrors = new Set(errors.map((error) => error.index)).size
  if (skipInvalid && entries.length > 0) return { entries, skipped: rowsWithErrors, errors: listed }
  throw new AppError(
    'UNPROCESSABLE',
    `${rowsWithErrors} of ${rows.length} entries are invalid; nothing was imported.`,
    { rows: listed },
  )
}

/** The import dialog's preview: the text parsed and checked like the import, the first 5 entries shown. */
export async function previewImportText(
  ctx: AuthedContext,
  botId: string,
  input: z.output<typeof knowledgeImportTextSchema>,
): Promise<KnowledgeImportPreviewJson> {
  await getBotOr404(ctx, botId)
  const { entries, skipped, errors } = checkedRows(
    parseImportText(input.format, input.data),
    input.skip_invalid,
  )
  return {
    total: entries.length,
    preview: entries.slice(0, KNOWLEDGE_IMPORT_PREVIEW_COUNT),
    invalid: skipped,
    errors,
  }
}

/** The import route's body: parsed entries, or CSV/JSON text parsed here with the real parser. */
export function importRequestRows(body: z.output<typeof knowledgeImportRequestSchema>): {
  rows: readonly unknown[]
  skipInvalid: boolean
} {
  return {
    rows: 'entries' in body ? body.entries : parseImportText(body.format, body.data),
    skipInvalid: body.skip_invalid,
  }
}

/**
 * Imports entries into a bot's knowledge base in one transaction, ids in input order: all or
 * nothing, or with `skipInvalid` the valid rows, the others reported (issue 36). Global-scope rows
 * become global entries (no bot). Status defaults to draft as on create (spec §7); pass status
 * 'approved' for entries that should answer right away.
 */
export async function importKnowledge(
  ctx: AuthedContext,
  botId: string,
  { rows, skipInvalid }: { rows: readonly unknown[]; skipInvalid: boolean },
): Promise<KnowledgeImportResult> {
  const bot = await getBotOr404(ctx, botId)
  const { entries, skipped, errors } = checkedRows(rows, skipInvalid)
  const userId = ctx.actor.userId
  const now = new Date()

  const ids = await ctx.db.transaction(async (tx) => {
    const knowledgeBaseId = await findKnowledgeBaseId(tx, bot.id)
    const values: NewEntry[] = entries.map((entry) => {
      const global = entry.scope === 'global'
      const approved = entry.status === 'approved'
      return {
        knowledgeBaseId: global ? null : knowledgeBaseId,
        botId: global ? null : bot.id,
        question: entry.question,
        alternativeQuestions: withoutQuestion(entry.alternative_questions, entry.question),
        answer: entry.answer,
        languageCode: entry.language_code,
        scope: entry.scope,
        priority: entry.priority,
        status: entry.status,
        createdBy: userId,
        approvedAt: approved ? now : null,
        approvedBy: approved ? userId : null,
      }
    })
    const inserted = await insertEntries(tx, values)
    const tagIds = await ensureTags(
      tx,
      entries.flatMap((entry) => entry.tags),
      userId,
    )
    const links = entries.flatMap((entry, i) =>
      entry.tags.map((tag) => ({ entryId: inserted[i], tagId: tagIds.get(tag.toLowerCase()) as string })),
    )
    await insertEntryTags(tx, links)
    await insertHistory(
      tx,
      values.map((value, i) => ({
        entryId: inserted[i],
        action: 'created' as const,
        changedBy: userId,
        question: value.question,
        alternativeQuestions: value.alternativeQuestions,
        answer: value.answer,
        status: value.status ?? 'draft',
        languageCode: value.languageCode ?? 'en',
        priority: value.priority ?? 5,
      })),
    )
    // One audit entry for the whole import (thousands of rows would drown the log).
    await recordAudit(tx, {
      actorId: userId,
      action: 'kb_entry.import',
      entityType: 'bot',
      entityId: bot.id,
      details: { name: bot.name, count: inserted.length, ...(skipped > 0 ? { skipped } : {}) },
    })
    return inserted
  })

  // After the commit, so no request can rebuild the index from data that is about to change.
  ctx.assistant.knowledgeChanged(bot.id)
  if (entries.some((entry) => entry.scope === 'global')) ctx.assistant.knowledgeChanged(null)
  return { created: ids.length, ids, skipped, errors }
}
