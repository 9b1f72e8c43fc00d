import { analyze } from '../../src/server/assistant/analysis/analyze.ts'
import { answerFromIndex, type CoreAnswer } from '../../src/server/assistant/answer-message.ts'
import { type ConfidenceModel, featureVector } from '../../src/server/assistant/confidence.ts'
import { buildKnowledgeIndex, type KnowledgeIndex } from '../../src/server/assistant/knowledge-index.ts'
import { detectLanguage } from '../../src/server/assistant/language/detect-language.ts'
import { isAssistantLanguage } from '../../src/server/assistant/language/languages.ts'
import { EMPTY_FEATURES } from '../../src/server/assistant/retrieve.ts'
import type { KnowledgeDocument } from '../../src/server/assistant/types.ts'
import { DEFAULT_ESCALATION_RULES } from '../../src/server/db/schema/bots.ts'
import { type EvalEntry, type EvalSets, isRight, type RetrievalSet } from './eval-sets.ts'

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
