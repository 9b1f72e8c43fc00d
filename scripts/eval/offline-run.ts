import { createHash } from 'node:crypto'
import { analyze } from '#server/assistant/analysis/analyze'
import { answerFromIndex, type CoreAnswer } from '#server/assistant/answer-message'
import { type ConfidenceModel, featureVector } from '#server/assistant/confidence'
import { buildKnowledgeIndex, type KnowledgeIndex } from '#server/assistant/knowledge-index'
import { detectLanguage } from '#server/assistant/language/detect-language'
import { isAssistantLanguage } from '#server/assistant/language/languages'
import { EMPTY_FEATURES } from '#server/assistant/retrieve'
import type { KnowledgeDocument } from '#server/assistant/types'
import { DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { DEMO_GLOBAL_KB_ENTRIES } from '#server/db/seed/demo-content'
import { type AnswerabilityOutcome, answerabilityFigures, answerabilitySets } from './answerability.ts'
import { type EvalEntry, type EvalSets, isRight, type LanguageSet, type RetrievalSet } from './eval-sets.ts'

/**
 * Runs the evaluation sets through the engine in-process (no server): the same answerFromIndex the
 * server calls, so the calibration fit sees exactly what the HTTP evaluation will measure.
 */

export interface OfflineResult {
  set: string
  outOfScope: boolean
  right: boolean
  confidence: number
  features: number[]
  answer: CoreAnswer
}

export function documentsOf(kb: readonly EvalEntry[]): KnowledgeDocument[] {
  return kb.map((entry) => ({
    id: entry.key,
    question: entry.question,
    answer: entry.answer,
    language: isAssistantLanguage(entry.language_code) ? entry.language_code : 'en',
    priority: 5,
    tags: [],
    scope: 'bot_specific',
  }))
}

export function runOffline(sets: EvalSets, model?: ConfidenceModel): OfflineResult[] {
  const results: OfflineResult[] = []
  const indexes = new Map<EvalEntry[], KnowledgeIndex>()
  for (const set of sets.retrieval) {
    let index = indexes.get(set.kb)
    if (!index) {
      index = buildKnowledgeIndex(documentsOf(set.kb), analyze)
      indexes.set(set.kb, index)
    }
    for (const query of set.queries) results.push(runQuery(index, set, query.text, query.expect, model))
  }
  return results
}

function runQuery(
  index: KnowledgeIndex,
  set: RetrievalSet,
  text: string,
  expect: string | null,
  model?: ConfidenceModel,
): OfflineResult {
  const answer = answerFromIndex(index, {
    message: text,
    rules: DEFAULT_ESCALATION_RULES,
    analyze,
    detect: detectLanguage,
    confidenceModel: model,
  })
  const matched = answer.sources[0]?.entryId ?? null
  return {
    set: set.name,
    outOfScope: expect === null,
    right: isRight(set, { text, expect }, matched),
    confidence: answer.confidence,
    features: answer.retrieval ? featureVector(answer.retrieval.features) : featureVector(EMPTY_FEATURES),
    answer,
  }
}

export interface LanguageResult {
  /** Share right from detectLanguage alone. */
  detector: number
  /**
   * Share right through answerFromIndex on a bot that holds only the seeded global entries, as the
   * HTTP evaluation's language bot does on a fresh server (a confident match may settle the language).
   */
  server: number
  perLanguage: Record<string, string>
}

export function runLanguageOffline(set: LanguageSet): LanguageResult {
  const index = buildKnowledgeIndex(
    DEMO_GLOBAL_KB_ENTRIES.map((entry, i) => ({
      id: `global-${i}`,
      question: entry.question,
      answer: entry.answer,
      language: isAssistantLanguage(entry.languageCode) ? entry.languageCode : 'en',
      priority: entry.priority,
      tags: [],
      scope: 'global',
    })),
    analyze,
  )
  let detector = 0
  let server = 0
  const tally: Record<string, [number, number]> = {}
  for (const item of set.items) {
    tally[item.lang] ??= [0, 0]
    tally[item.lang][1]++
    if (detectLanguage(item.text).language === item.lang) detector++
    const answer = answerFromIndex(index, {
      message: item.text,
      rules: DEFAULT_ESCALATION_RULES,
      analyze,
      detect: detectLanguage,
    })
    if (answer.language === item.lang) {
      server++
      tally[item.lang][0]++
    }
  }
  const n = Math.max(1, set.items.length)
  return {
    detector: detector / n,
    server: server / n,
    perLanguage: Object.fromEntries(Object.entries(tally).map(([lang, [ok, all]]) => [lang, `${ok}/${all}`])),
  }
}

export interface AnswerabilityResult extends AnswerabilityOutcome {
  set: string
  features: number[]
  answer: CoreAnswer
}

/** The answerability runs (answerability.ts) in-process: each set's bot without its left-out quarter. */
export function runAnswerabilityOffline(sets: EvalSets, model?: ConfidenceModel): AnswerabilityResult[] {
  const results: AnswerabilityResult[] = []
  for (const held of answerabilitySets(sets)) {
    const index = buildKnowledgeIndex(documentsOf(held.kb), analyze)
    for (const query of held.queries) {
      const result = runQuery(index, held.set, query.text, query.expect, model)
      const { answer } = result
      results.push({
        set: held.name,
        answerable: query.answerable,
        shown: answer.knowledgeBased && !answer.needsEscalation,
        right: query.answerable && result.right,
        confidence: answer.confidence,
        features: result.features,
        answer,
      })
    }
  }
  return results
}

/**
 * Sizes of the small bots the calibration sees: a bot with few entries must not turn a weak match
 * into a confident one, and should answer what it clearly holds. 5-10 are the demo bots' sizes per
 * language; four samples per size keep each figure on a few hundred questions.
 */
export const SMALL_KB_SIZES = [5, 7, 10, 14, 20, 40] as const
const SMALL_KB_SAMPLES = 4

/**
 * Small bots drawn from the answerability sets (deterministic samples of SMALL_KB_SIZES entries):
 * every query of the set is asked, so most have no answer in the bot. Training data for the
 * small-knowledge-base case, which the sets themselves (110-180 entries) never show.
 */
export function runSmallKbOffline(sets: EvalSets, model?: ConfidenceModel): AnswerabilityResult[] {
  const results: AnswerabilityResult[] = []
  for (const held of answerabilitySets(sets)) {
    for (const size of SMALL_KB_SIZES) {
      for (let sample = 0; sample < SMALL_KB_SAMPLES; sample++) {
        const kb = [...held.set.kb]
          .map((entry) => ({ entry, order: sampleOrder(`${held.name}:${size}:${sample}:${entry.key}`) }))
          .sort((a, b) => a.order - b.order)
          .slice(0, size)
          .map(({ entry }) => entry)
        const keys = new Set(kb.map((entry) => (held.set.expectBy === 'label' ? entry.label : entry.key)))
        const index = buildKnowledgeIndex(documentsOf(kb), analyze)
        for (const query of held.queries) {
          const result = runQuery(index, held.set, query.text, query.expect, model)
          results.push({
            set: `${held.name}@${size}`,
            answerable: keys.has(query.expect ?? ''),
            shown: result.answer.knowledgeBased && !result.answer.needsEscalation,
            right: result.right,
            confidence: result.confidence,
            features: result.features,
            answer: result.answer,
          })
        }
      }
    }
  }
  return results
}

export interface SmallKbFigures {
  size: number
  /** Answerable questions answered right at the default threshold, averaged over the sets. */
  coverage: number
  /** Unanswerable questions shown at >= 0.7 (CONFIDENT), over all the sets' unanswerable questions. */
  confidentWrong: number
}

/** runSmallKbOffline's figures per bot size. */
export function smallKbFigures(results: readonly AnswerabilityResult[]): SmallKbFigures[] {
  return SMALL_KB_SIZES.map((size) => {
    const own = results.filter((result) => result.set.endsWith(`@${size}`))
    const sets = [...new Set(own.map((result) => result.set))]
    const coverage =
      sets.reduce((sum, set) => sum + answerabilityFigures(own.filter((r) => r.set === set)).coverage, 0) /
      Math.max(1, sets.length)
    return { size, coverage, confidentWrong: answerabilityFigures(own).confidentWrong }
  })
}

function sampleOrder(key: string): number {
  return Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16)
}
