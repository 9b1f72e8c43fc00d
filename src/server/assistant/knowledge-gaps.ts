import { and, desc, eq, sql } from 'drizzle-orm'
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/client'
import { nowValue, prepared, preparedNow } from '#server/db/prepared'
import { knowledgeSuggestions } from '#server/db/schema/knowledge'
import { analyze } from './analysis/analyze.ts'
import { type AssistantLanguage, isAssistantLanguage } from './language/languages.ts'
import type { AssistantAnswer } from './types.ts'

/**
 * Knowledge gaps become suggestions in the bot's inbox (spec §4): a question that escalated as a
 * knowledge gap or was not answered from knowledge is an unmatched_question; one answered below
 * LOW_CONFIDENCE_BELOW is a low_confidence one. The same question asked again, asked differently,
 * or asked in another language increments the pending suggestion's frequency_count instead of
 * adding a row:
 * - low-confidence answers group by the entry they matched (a Swedish and a Norwegian wording that
 *   both land on one entry are one gap in that entry), key `entry:<id>`;
 * - unmatched questions group by their analysed words (stems, stop words out, sorted), key
 *   `terms:<language>:<stems>`, and also join an existing pending suggestion whose words overlap
 *   by at least SAME_QUESTION_OVERLAP (Jaccard), so small rewordings are the same question.
 */
export const LOW_CONFIDENCE_BELOW = 0.7
export const SAME_QUESTION_OVERLAP = 0.6
/**
 * A dismissed question asked again is counted on the dismissed suggestion (asked_since_dismissed)
 * and stays out of the inbox; only when it is asked this many times after the dismissal does it come
 * back as a new pending suggestion, with that count as its frequency (issue 6: "does not come back as
 * new pending noise unless it keeps being asked"). Dismissing the new one starts the count again.
 */
export const DISMISSED_QUESTION_RETURNS_AFTER = 3
/** How many recent pending suggestions a new question is compared with. */
const CANDIDATES_COMPARED = 500

export type KnowledgeGapType = 'unmatched_question' | 'low_confidence'

export function knowledgeGapTypeOf(answer: AssistantAnswer): KnowledgeGapType | null {
  // A request for a person is not a gap in the knowledge.
  if (answer.escalationType === 'specialist_contact') return null
  if (answer.escalationType === 'knowledge_gap' || !answer.knowledgeBased) return 'unmatched_question'
  if (answer.confidence < LOW_CONFIDENCE_BELOW) return 'low_confidence'
  return null
}

export function questionTerms(question: string, language: AssistantLanguage): string[] {
  const terms = analyze(question, language)
    .filter((term) => term.weight >= 1)
    .map((term) => term.term)
  return [...new Set(terms)].sort()
}

export function suggestionKey(
  type: KnowledgeGapType,
  question: string,
  answer: Pick<AssistantAnswer, 'language' | 'sources'>,
): string {
  const entryId = answer.sources[0]?.entryId
  if (type === 'low_confidence' && entryId) return `entry:${entryId}`
  const terms = questionTerms(question, answer.language)
  // A question with no content words (e.g. only stop words) keeps its normalised text.
  return `terms:${answer.language}:${terms.length > 0 ? terms.join(' ') : question.trim().toLowerCase()}`
}

function termsOfKey(key: string): string[] | null {
  const match = /^terms:[a-z]{2}:(.*)$/.exec(key)
  return match ? match[1].split(' ').filter(Boolean) : null
}

export function overlap(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0
  const setB = new Set(b)
  const shared = a.filter((term) => setB.has(term)).length
  return shared / (a.length + b.length - shared)
}

export interface RecordKnowledgeGapInput {
  botId: string
  question: string
  answer: AssistantAnswer
  /** Extra context (e.g. the chat session), stored as given. */
  context?: string | null
  userId?: string | null
}

export interface RecordedGap {
  suggestionId: string
  type: KnowledgeGapType
  /** False when an existing pending suggestion was counted up. */
  created: boolean
  frequencyCount: number
  /** True when the question was counted on a dismissed suggestion and kept out of the inbox. */
  countedOnDismissed: boolean
}

/** The dismissed suggestion a question belongs to: same key, or (for word keys) overlapping words. */
function closestKey(key: string, candidates: readonly string[]): string | null {
  if (candidates.includes(key)) return key
  const terms = termsOfKey(key)
  if (!terms || terms.length === 0) return null
  let best = 0
  let found: string | null = null
  for (const candidate of candidates) {
    const other = termsOfKey(candidate)
    if (!other) continue
    const similarity = overlap(terms, other)
    if (similarity >= SAME_QUESTION_OVERLAP && similarity > best) {
      best = similarity
      found = candidate
    }
  }
  return found
}

/**
 * The bot's most recent pending suggestions and its most recently dismissed ones, in one read: a
 * chat send waits for this (issue 12, bench/chat-send.ts). A named prepared statement, as is the
 * write below.
 */
