import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { knowledgeSuggestions } from '#server/db/schema/knowledge'
import { questionTerms } from './knowledge-gaps.ts'
import type { AssistantLanguage } from './language/languages.ts'

/**
 * A picked choice is evidence for a phrasing (issue 33 item 2): the user asked a question, was offered
 * close entries and picked one, so the question is a way of asking that entry's question. It goes to
 * the bot's suggestion inbox as a `choice_picked` suggestion holding the question and the picked
 * entry (knowledge_entry_id), where a trainer can add the question to the entry as a phrasing (the
 * link resolution of item 3) or dismiss it. The same question picked for the same entry again counts
 * up the pending suggestion (frequency_count); once a trainer dismissed it, picks of it stay out.
 */

export interface ChoicePick {
  botId: string
  /** The user's question the choices were offered for. */
  question: string
  language: AssistantLanguage
  entryId: string
  /** The picked entry's answer, shown as the bot's reply. */
  answer: string
  /** The confidence of the reply that offered the choices. */
  confidence: number | null
  context?: string | null
  userId?: string | null
}

/** One pending suggestion per bot, entry and question (by its analysed words). */
export function choiceKey(pick: Pick<ChoicePick, 'entryId' | 'question' | 'language'>): string {
  const terms = questionTerms(pick.question, pick.language)
  return `choice:${pick.entryId}:${terms.length > 0 ? terms.join(' ') : pick.question.trim().toLowerCase()}`
}

/** Records the pick in the caller's transaction; returns the suggestion's id, or null when dismissed before. */
export async function recordChoicePick(db: Executor, pick: ChoicePick): Promise<string | null> {
  const key = choiceKey(pick)
  const [dismissed] = await db
    .select({ id: knowledgeSuggestions.id })
    .from(knowledgeSuggestions)
    .where(
      and(
        eq(knowledgeSuggestions.botId, pick.botId),
        eq(knowledgeSuggestions.normalizedQuestion, key),
        eq(knowledgeSuggestions.status, 'dismissed'),
      ),
    )
    .limit(1)
  if (dismissed) return null
  const [row] = await db
    .insert(knowledgeSuggestions)
    .values({
      botId: pick.botId,
      userQuestion: pick.question,
      normalizedQuestion: key,
      botResponse: pick.answer,
      context: pick.context ?? null,
      confidenceScore: pick.confidence,
      suggestionType: 'choice_picked',
      knowledgeEntryId: pick.entryId,
      createdBy: pick.userId ?? null,
    })
    .onConflictDoUpdate({
      target: [knowledgeSuggestions.botId, knowledgeSuggestions.normalizedQuestion],
      targetWhere: sql`${knowledgeSuggestions.status} = 'pending'`,
      set: {
        frequencyCount: sql`${knowledgeSuggestions.frequencyCount} + 1`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: knowledgeSuggestions.id })
  return row.id
}
