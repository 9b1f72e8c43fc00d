import type { EscalationRules } from '#server/db/schema/bots'
import { isChatLanguage } from '#shared/constants/chat'
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
import { sameAnswerIn } from './same-answer.ts'
import { type AnswerChoice, type AnswerSource, type AssistantAnswer, shownQuestion } from './types.ts'

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
  /**
   * Without the small-bot adjustment (confidence.ts): readings and languages are compared, and the
   * language settled, on this, since the adjustment favours a small partition over a large one (the
   * few seeded global entries of a sibling language over the bot's own) whatever they match.
   */
  confidence: number
  /** With it: the confidence the answer reports and the escalation reads. */
  adjusted: number
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
    const key = shownQuestion(candidate.entry).trim().toLowerCase()
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
  let languageChoices: AssistantLanguage[] = []
  if (!explicit) {
    if (!detection.reliable && session) language = session
    else languageChoices = languageChoicesFor(detection, session)
  }

  const searchLanguages = new Set<AssistantLanguage>([language])
  if (explicit && detection.reliable) searchLanguages.add(detection.language)
  if (!detection.reliable)
    for (const plausible of plausibleLanguages(detection)) searchLanguages.add(plausible)

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
          confidence: confidenceOf(retrieval.features, context.confidenceModel, false) * factor,
          adjusted: confidenceOf(retrieval.features, context.confidenceModel) * factor,
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
  let top = chosen?.retrieval.candidates[0]
  const matched = chosen ? Math.round(chosen.confidence * 1000) / 1000 : 0
  let crossLanguage = top !== undefined && top.entry.language !== language
  // An unsure detection that the knowledge itself settles: the user wrote the entry's language. Only
  // an entry good enough to answer settles it; a weak match (a shared "er det" with an unrelated
  // global entry) says nothing about the user's language.
  if (
    crossLanguage &&
    top &&
    matched >= ANSWER_FLOOR &&
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
  const confidence = chosen ? Math.round(chosen.adjusted * 1000) / 1000 : 0
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

  // Close runners-up: below the bot's threshold the reply offers them instead of guessing; above it
  // the best entry answers and they are offered beside it.
  const close = specialistRequested ? [] : closeCandidates(candidates, confidence)
  const instead = close.length > 0 && confidence < rules.confidence_threshold
  const choices: AnswerChoice[] = (instead ? close : close.slice(1)).map((candidate) => ({
    entryId: candidate.entry.id,
    question: shownQuestion(candidate.entry),
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
  const sources: AnswerSource[] = candidates.slice(0, SOURCE_LIMIT).map((candidate) => ({
    entryId: candidate.entry.id,
    question: shownQuestion(candidate.entry),
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
    choices,
    followUp: chosen?.followUp ?? false,
    candidates,
    retrieval: chosen?.retrieval ?? null,
  }
}
