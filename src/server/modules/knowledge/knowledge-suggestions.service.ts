import { and, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { detectLanguage } from '#server/assistant/language/detect-language'
import { isAssistantLanguage } from '#server/assistant/language/languages'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { AppError } from '#server/lib/app-error'
import { getBotOr404, isUuid } from '#server/modules/bots/bots.service'
import {
  type KnowledgeSuggestionJson,
  LINKED_SUGGESTION_NOTE,
  type ResolvedSuggestionResponse,
  type resolveSuggestionInputSchema,
  type SuggestionListResponse,
  type suggestionListQuerySchema,
} from '#shared/schemas/knowledge'
import {
  addPhrasing,
  announceKnowledgeChange,
  entryJson,
  findEntryOfBotOr404,
  insertKnowledgeEntry,
} from './knowledge.service.ts'

type SuggestionRow = typeof knowledgeSuggestions.$inferSelect

/** The question's language as recorded; rows from before it was recorded get the detected one. */
export const languageOf = (row: SuggestionRow) =>
  isAssistantLanguage(row.languageCode) ? row.languageCode : detectLanguage(row.userQuestion).language

export const toJson = (
  row: SuggestionRow,
  closed: { resolvedByName: string | null; entryQuestion: string | null } = {
    resolvedByName: null,
    entryQuestion: null,
  },
): KnowledgeSuggestionJson => ({
  id: row.id,
  bot_id: row.botId,
  user_question: row.userQuestion,
  bot_response: row.botResponse,
  confidence_score: row.confidenceScore,
  frequency_count: row.frequencyCount,
  suggestion_type: row.suggestionType,
  status: row.status,
  language_code: languageOf(row),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
  resolved_by_name: closed.resolvedByName,
  knowledge_entry_id: row.knowledgeEntryId,
  knowledge_entry_question: closed.entryQuestion,
  resolution_note: row.resolutionNote,
  resolved_confidence: row.resolvedConfidence,
})

/** How many closed suggestions the history shows, newest first. */
export const SUGGESTION_HISTORY_LIMIT = 100

/**
 * Spec §4: pending suggestions, most frequent first, then newest first. `closed` is the inbox's
 * history (issue 33 item 6): resolved and dismissed ones, newest first, with who or what closed them.
 */
export async function listSuggestions(
  ctx: AuthedContext,
  botId: string,
  query: z.output<typeof suggestionListQuerySchema> = { status: 'pending' },
): Promise<SuggestionListResponse> {
  const bot = await getBotOr404(ctx, botId)
  if (query.status === 'pending') {
    const rows = await ctx.db
      .select()
      .from(knowledgeSuggestions)
      .where(and(eq(knowledgeSuggestions.botId, bot.id), eq(knowledgeSuggestions.status, 'pending')))
      .orderBy(desc(knowledgeSuggestions.frequencyCount), desc(knowledgeSuggestions.createdAt))
      .limit(500)
    return { suggestions: rows.map((row) => toJson(row)) }
  }
  const rows = await ctx.db
    .select({
      suggestion: knowledgeSuggestions,
      resolvedByName: user.name,
      entryQuestion: kbEntries.question,
    })
    .from(knowledgeSuggestions)
    .leftJoin(user, eq(user.id, knowledgeSuggestions.resolvedBy))
    .leftJoin(kbEntries, eq(kbEntries.id, knowledgeSuggestions.knowledgeEntryId))
    .where(
      and(
        eq(knowledgeSuggestions.botId, bot.id),
        inArray(knowledgeSuggestions.status, ['resolved', 'dismissed']),
      ),
    )
    .orderBy(desc(knowledgeSuggestions.resolvedAt), desc(knowledgeSuggestions.id))
    .limit(SUGGESTION_HISTORY_LIMIT)
  return {
    suggestions: rows.map((row) =>
      toJson(row.suggestion, { resolvedByName: row.resolvedByName, entryQuestion: row.entryQuestion }),
    ),
  }
}

async function pendingSuggestionOr404(ctx: AuthedContext, botId: string, id: string) {
  const bot = await getBotOr404(ctx, botId)
  const [row] = isUuid(id)
    ? await ctx.db
        .select()
        .from(knowledgeSuggestions)
        .where(and(eq(knowledgeSuggestions.id, id), eq(knowledgeSuggestions.botId, bot.id)))
    : []
  if (!row) throw new AppError('NOT_FOUND', 'Suggestion not found')
  if (row.status !== 'pending') throw new AppError('CONFLICT', `This suggestion is already ${row.status}`)
  return row
}

/** Resolves a still-pending suggestion by the caller, in their transaction. */
export async function markResolved(
  tx: Executor,
  ctx: AuthedContext,
  id: string,
  how: { knowledgeEntryId: string; resolutionNote?: string },
) {
  const [resolved] = await tx
    .update(knowledgeSuggestions)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: ctx.actor.userId, ...how })
    // Only a still-pending row: a concurrent dismissal wins and this rolls back.
    .where(and(eq(knowledgeSuggestions.id, id), eq(knowledgeSuggestions.status, 'pending')))
    .returning({ id: knowledgeSuggestions.id })
  if (!resolved) throw new AppError('CONFLICT', 'This suggestion was handled by someone else')
}

