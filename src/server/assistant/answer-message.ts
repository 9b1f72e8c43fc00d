import type { EscalationRules } from '../db/schema/bots.ts'
import { type ConfidenceModel, confidenceOf } from './confidence.ts'
import { decideEscalation } from './escalation.ts'
import { matchEscalationKeyword } from './escalation-keywords.ts'
import { looksLikeFollowUp } from './follow-up.ts'
import { wantsSpecialist } from './human-request.ts'
import type { Analyzer, KnowledgeIndex } from './knowledge-index.ts'
import type { LanguageDetection } from './language/detect-language.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { choicesReply, crossLanguageReply, noAnswerReply, specialistReply } from './replies.ts'
import { type PartitionRetrieval, type RetrievalCandidate, retrieveInLanguage } from './retrieve.ts'
import type { AnswerChoice, AnswerSource, AssistantAnswer } from './types.ts'

/**
 * One message through the engine, from a ready index: language, retrieval, confidence, escalation
 * and the retrieval answer. Synchronous and free of I/O, so the server, the evaluation's calibration
 * fit and the benchmark all run exactly this path.
 */

export const NORDIC_LANGUAGES: readonly AssistantLanguage[] = ['no', 'sv', 'da']
/** Below this confidence the engine says it has no answer instead of offering a likely wrong one. */
export const ANSWER_FLOOR = 0.3
/** A Nordic question looks at the sibling languages' entries when its own language matches worse than this. */
export const CROSS_LANGUAGE_BELOW = 0.5
/** An entry in a sibling language is a slightly weaker answer than one in the user's language. */
export const CROSS_LANGUAGE_FACTOR = 0.85
export const SOURCE_LIMIT = 3

/**
 * Choices instead of a guess (issue 33 item 2): from ANSWER_FLOOR up, a runner-up group whose ranking
 * score is at least CHOICE_CLOSE of the best's is close enough that the user should choose, and a third
 * joins at CHOICE_THIRD_CLOSE. The confidence says how likely the best entry is right, not whether
 * another is as likely (the calibration leaves the margin out, see confidence.ts), so a close
 * runner-up is offered at any confidence: below the bot's threshold instead of the answer, above it
 * beside the answer. Chosen on the development sets (docs/assistant.md, "Choices").
 */
export const CHOICE_CLOSE = 0.9
export const CHOICE_THIRD_CLOSE = 0.8
export const CHOICE_LIMIT = 3

export interface AnswerContext {
  message: string
  language?: AssistantLanguage
  sessionLanguage?: AssistantLanguage | null
  rules: EscalationRules
  analyze: Analyzer
  detect: (text: string, options?: { hint?: AssistantLanguage }) => LanguageDetection
  /** Only the calibration fit passes another model. */
  confidenceModel?: ConfidenceModel
  /** The previous question of the conversation, when its reply came from the knowledge (follow-up.ts). */
  previous?: string | null
}

export interface CoreAnswer extends AssistantAnswer {
  /** The candidates behind the answer (best first), for grounding a generated reply. */
  candidates: RetrievalCandidate[]
  retrieval: PartitionRetrieval | null
}

interface Scored {
  retrieval: PartitionRetrieval
  confidence: number
  /** Read with the previous question's topic (a follow-up). */
  followUp: boolean
}

/**
 * The close candidates to offer when the best is not clearly the answer (see CHOICE_CLOSE), best
 * first, or none. Two groups whose entries ask the same question are offered once.
 */
