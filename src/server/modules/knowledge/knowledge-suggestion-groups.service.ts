import { and, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { analyze } from '#server/assistant/analysis/analyze'
import { Glossary } from '#server/assistant/glossary'
import { loadGlossary } from '#server/assistant/knowledge-source'
import { groupQuestions } from '#server/assistant/question-groups'
import type { Executor } from '#server/db/client'
import { knowledgeSuggestions } from '#server/db/schema/knowledge'
import { AppError } from '#server/lib/app-error'
import { getBotOr404 } from '#server/modules/bots/bots.service'
import {
  type DismissedSuggestionsResponse,
  LINKED_SUGGESTION_NOTE,
  type ResolvedSuggestionGroupResponse,
  type resolveSuggestionGroupInputSchema,
  type SuggestionGroupListResponse,
} from '#shared/schemas/knowledge'
import {
  addPhrasing,
  announceKnowledgeChange,
  entryJson,
  findEntryOfBotOr404,
  insertKnowledgeEntry,
} from './knowledge.service.ts'
import { languageOf, toJson } from './knowledge-suggestions.service.ts'
import { withPhrasing } from './phrasings.ts'

/**
 * Issue 36 item 3: the inbox as groups of near-duplicate questions (assistant/question-groups.ts,
 * with the bot's glossary so a question and its translation meet), most asked first. Each group
 * shows what the bot answered the last time one of its questions came in.
 */
export async function listSuggestionGroups(
  ctx: AuthedContext,
  botId: string,
): Promise<SuggestionGroupListResponse> {
  const bot = await getBotOr404(ctx, botId)
  const [rows, glossaryGroups] = await Promise.all([
    ctx.db
      .select()
      .from(knowledgeSuggestions)
      .where(and(eq(knowledgeSuggestions.botId, bot.id), eq(knowledgeSuggestions.status, 'pending')))
      .orderBy(desc(knowledgeSuggestions.frequencyCount), desc(knowledgeSuggestions.createdAt))
      .limit(500),
    loadGlossary(ctx.db, bot.id),
  ])
  const glossary = new Glossary(glossaryGroups, analyze)
  const grouped = groupQuestions(
    rows.map((row) => ({ id: row.id, text: row.userQuestion, language: languageOf(row), row })),
    glossary,
  )
  const groups = grouped.map((members) => {
    const suggestions = members.map((member) => member.row)
    const last = suggestions.reduce((a, b) => (b.updatedAt > a.updatedAt ? b : a))
    return {
      suggestions: suggestions.map((row) => toJson(row)),
      bot_response: last.botResponse,
      confidence_score: last.confidenceScore,
      frequency_count: suggestions.reduce((sum, row) => sum + row.frequencyCount, 0),
    }
  })
  groups.sort((a, b) => b.frequency_count - a.frequency_count)
  return { groups }
}

/** The bot's suggestions by id, locked; all must exist (404) and still be pending (409). */
async function lockPendingSuggestions(tx: Executor, botId: string, ids: readonly string[]) {
  const rows = await tx
    .select()
    .from(knowledgeSuggestions)
    .where(and(eq(knowledgeSuggestions.botId, botId), inArray(knowledgeSuggestions.id, [...ids])))
    .for('update')
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'Suggestion not found')
  const closed = rows.find((row) => row.status !== 'pending')
  if (closed) throw new AppError('CONFLICT', `A chosen suggestion is already ${closed.status}`)
  return rows
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

/** Every question of the group becomes a phrasing of the entry; all are resolved with it, at once. */
export async function linkSuggestionGroup(
  ctx: AuthedContext,
  botId: string,
  input: { suggestion_ids: string[]; entry_id: string },
): Promise<ResolvedSuggestionGroupResponse> {
  const bot = await getBotOr404(ctx, botId)
  const entry = await ctx.db.transaction(async (tx) => {
    const rows = await lockPendingSuggestions(tx, bot.id, input.suggestion_ids)
    let entry = await findEntryOfBotOr404(tx, bot.id, input.entry_id)
    for (const row of rows) entry = await addPhrasing(ctx, tx, entry, row.userQuestion, 'suggestion')
    for (const row of rows)
      await markResolved(tx, ctx, row.id, {
        knowledgeEntryId: entry.id,
        resolutionNote: LINKED_SUGGESTION_NOTE,
      })
    return entry
  })
  announceKnowledgeChange(ctx, [entry])
  return { suggestion_ids: input.suggestion_ids, entry: await entryJson(ctx, entry.id) }
}

/** One entry for the whole group: the trainer's question, the group's other questions as phrasings. */
export async function resolveSuggestionGroup(
  ctx: AuthedContext,
  botId: string,
  input: z.output<typeof resolveSuggestionGroupInputSchema>,
): Promise<ResolvedSuggestionGroupResponse> {
  const bot = await getBotOr404(ctx, botId)
  const entry = await ctx.db.transaction(async (tx) => {
    const rows = await lockPendingSuggestions(tx, bot.id, input.suggestion_ids)
    const phrasings = rows.reduce<string[]>(
      (list, row) => withPhrasing(list, input.question, row.userQuestion),
      [],
    )
    const created = await insertKnowledgeEntry(ctx, tx, {
      bot_id: bot.id,
      question: input.question,
      alternative_questions: phrasings,
      answer: input.answer,
      language_code: input.language_code,
      scope: 'bot_specific',
      priority: 5,
      status: input.status,
      tags: input.tags,
      file_ids: [],
    })
    for (const row of rows) await markResolved(tx, ctx, row.id, { knowledgeEntryId: created.id })
    return created
  })
  announceKnowledgeChange(ctx, [entry])
  return { suggestion_ids: input.suggestion_ids, entry: await entryJson(ctx, entry.id) }
}

/** Spec §4 dismissal, for several suggestions in one transaction: all or none. */
export async function dismissSuggestions(
  ctx: AuthedContext,
  botId: string,
  ids: string[],
): Promise<DismissedSuggestionsResponse> {
  const bot = await getBotOr404(ctx, botId)
  await ctx.db.transaction(async (tx) => {
    await lockPendingSuggestions(tx, bot.id, ids)
    await tx
      .update(knowledgeSuggestions)
      .set({
        status: 'dismissed',
        resolvedAt: new Date(),
        resolvedBy: ctx.actor.userId,
        askedSinceDismissed: 0,
      })
      .where(inArray(knowledgeSuggestions.id, ids))
  })
  return { suggestion_ids: ids }
}