/**
 * Spec §4: creating an entry from a suggestion resolves it (resolved_at, resolved_by and the
 * entry id), both in one transaction. The entry is approved unless the reviewer says otherwise, so
 * the next user asking gets the answer at once.
 */
export async function resolveSuggestion(
  ctx: AuthedContext,
  botId: string,
  id: string,
  input: z.output<typeof resolveSuggestionInputSchema>,
): Promise<ResolvedSuggestionResponse> {
  const suggestion = await pendingSuggestionOr404(ctx, botId, id)
  const entry = await ctx.db.transaction(async (tx) => {
    const created = await insertKnowledgeEntry(ctx, tx, {
      bot_id: suggestion.botId,
      question: input.question,
      answer: input.answer,
      language_code: input.language_code,
      scope: 'bot_specific',
      priority: 5,
      status: input.status,
      tags: input.tags,
      file_ids: [],
    })
    await markResolved(tx, ctx, suggestion.id, { knowledgeEntryId: created.id })
    return created
  })
  announceKnowledgeChange(ctx, [entry])
  return { suggestion_id: suggestion.id, entry: await entryJson(ctx, entry.id) }
}

/**
 * Issue 33 item 3: a suggestion the bot already has an entry for is linked to it: its question
 * becomes a phrasing of the entry (so it is answered next time) and the suggestion is resolved with
 * the entry, both in one transaction.
 */
export async function linkSuggestion(
  ctx: AuthedContext,
  botId: string,
  id: string,
  entryId: string,
): Promise<ResolvedSuggestionResponse> {
  const suggestion = await pendingSuggestionOr404(ctx, botId, id)
  const entry = await ctx.db.transaction(async (tx) => {
    // Read through the transaction: PGlite has one connection.
    const target = await findEntryOfBotOr404(tx, suggestion.botId, entryId)
    const linked = await addPhrasing(ctx, tx, target, suggestion.userQuestion, 'suggestion')
    await markResolved(tx, ctx, suggestion.id, {
      knowledgeEntryId: linked.id,
      resolutionNote: LINKED_SUGGESTION_NOTE,
    })
    return linked
  })
  announceKnowledgeChange(ctx, [entry])
  return { suggestion_id: suggestion.id, entry: await entryJson(ctx, entry.id) }
}

/** Spec §4: dismissed records resolved_at and resolved_by. */
export async function dismissSuggestion(
  ctx: AuthedContext,
  botId: string,
  id: string,
): Promise<KnowledgeSuggestionJson> {
  const suggestion = await pendingSuggestionOr404(ctx, botId, id)
  const [row] = await ctx.db
    .update(knowledgeSuggestions)
    .set({
      status: 'dismissed',
      resolvedAt: new Date(),
      resolvedBy: ctx.actor.userId,
      askedSinceDismissed: 0,
    })
    .where(and(eq(knowledgeSuggestions.id, suggestion.id), eq(knowledgeSuggestions.status, 'pending')))
    .returning()
  if (!row) throw new AppError('CONFLICT', 'This suggestion was handled by someone else')
  return toJson(row)
}
