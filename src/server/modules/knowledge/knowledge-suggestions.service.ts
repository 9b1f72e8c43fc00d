import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  KnowledgeSuggestionJson,
  resolveSuggestionInputSchema,
} from '../../../shared/schemas/knowledge.ts'
import type { AuthedContext } from '../../app-env.ts'
import { knowledgeSuggestions } from '../../db/schema/knowledge.ts'
import { AppError } from '../../lib/app-error.ts'
import { getBotOr404, isUuid } from '../bots/bots.service.ts'
import { announceKnowledgeChange, entryJson, insertKnowledgeEntry } from './knowledge.service.ts'

type SuggestionRow = typeof knowledgeSuggestions.$inferSelect

const toJson = (row: SuggestionRow): KnowledgeSuggestionJson => ({
  id: row.id,
  bot_id: row.botId,
  user_question: row.userQuestion,
  bot_response: row.botResponse,
  confidence_score: row.confidenceScore,
  frequency_count: row.frequencyCount,
  suggestion_type: row.suggestionType,
  status: row.status,
  knowledge_entry_id: row.knowledgeEntryId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** Spec §4: pending suggestions, most frequent first, then newest first. */
export async function listPendingSuggestions(ctx: AuthedContext, botId: string) {
  const bot = await getBotOr404(ctx, botId)
  const rows = await ctx.db
    .select()
    .from(knowledgeSuggestions)
    .where(and(eq(knowledgeSuggestions.botId, bot.id), eq(knowledgeSuggestions.status, 'pending')))
    .orderBy(desc(knowledgeSuggestions.frequencyCount), desc(knowledgeSuggestions.createdAt))
    .limit(500)
  return { suggestions: rows.map(toJson) }
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
) {
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
    const [resolved] = await tx
      .update(knowledgeSuggestions)
      .set({
        status: 'resolved',
        resolvedAt: new Date(),
        resolvedBy: ctx.actor.userId,
        knowledgeEntryId: created.id,
      })
      // Only a still-pending row: a concurrent dismissal wins and this rolls back.
      .where(and(eq(knowledgeSuggestions.id, suggestion.id), eq(knowledgeSuggestions.status, 'pending')))
      .returning()
    if (!resolved) throw new AppError('CONFLICT', 'This suggestion was handled by someone else')
    return created
  })
  announceKnowledgeChange(ctx, [entry])
  return { suggestion_id: suggestion.id, entry: await entryJson(ctx, entry.id) }
}

/** Spec §4: dismissed records resolved_at and resolved_by. */
export async function dismissSuggestion(ctx: AuthedContext, botId: string, id: string) {
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
