import { and, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { detectLanguage } from '#server/assistant/language/detect-language'
import { isAssistantLanguage } from '#server/assistant/language/languages'
import { user } from '#server/db/schema/auth'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { getBotOr404 } from '#server/modules/bots/bots.service'
import type {
  KnowledgeSuggestionJson,
  SuggestionListResponse,
  suggestionListQuerySchema,
} from '#shared/schemas/knowledge'

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
