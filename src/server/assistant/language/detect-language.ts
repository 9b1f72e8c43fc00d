import { eld } from 'eld/small'
import { normalizeText } from '#server/assistant/analysis/normalize-text'
import { COMMON_WORDS } from './common-words.ts'
import { ASSISTANT_LANGUAGES, type AssistantLanguage } from './languages.ts'
import { NORDIC_CUES, NORDIC_PHRASE_CUES, type NordicCue, type NordicLanguage } from './nordic-cues.ts'

export interface LanguageDetection {
  /** Best guess. */
  language: AssistantLanguage
  /** Probability (0..1) that the guess is right, calibrated on short messages. */
  confidence: number
  /** False when the text is too short or too ambiguous to act on without asking (e.g. no vs da tie). */
  reliable: boolean
  /** Best first, including the best guess; scores are probabilities and sum to about 1. */
  alternatives: { language: AssistantLanguage; score: number }[]
}

export interface DetectionTuning {
  /** Weight of eld's n-gram evidence (its relative score gap to the best language). */
  ngramWeight: number
  /** Largest n-gram gap that counts against a language (relative to the best language's score). */
  ngramFloor: number
  /** Letters from which the n-gram evidence counts fully; shorter texts scale it down. */
  ngramFullAt: number
  /** Evidence of one common word of a language. */
  wordWeight: number
  /** Multiplier of the Nordic spelling cues. */
  cueWeight: number
  /** Multiplier of the log prior from the product's language shares. */
  priorWeight: number
  /** Evidence added to the hinted language: enough to settle a tie, too little to beat clear evidence. */
  hintWeight: number
  /** Softmax temperature that turns evidence into probabilities (tuned for calibration). */
  temperature: number
  /** Minimum probability of the best guess for `reliable`. */
  reliableAt: number
}

export const DEFAULT_DETECTION_TUNING: DetectionTuning = {
  ngramWeight: 4.5,
  ngramFullAt: 12,
  ngramFloor: 0.5,
  wordWeight: 2,
  cueWeight: 1.5,
  priorWeight: 0.1,
  hintWeight: 1,
  temperature: 0.5,
  reliableAt: 0.8,
}

// Spec §9: chat language usage is no 70 %, sv 20 %, en 10 %; Danish, German, French and Spanish exist
// only as knowledge languages. Used as a weak prior so that a text that is equally good Norwegian and
// Danish ("Hvor varmt er det?") goes to the product's main language unless the session says otherwise.
const LANGUAGE_SHARE: Record<AssistantLanguage, number> = {
  no: 0.7,
  sv: 0.2,
  en: 0.1,
  da: 0.03,
  de: 0.03,
  fr: 0.03,
  es: 0.03,
}
const NORDIC: readonly NordicLanguage[] = ['no', 'da', 'sv']

// One isolated eld instance restricted to our languages; the static 'small' database loads synchronously
// at import (about 0.3 s, 50 MB) and detects as well as 'large' on our measurements.
const ngramDetector = eld.newInstance()
ngramDetector.setLanguageSubset([...ASSISTANT_LANGUAGES])

const URL_OR_EMAIL = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\w+/giu
const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu
const SENTENCE_START_AFTER = new Set(['.', '!', '?', ':', ';', '\n', '«', '"', '“', '(', '-', '–'])

function startsSentence(text: string, index: number): boolean {
  let i = index - 1
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--
  return i < 0 || SENTENCE_START_AFTER.has(text[i]!)
}

// Lowercase words that Title Case leaves small inside a name ("Tarzan of the Apes", "Lee and the Band").
const MAX_SMALL_WORD = 4
const MAX_SMALL_RUN = 3

interface PreparedText {
  /** Text for n-gram statistics: without links, numbers and (when safe) embedded names or titles. */
  ngramText: string
  /** Letters in ngramText: short texts give n-gram statistics little weight. */
  letters: number
  /** Lowercased words (NFKC, accents kept) for spelling cues. */
  words: string[]
  /** The same words as normalizeText() writes them, for the common-word lists. */
  normalizedWords: string[]
}

// German capitalises every noun: when the lowercase words read as German, the capitals are not names.
function looksGerman(lowercaseWords: string[]): boolean {
  const hits = Object.fromEntries(ASSISTANT_LANGUAGES.map((l) => [l, 0])) as Record<AssistantLanguage, number>
  for (const word of lowercaseWords)
    for (const l of ASSISTANT_LANGUAGES) if (COMMON_WORDS[l].has(word)) hits[l]++
  return ASSISTANT_LANGUAGES.every((l) => l === 'de' || hits[l] < hits.de)
}

/**
 * A user message often embeds a name or a title in another language ("Spill Everybody Happy av Lee Aron",
 * "Har dere Husqvarna Automower på lager?"). Capitalised words that do not start a sentence are likely
 * such names, and so are short lowercase words between two of them ("of the" in "Tarzan of the Apes");
 * they are left out of the evidence as long as some other word remains. German capitalises nouns, but
 * its function words stay lowercase, so the remaining words still carry the language.
 */