export function closeCandidates(candidates: readonly RetrievalCandidate[], confidence: number) {
  const [best, second] = candidates
  if (!best || !second || confidence < ANSWER_FLOOR) return []
  if (second.score < CHOICE_CLOSE * best.score) return []
  const close = candidates
    .slice(0, CHOICE_LIMIT)
    .filter((candidate, i) => i < 2 || candidate.score >= CHOICE_THIRD_CLOSE * best.score)
  const seen = new Set<string>()
  const offered = close.filter((candidate) => {
    const key = candidate.entry.question.trim().toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return offered.length >= 2 ? offered : []
}

export function answerFromIndex(index: KnowledgeIndex, context: AnswerContext): CoreAnswer {
  const { message, rules } = context
  const explicit = context.language
  const session = context.sessionLanguage ?? undefined
  const detection = context.detect(message, { hint: explicit ?? session })

  // Spec §7/§8: an explicit choice wins; a short ambiguous message keeps the session's language;
  // clear evidence of another language than the session's asks the user to confirm.
  let language: AssistantLanguage = explicit ?? detection.language
  let requiresLanguageConfirmation = false
  if (!explicit) {
    if (!detection.reliable && session) language = session
    else requiresLanguageConfirmation = !detection.reliable || (session !== undefined && language !== session)
  }

  const searchLanguages = new Set<AssistantLanguage>([language])
  if (explicit && detection.reliable) searchLanguages.add(detection.language)
  if (!detection.reliable) {
    const top = detection.alternatives[0]?.score ?? 0
    for (const alternative of detection.alternatives.slice(0, 3))
      if (alternative.score >= 0.5 * top) searchLanguages.add(alternative.language)
  }

  // A follow-up is also read together with the previous question, as one question; the more
  // confident reading wins (follow-up.ts).
  const previous = context.previous?.trim()
  const readings: { text: string; followUp: boolean }[] = [{ text: message, followUp: false }]
  if (previous && looksLikeFollowUp(message, language, context.analyze))
    readings.push({ text: `${previous}\n${message}`, followUp: true })
  const scored: Scored[] = []
  const consider = (candidate: AssistantLanguage, factor: number) => {
    for (const reading of readings) {
      const retrieval = retrieveInLanguage(index, reading.text, candidate, context.analyze)
      if (retrieval && retrieval.candidates.length > 0)
        scored.push({
          retrieval,
          confidence: confidenceOf(retrieval.features, context.confidenceModel) * factor,
          followUp: reading.followUp,
        })
    }
  }
  const bestSoFar = () =>
    scored.reduce<Scored | null>(
      (best, next) => (!best || next.confidence > best.confidence ? next : best),
      null,
    )
  for (const candidate of searchLanguages) consider(candidate, 1)
  if (NORDIC_LANGUAGES.includes(language) && (bestSoFar()?.confidence ?? 0) < CROSS_LANGUAGE_BELOW) {
    for (const sibling of NORDIC_LANGUAGES) {
      if (searchLanguages.has(sibling)) continue
      consider(sibling, CROSS_LANGUAGE_FACTOR)
    }
  }

  const chosen = bestSoFar()
  const top = chosen?.retrieval.candidates[0]
  const confidence = chosen ? Math.round(chosen.confidence * 1000) / 1000 : 0
  let crossLanguage = top !== undefined && top.entry.language !== language
  // An unsure detection that the knowledge itself settles: the user wrote the entry's language. Only
  // an entry good enough to answer settles it; a weak match (a shared "er det" with an unrelated
  // global entry) says nothing about the user's language.
  if (
    crossLanguage &&
    top &&
    confidence >= ANSWER_FLOOR &&
    !explicit &&
    !detection.reliable &&
    detection.alternatives.some((alternative) => alternative.language === top.entry.language)
  ) {
    language = top.entry.language
    crossLanguage = false
  }

  const specialistRequested = wantsSpecialist(message)
  const keyword = matchEscalationKeyword(
    message,
    rules.escalation_keywords,
    rules.keyword_sensitivity,
    language,
  )
  const decision = decideEscalation({ confidence, keywordHit: keyword !== null, specialistRequested }, rules)

  // Close runners-up: below the bot's threshold the reply offers them instead of guessing; above it
  // the best entry answers and they are offered beside it.
  const close = specialistRequested ? [] : closeCandidates(chosen?.retrieval.candidates ?? [], confidence)
  const instead = close.length > 0 && confidence < rules.confidence_threshold
  const choices: AnswerChoice[] = (instead ? close : close.slice(1)).map((candidate) => ({
    entryId: candidate.entry.id,
    question: candidate.entry.question,
  }))

  const answered = top !== undefined && confidence >= ANSWER_FLOOR && !instead
  let content: string
  if (specialistRequested) content = specialistReply(language)
  else if (instead) content = choicesReply(language)
  else if (answered && top)
    content = crossLanguage
      ? crossLanguageReply(top.entry.answer, language, top.entry.language)
      : top.entry.answer
  else content = noAnswerReply(language)

  const maxScore = chosen?.retrieval.maxScore ?? 0
  const sources: AnswerSource[] = (chosen?.retrieval.candidates ?? [])
    .slice(0, SOURCE_LIMIT)
    .map((candidate) => ({
      entryId: candidate.entry.id,
      question: candidate.entry.question,
      score: maxScore > 0 ? Math.round(Math.min(1, candidate.entryScore / maxScore) * 1000) / 1000 : 0,
    }))

  return {
    content,
    confidence,
    needsEscalation: decision.needsEscalation,
    escalationType: decision.escalationType,
    knowledgeBased: answered && !specialistRequested,
    language,
    requiresLanguageConfirmation,
    detectedLanguages: detection.alternatives,
    crossLanguage: answered && crossLanguage,
    sources,
    choices,
    followUp: chosen?.followUp ?? false,
    candidates: chosen?.retrieval.candidates ?? [],
    retrieval: chosen?.retrieval ?? null,
  }
}