async function suggestionCandidates(db: Executor, botId: string) {
  const statement = prepared(db, 'knowledge_gap_candidates', (name) => {
    const candidates = (status: 'pending' | 'dismissed', newest: AnyPgColumn) =>
      db
        .select({
          id: knowledgeSuggestions.id,
          key: knowledgeSuggestions.normalizedQuestion,
          status: knowledgeSuggestions.status,
          at: sql<unknown>`${newest}`.as('at'),
        })
        .from(knowledgeSuggestions)
        .where(
          and(
            eq(knowledgeSuggestions.botId, sql.placeholder('botId')),
            eq(knowledgeSuggestions.status, status),
          ),
        )
        .orderBy(desc(newest))
        .limit(CANDIDATES_COMPARED)
    // Each part newest first (ties keep the newest candidate), stated for the whole union too.
    return unionAll(
      candidates('pending', knowledgeSuggestions.updatedAt),
      candidates('dismissed', knowledgeSuggestions.resolvedAt),
    )
      .orderBy(sql`status`, sql`at desc`)
      .prepare(name)
  })
  const rows = await statement.execute({ botId })
  return {
    pending: rows.filter((row) => row.status === 'pending').map((row) => row.key),
    dismissed: rows.filter((row) => row.status === 'dismissed'),
  }
}

/**
 * The gap as a new pending suggestion, or counted on the pending one with the same key: one pending
 * row per (bot, key), as the partial unique index makes concurrent inserts of the same question
 * meet in the ON CONFLICT branch instead of creating duplicates.
 */
function prepareSuggestionUpsert(db: Executor, name: string) {
  const value = (key: string) => sql.placeholder(key)
  return db
    .insert(knowledgeSuggestions)
    .values({
      botId: value('botId'),
      userQuestion: value('userQuestion'),
      normalizedQuestion: value('normalizedQuestion'),
      botResponse: value('botResponse'),
      context: value('context'),
      confidenceScore: value('confidenceScore'),
      suggestionType: value('suggestionType'),
      frequencyCount: value('frequencyCount'),
      createdBy: value('createdBy'),
      languageCode: value('languageCode'),
    })
    .onConflictDoUpdate({
      target: [knowledgeSuggestions.botId, knowledgeSuggestions.normalizedQuestion],
      targetWhere: sql`${knowledgeSuggestions.status} = 'pending'`,
      set: {
        frequencyCount: sql`${knowledgeSuggestions.frequencyCount} + 1`,
        // The lowest confidence seen is the most telling for the reviewer.
        confidenceScore: sql`least(${knowledgeSuggestions.confidenceScore}, excluded.confidence_score)`,
        updatedAt: preparedNow,
      },
    })
    .returning({
      id: knowledgeSuggestions.id,
      frequencyCount: knowledgeSuggestions.frequencyCount,
      suggestionType: knowledgeSuggestions.suggestionType,
    })
    .prepare(name)
}

/**
 * Records the gap of one answered message, or does nothing (null) when it was not a gap. One read
 * and one write statement, so no transaction: under read committed one would not keep the
 * candidates from changing either, and the partial unique index is what keeps one pending row per
 * key.
 */
export async function recordKnowledgeGap(
  db: Executor,
  input: RecordKnowledgeGapInput,
): Promise<RecordedGap | null> {
  const type = knowledgeGapTypeOf(input.answer)
  if (!type) {
    await resolveAnsweredSuggestion(db, input)
    return null
  }
  const key = suggestionKey(type, input.question, input.answer)
  const candidates = await suggestionCandidates(db, input.botId)

  let target = closestKey(key, candidates.pending)
  let frequencyCount = 1
  if (!target) {
    target = key
    const dismissedKey = closestKey(
      key,
      candidates.dismissed.map((row) => row.key),
    )
    const dismissed = candidates.dismissed.find((row) => row.key === dismissedKey)
    // Null when the dismissed suggestion was deleted meanwhile: then the question is simply new.
    const asked = dismissed ? await countOnDismissed(db, dismissed.id) : null
    if (dismissed && asked !== null) {
      if (asked < DISMISSED_QUESTION_RETURNS_AFTER)
        return {
          suggestionId: dismissed.id,
          type,
          created: false,
          frequencyCount: asked,
          countedOnDismissed: true,
        }
      target = dismissed.key
      frequencyCount = asked
    }
  }
  const upsert = prepared(db, 'knowledge_gap_upsert', (name) => prepareSuggestionUpsert(db, name))
  const [row] = await upsert.execute({
    botId: input.botId,
    userQuestion: input.question,
    normalizedQuestion: target,
    botResponse: input.answer.content,
    context: input.context ?? null,
    confidenceScore: input.answer.confidence,
    suggestionType: type,
    frequencyCount,
    createdBy: input.userId ?? null,
    languageCode: input.answer.language,
    now: nowValue(),
  })
  return {
    suggestionId: row.id,
    type: row.suggestionType as KnowledgeGapType,
    created: row.frequencyCount === frequencyCount,
    frequencyCount: row.frequencyCount,
    countedOnDismissed: false,
  }
}