function prepare(text: string): PreparedText {
  const clean = text.normalize('NFKC').replace(URL_OR_EMAIL, ' ')
  const tokens: { word: string; nameLike: boolean }[] = []
  for (const match of clean.matchAll(WORD)) {
    const nameLike = tokens.length > 0 && !startsSentence(clean, match.index) && /^\p{Lu}/u.test(match[0])
    tokens.push({ word: match[0], nameLike })
  }
  const capitalsAreNouns = looksGerman(tokens.filter((t) => !t.nameLike).map((t) => normalizeText(t.word)))
  for (let i = 1; i < tokens.length - 1 && !capitalsAreNouns; i++) {
    if (!tokens[i - 1]!.nameLike || tokens[i]!.nameLike) continue
    let end = i
    while (end < tokens.length && end - i < MAX_SMALL_RUN && !tokens[end]!.nameLike) {
      if (tokens[end]!.word.length > MAX_SMALL_WORD) break
      end++
    }
    if (end < tokens.length && end > i && tokens[end]!.nameLike) {
      for (let j = i; j < end; j++) tokens[j]!.nameLike = true
    }
  }
  if (capitalsAreNouns) for (const token of tokens) token.nameLike = false
  const kept = tokens.filter((t) => !t.nameLike)
  const chosen = kept.length > 0 ? kept : tokens
  const words = chosen.map((t) => t.word.toLowerCase().replace(/’/g, "'"))
  const ngramText = words.join(' ')
  return {
    ngramText,
    letters: ngramText.replace(/[^\p{L}]/gu, '').length,
    words,
    normalizedWords: words.map((word) => normalizeText(word)),
  }
}

function ngramEvidence(text: string, floor: number): Record<AssistantLanguage, number> {
  const evidence = Object.fromEntries(ASSISTANT_LANGUAGES.map((l) => [l, 0])) as Record<
    AssistantLanguage,
    number
  >
  if (!text) return evidence
  // eld reports s / (s + 25) where s is the mean n-gram score; undo that to compare languages linearly.
  const scores = ngramDetector.detect(text).getScores()
  const raw = ASSISTANT_LANGUAGES.map((l) => {
    const p = scores[l] ?? 0
    return p > 0 ? (25 * p) / (1 - p) : 0
  })
  const best = Math.max(...raw)
  if (best <= 0) return evidence
  ASSISTANT_LANGUAGES.forEach((l, i) => {
    // Relative gap to the best language, in [-floor, 0]: on a short text eld often knows the n-grams of
    // one language only, and the others' silence is weak evidence against them.
    evidence[l] = Math.max(-floor, (raw[i]! - best) / best)
  })
  return evidence
}

export function createLanguageDetector(tuning: DetectionTuning = DEFAULT_DETECTION_TUNING) {
  return function detect(text: string, options: { hint?: AssistantLanguage } = {}): LanguageDetection {
    const prepared = prepare(text)
    const fallback = options.hint ?? 'no'
    if (prepared.words.length === 0) {
      return {
        language: fallback,
        confidence: 0,
        reliable: false,
        alternatives: [{ language: fallback, score: 1 }],
      }
    }

    const ngram = ngramEvidence(prepared.ngramText, tuning.ngramFloor)
    // A few letters give eld only a handful of n-grams: their verdict counts less than a sentence's.
    const ngramWeight = tuning.ngramWeight * Math.min(1, prepared.letters / tuning.ngramFullAt)
    const evidence = {} as Record<AssistantLanguage, number>
    for (const language of ASSISTANT_LANGUAGES) {
      let words = 0
      for (const word of prepared.normalizedWords) if (COMMON_WORDS[language].has(word)) words++
      evidence[language] =
        ngramWeight * ngram[language] +
        tuning.wordWeight * words +
        tuning.priorWeight * Math.log(LANGUAGE_SHARE[language]) +
        (options.hint === language ? tuning.hintWeight : 0)
    }
    const addCue = (cue: NordicCue) => {
      for (const language of NORDIC) evidence[language] += tuning.cueWeight * (cue.evidence[language] ?? 0)
    }
    for (const word of prepared.words) for (const cue of NORDIC_CUES) if (cue.pattern.test(word)) addCue(cue)
    for (const cue of NORDIC_PHRASE_CUES) if (cue.pattern.test(prepared.ngramText)) addCue(cue)

    const best = Math.max(...Object.values(evidence))
    const weights = ASSISTANT_LANGUAGES.map((language) => ({
      language,
      weight: Math.exp((evidence[language] - best) / tuning.temperature),
    }))
    const total = weights.reduce((sum, w) => sum + w.weight, 0)
    const alternatives = weights
      .map(({ language, weight }) => ({ language, score: weight / total }))
      .sort((a, b) => b.score - a.score)
    const top = alternatives[0]!
    return {
      language: top.language,
      confidence: top.score,
      reliable: top.score >= tuning.reliableAt,
      alternatives: alternatives.filter((a, i) => i === 0 || a.score >= 0.01),
    }
  }
}

const detectWithDefaults = createLanguageDetector()

/** Detects the language of a user message; `hint` (the session's language) only settles close calls. */
export function detectLanguage(text: string, options?: { hint?: AssistantLanguage }): LanguageDetection {
  return detectWithDefaults(text, options)
}
