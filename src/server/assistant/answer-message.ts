import { isChatLanguage } from '../../shared/constants/chat.ts'
import type { EscalationRules } from '../db/schema/bots.ts'
import { type ConfidenceModel, confidenceOf } from './confidence.ts'
import { decideEscalation } from './escalation.ts'
import { matchEscalationKeyword } from './escalation-keywords.ts'
import { wantsSpecialist } from './human-request.ts'
import type { Analyzer, KnowledgeIndex } from './knowledge-index.ts'
import type { LanguageDetection } from './language/detect-language.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { crossLanguageReply, noAnswerReply, specialistReply } from './replies.ts'
import { type PartitionRetrieval, type RetrievalCandidate, retrieveInLanguage } from './retrieve.ts'
import { sameAnswerIn } from './same-answer.ts'
import type { AnswerSource, AssistantAnswer } from './types.ts'

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
/** An unsure detection's alternative is plausible when it scores at least this share of the best guess. */
export const PLAUSIBLE_LANGUAGE_SHARE = 0.5
/** How many of an unsure detection's alternatives are considered at most. */
const PLAUSIBLE_LANGUAGE_LIMIT = 3

/** The languages an unsure detection leaves open, best first. */
export function plausibleLanguages(detection: LanguageDetection): AssistantLanguage[] {
  const top = detection.alternatives[0]?.score ?? 0
  return detection.alternatives
    .slice(0, PLAUSIBLE_LANGUAGE_LIMIT)
    .filter((alternative) => alternative.score >= PLAUSIBLE_LANGUAGE_SHARE * top)
    .map((alternative) => alternative.language)
}

/**
 * Issue 33 item 6: the user is asked to confirm the language only when two languages the chat offers
 * (no, sv, en) are plausible, and the question offers exactly those: the detection's plausible
 * alternatives, or the detected language and the session's when a reliable detection contradicts
 * the session. One enabled language (a plain Norwegian message that might also be Danish, which the
 * chat does not offer) is no choice, so nothing is asked.
 */
export function languageChoicesFor(
  detection: LanguageDetection,
  session: AssistantLanguage | undefined,
): AssistantLanguage[] {
  const open = detection.reliable
    ? session && session !== detection.language
      ? [detection.language, session]
      : []
    : plausibleLanguages(detection)
  const choices = [...new Set(open.filter(isChatLanguage))]
  return choices.length >= 2 ? choices : []
}

export interface AnswerContext {
  message: string
  language?: AssistantLanguage
  sessionLanguage?: AssistantLanguage | null
  rules: EscalationRules
  analyze: Analyzer
  detect: (text: string, options?: { hint?: AssistantLanguage }) => LanguageDetection
  /** Only the calibration fit passes another model. */
  confidenceModel?: ConfidenceModel
}

export interface CoreAnswer extends AssistantAnswer {
  /** The candidates behind the answer (best first), for grounding a generated reply. */
  candidates: RetrievalCandidate[]
  retrieval: PartitionRetrieval | null
}

interface Scored {
  retrieval: PartitionRetrieval
  confidence: number
}

export function answerFromIndex(index: KnowledgeIndex, context: AnswerContext): CoreAnswer {
  const { message, rules } = context
  const explicit = context.language
  const session = context.sessionLanguage ?? undefined
  const detection = context.detect(message, { hint: explicit ?? session })

  // Spec §7/§8: an explicit choice wins; a short ambiguous message keeps the session's language;
  // clear evidence of another language than the session's asks the user to confirm.
  let language: AssistantLanguage = explicit ?? detection.language
  let languageChoices: AssistantLanguage[] = []
  if (!explicit) {
    if (!detection.reliable && session) language = session
    else languageChoices = languageChoicesFor(detection, session)
  }

  const searchLanguages = new Set<AssistantLanguage>([language])
  if (explicit && detection.reliable) searchLanguages.add(detection.language)
  if (!detection.reliable)
    for (const plausible of plausibleLanguages(detection)) searchLanguages.add(plausible)

  const scored: Scored[] = []
  const consider = (retrieval: PartitionRetrieval | null, factor: number) => {
    if (retrieval && retrieval.candidates.length > 0)
      scored.push({
        retrieval,
        confidence: confidenceOf(retrieval.features, context.confidenceModel) * factor,
      })
  }
  const bestSoFar = () =>
    scored.reduce<Scored | null>(
      (best, next) => (!best || next.confidence > best.confidence ? next : best),
      null,
    )
  for (const candidate of searchLanguages)
    consider(retrieveInLanguage(index, message, candidate, context.analyze), 1)
  if (NORDIC_LANGUAGES.includes(language) && (bestSoFar()?.confidence ?? 0) < CROSS_LANGUAGE_BELOW) {
    for (const sibling of NORDIC_LANGUAGES) {
      if (searchLanguages.has(sibling)) continue
      consider(retrieveInLanguage(index, message, sibling, context.analyze), CROSS_LANGUAGE_FACTOR)
    }
  }

  const chosen = bestSoFar()
  let top = chosen?.retrieval.candidates[0]
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
    detection.alternatives.some((alternative) => alternative.language === top?.entry.language)
  ) {
    language = top.entry.language
    crossLanguage = false
    // The knowledge settled what the detection left open: nothing to ask.
    languageChoices = []
  }
  // Issue 33 item 6: the same answer in the user's language wins over the best entry in another. The
  // user's language is the chat's when the user chose one, else the message's (above); the entry
  // shown is the best one's translation among the entries found in that language.
  let candidates = chosen?.retrieval.candidates ?? []
  if (crossLanguage && top && confidence >= ANSWER_FLOOR) {
    const own = scored.find((each) => each.retrieval.language === language)
    const native = sameAnswerIn(
      index,
      top.entry,
      language,
      (own?.retrieval.candidates ?? []).map((candidate) => candidate.entry),
      context.analyze,
    )
    if (native) {
      top = { ...top, entry: native }
      candidates = [top, ...candidates.slice(1).filter((candidate) => candidate.entry.id !== native.id)]
      crossLanguage = false
    }
  }

  const specialistRequested = wantsSpecialist(message)
  const keyword = matchEscalationKeyword(
    message,
    rules.escalation_keywords,
    rules.keyword_sensitivity,
    language,
  )
  const decision = decideEscalation({ confidence, keywordHit: keyword !== null, specialistRequested }, rules)

  const answered = top !== undefined && confidence >= ANSWER_FLOOR
  let content: string
  if (specialistRequested) content = specialistReply(language)
  else if (answered && top)
    content = crossLanguage
      ? crossLanguageReply(top.entry.answer, language, top.entry.language)
      : top.entry.answer
  else content = noAnswerReply(language)

  const maxScore = chosen?.retrieval.maxScore ?? 0
  const sources: AnswerSource[] = candidates.slice(0, SOURCE_LIMIT).map((candidate) => ({
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
    requiresLanguageConfirmation: languageChoices.length > 0,
    detectedLanguages: detection.alternatives,
    languageChoices,
    crossLanguage: answered && crossLanguage,
    sources,
    candidates,
    retrieval: chosen?.retrieval ?? null,
  }
}