/**
 * Counts the question on a dismissed suggestion and returns the count since the dismissal, reset
 * to 0 in the row once it reaches DISMISSED_QUESTION_RETURNS_AFTER (the question then returns to
 * the inbox). One statement: the row lock orders concurrent counts.
 */
async function countOnDismissed(db: Executor, suggestionId: string): Promise<number | null> {
  const counted = db.$with('counted').as(
    db
      .select({
        id: knowledgeSuggestions.id,
        asked: sql<number>`${knowledgeSuggestions.askedSinceDismissed} + 1`.as('asked'),
      })
      .from(knowledgeSuggestions)
      .where(eq(knowledgeSuggestions.id, suggestionId))
      .for('update'),
  )
  const [row] = await db
    .with(counted)
    .update(knowledgeSuggestions)
    .set({
      askedSinceDismissed: sql`case when ${counted.asked} >= ${DISMISSED_QUESTION_RETURNS_AFTER} then 0 else ${counted.asked} end`,
    })
    .from(counted)
    .where(eq(knowledgeSuggestions.id, counted.id))
    .returning({ asked: counted.asked })
  return row ? Number(row.asked) : null
}

/** An answer at least this confident closes the pending suggestion of the same question. */
export const ANSWERED_CLOSES_AT = LOW_CONFIDENCE_BELOW

export interface ResolvedByAnswer {
  suggestionId: string
  entryId: string
  confidence: number
  note: string
}

/** Whether an answer is confident enough to close the question's suggestion. */
export function answersWithConfidence(answer: AssistantAnswer): boolean {
  return (
    answer.knowledgeBased &&
    !answer.needsEscalation &&
    answer.confidence >= ANSWERED_CLOSES_AT &&
    answer.sources[0] !== undefined
  )
}

/** The words of a pending suggestion's question: from its key, or analysed from its text. */
function pendingTerms(
  row: { key: string; question: string; language: string | null },
  fallback: AssistantLanguage,
) {
  const fromKey = termsOfKey(row.key)
  if (fromKey) return fromKey
  const language = isAssistantLanguage(row.language) ? row.language : fallback
  return questionTerms(row.question, language)
}

/**
 * Issue 33 item 6: a pending suggestion whose question is later answered with confidence (>=
 * ANSWERED_CLOSES_AT, not escalated) is closed: status resolved, no person in resolved_by, the
 * answering entry in knowledge_entry_id and a note saying what closed it ('Answered by entry "..."
 * at 0.82'). The same question is the one recordKnowledgeGap would count it on: the same words
 * key, or words overlapping by SAME_QUESTION_OVERLAP (for a suggestion grouped by entry, the words
 * of its question). Returns null when nothing was pending for the question.
 */
export async function resolveAnsweredSuggestion(
  db: Executor,
  input: RecordKnowledgeGapInput,
): Promise<ResolvedByAnswer | null> {
  const { answer } = input
  const source = answer.sources[0]
  if (!answersWithConfidence(answer) || !source) return null
  const terms = questionTerms(input.question, answer.language)
  const key = suggestionKey('unmatched_question', input.question, answer)
  // Runs after most chat answers (the confident ones): a named prepared statement, as the gap's reads.
  const statement = prepared(db, 'knowledge_gap_pending_questions', (name) =>
    db
      .select({
        id: knowledgeSuggestions.id,
        key: knowledgeSuggestions.normalizedQuestion,
        question: knowledgeSuggestions.userQuestion,
        language: knowledgeSuggestions.languageCode,
      })
      .from(knowledgeSuggestions)
      .where(
        and(
          eq(knowledgeSuggestions.botId, sql.placeholder('botId')),
          eq(knowledgeSuggestions.status, 'pending'),
        ),
      )
      .orderBy(desc(knowledgeSuggestions.updatedAt))
      .limit(CANDIDATES_COMPARED)
      .prepare(name),
  )
  const pending = await statement.execute({ botId: input.botId })
  let best: { id: string; similarity: number } | null = null
  for (const row of pending) {
    const similarity = row.key === key ? 1 : overlap(terms, pendingTerms(row, answer.language))
    if (similarity >= SAME_QUESTION_OVERLAP && (!best || similarity > best.similarity))
      best = { id: row.id, similarity }
  }
  if (!best) return null
  const confidence = Math.round(answer.confidence * 100) / 100
  const note = `Answered by entry "${source.question}" at ${confidence.toFixed(2)}`
  const [closed] = await db
    .update(knowledgeSuggestions)
    .set({
      status: 'resolved',
      resolvedAt: new Date(),
      resolvedBy: null,
      knowledgeEntryId: source.entryId,
      resolutionNote: note,
      resolvedConfidence: answer.confidence,
    })
    // Only while still pending: a reviewer handling it at the same moment wins.
    .where(and(eq(knowledgeSuggestions.id, best.id), eq(knowledgeSuggestions.status, 'pending')))
    .returning({ id: knowledgeSuggestions.id })
  return closed
    ? { suggestionId: closed.id, entryId: source.entryId, confidence: answer.confidence, note }
    : null
}
