import { COMMON_WORDS } from '#server/assistant/language/common-words'
import type { AssistantLanguage } from '#server/assistant/language/languages'
import { splitCompound } from './compounds.ts'
import { normalizeText } from './normalize-text.ts'
import { stemmerFor } from './stemming.ts'
import { AUXILIARY_LEMMAS, STOP_WORDS } from './stop-words.ts'

export { normalizeText }

export interface AnalyzedTerm {
  term: string
  /**
   * 1 for a content word of the text; less for stop words (STOP_WORD_WEIGHT) and for terms derived from a
   * word (compound parts, joined hyphen forms).
   */
  weight: number
}

export interface AnalyzerOptions {
  /**
   * Whether a stemmed term is a known word, e.g. a whole-word term of the caller's index. Compounds are
   * split only into known parts (oljefilteret -> olje + filter when both occur as words), so the more the
   * analyzer knows, the more compounds it splits. Without it, the analyzer knows the language's common
   * words and the words of the text itself.
   */
  isKnownTerm?: (term: string, language: AssistantLanguage) => boolean
  /**
   * Add compound parts (default true). Measured on the Swedish FAQ set, parts of long answer texts add
   * more noise than recall; an index may turn them off for long fields and keep them for questions.
   */
  compoundParts?: boolean
}

export type Analyze = (text: string, language: AssistantLanguage) => AnalyzedTerm[]

/** Weight of a compound part or of the joined form of a hyphenated word. */
export const DERIVED_TERM_WEIGHT = 0.5

/**
 * Weight of a stop word. Function words are kept, at a lower weight, rather than dropped: IDF already
 * makes them cheap, and they carry meaning a question turns on ("hvordan bliver det i morgen" asks about
 * the weather, "sæt en alarm til mig" is not "vis mine alarmer"). Dropping them cost 3-4 points of
 * top-1 on the Swedish and Danish sets (docs/assistant.md). Below 1, they stay out of word pairs,
 * compound splitting and the content words other stages count (weight >= 1).
 */
export const STOP_WORD_WEIGHT = 0.7

const COMPOUNDING_LANGUAGES: ReadonlySet<AssistantLanguage> = new Set(['no', 'sv', 'da', 'de'])

/** Stems a single normalized word with the language's Snowball stemmer. */
export function stemWord(word: string, language: AssistantLanguage): string {
  return stemmerFor(language).stem(word)
}

// A run of letters and digits, with inner apostrophes, hyphens, dots or commas between such runs, or a
// colon between digits (a clock time); the inner marks are resolved below (fast path: most words have
// none).
const WORD_RUN = /[\p{L}\p{N}]+(?:(?:['.,-]|(?<=\d):(?=\d))[\p{L}\p{N}]+)*/gu
const INNER_MARK = /['.,:-]/
// A number or a clock time stays one term: 07:30 is not 06:30 with a shared "30".
const NUMBER = /^\d+(?:[.,:]\d+)+$/
// French elided articles and pronouns: l'huile -> huile, qu'il -> il.
const ELISIONS = new Set('l d j m n s t c qu jusqu lorsqu puisqu quoiqu'.split(' '))
const ENGLISH_CLITICS = new Set(['s', 're', 've', 'll', 'd', 'm'])
const NEGATED_BASE: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall' }

/** Resolves apostrophes: elision (l'huile), clitics (dealer's, we're) and negation (don't -> do not). */
function splitApostrophes(token: string, out: string[]): void {
  const parts = token.split("'")
  const first = parts[0]!
  const last = parts[parts.length - 1]!
  if (ELISIONS.has(first) && parts.length > 1 && parts[1]!.length > 1) {
    splitApostrophes(parts.slice(1).join("'"), out)
  } else if (parts.length === 2 && last === 't' && first.endsWith('n') && first.length > 2) {
    const base = first.slice(0, -1)
    out.push(NEGATED_BASE[base] ?? base, 'not')
  } else if (parts.length === 2 && ENGLISH_CLITICS.has(last)) {
    out.push(first)
  } else {
    out.push(parts.join(''))
  }
}

/** Tokens of one written word that has inner marks: 2,5 -> 2.5; e-post -> e post; don't -> do not. */
function splitMarkedWord(word: string, out: string[]): boolean {
  for (const part of word.split('-')) {
    if (NUMBER.test(part)) {
      out.push(part.replace(/,/g, '.'))
      continue
    }
    for (const piece of part.split(/[.,]/)) {
      if (piece.includes("'")) splitApostrophes(piece, out)
      else out.push(piece)
    }
  }
  return word.includes('-')
}

/**
 * Calls `onWord` for each written word of the text with its surface tokens: one token for most words,
 * several when it is hyphenated or has a clitic (don't); `hyphenated` says whether it was hyphenated.
 * A callback with a reused array instead of group objects: analysis of a large knowledge base spends
 * much of its time here.
 */
function forEachWord(text: string, onWord: (tokens: readonly string[], hyphenated: boolean) => void): void {
  const single: string[] = ['']
  const pattern = new RegExp(WORD_RUN)
  const normalized = normalizeText(text)
  for (let match = pattern.exec(normalized); match !== null; match = pattern.exec(normalized)) {
    const word = match[0]
    if (!INNER_MARK.test(word)) {
      single[0] = word
      onWord(single, false)
      continue
    }
    const tokens: string[] = []
    const hyphenated = splitMarkedWord(word, tokens)
    onWord(tokens, hyphenated)
  }
}

/** Normalized surface word tokens (no stop-word removal, no stemming), for keyword and typo matching. */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  forEachWord(text, (words) => {
    for (const token of words) tokens.push(token)
  })
  return tokens
}

const builtInLexicons = new Map<AssistantLanguage, ReadonlySet<string>>()
/** Stems of the language's common words: the lexicon compounds can always be split against. */
function builtInLexicon(language: AssistantLanguage): ReadonlySet<string> {
  let lexicon = builtInLexicons.get(language)
  if (!lexicon) {
    const stemmer = stemmerFor(language)
    const stop = STOP_WORDS[language]
    lexicon = new Set([...COMMON_WORDS[language]].filter((w) => !stop.has(w)).map((w) => stemmer.stem(w)))
    builtInLexicons.set(language, lexicon)
  }
  return lexicon
}

const functionWordTests = new Map<AssistantLanguage, (part: string) => boolean>()
/**
 * Whether a compound part would only be a prefix: a stop word or a stop word's stem (för, till). One
 * function per language, so splitCompound's per-word cache is shared by every analysis of the language.
 */
function functionWordTest(language: AssistantLanguage): (part: string) => boolean {
  let test = functionWordTests.get(language)
  if (!test) {
    const stop = STOP_WORDS[language]
    const stemmer = stemmerFor(language)
    const stems = new Set([...stop].map((w) => stemmer.stem(w)))
    test = (part) => stop.has(part) || stems.has(part)
    functionWordTests.set(language, test)
  }
  return test
}

/** What analysis makes of one token: the stem of a content word, or null for a stop word. */
const TOKEN_CACHE_LIMIT = 200_000
const tokenCaches = new Map<AssistantLanguage, Map<string, string | null>>()
function tokenCacheOf(language: AssistantLanguage): Map<string, string | null> {
  let cache = tokenCaches.get(language)
  if (!cache) {
    cache = new Map()
    tokenCaches.set(language, cache)
  }
  return cache
}
/** Weight of an English function word inside a text in another language (see isForeignFunctionWord). */
export const FOREIGN_FUNCTION_WORD_WEIGHT = 0.3
// English function words that are also everyday Nordic words: by (town), is (ice), be (ask), to (two),
// do (toilet), must (juice).
const ALSO_NORDIC_WORDS = new Set(['by', 'is', 'be', 'to', 'do', 'must'])
/**
 * An English function word inside a message in another language ("Finn The Twinker", "Ghost in the
 * Shell") belongs to a title or a name: it says nothing about which entry is meant, yet it is rare in
 * that language's entries, so its IDF would make it weigh like a rare content word.
 */
export function isForeignFunctionWord(token: string, language: AssistantLanguage): boolean {
  return (
    language !== 'en' &&
    !ALSO_NORDIC_WORDS.has(token) &&
    STOP_WORDS.en.has(token) &&
    !STOP_WORDS[language].has(token) &&
    !COMMON_WORDS[language].has(token)
  )
}
function contentStemOf(token: string, language: AssistantLanguage, cache: Map<string, string | null>) {
  let stem = cache.get(token)
  if (stem === undefined) {
    stem =
      STOP_WORDS[language].has(token) || isForeignFunctionWord(token, language)
        ? null
        : stemmerFor(language).stem(token)
    if (cache.size >= TOKEN_CACHE_LIMIT) cache.clear()
    cache.set(token, stem)
  }
  return stem
}

const MIN_COMPOUND_LENGTH = 6

/**
 * Builds an analyzer: tokens -> stop words as written (weight STOP_WORD_WEIGHT), other words as Snowball
 * stems (weight 1, Nordic derivational suffixes kept: see stemming.ts) -> for Norwegian, Swedish,
 * Danish and German, compound parts known to the lexicon (weight DERIVED_TERM_WEIGHT); a hyphenated word
 * also yields its joined form (e-post -> epost). Terms come in text order, repeated terms repeated.
 */
export function createAnalyzer(options: AnalyzerOptions = {}): Analyze {
  const { isKnownTerm, compoundParts = true } = options
  return function analyzeWith(text, language) {
    const terms: AnalyzedTerm[] = []
    const stems: string[] = []
    let splittable = false
    const cache = tokenCacheOf(language)
    forEachWord(text, (tokens, hyphenated) => {
      for (const token of tokens) {
        const stem = contentStemOf(token, language, cache)
        if (stem === null) {
          // Written form: function words are a closed class, and stemming them only adds collisions
          // (Swedish vara "be" -> var "where/was").
          terms.push({
            term: AUXILIARY_LEMMAS[language].get(token) ?? token,
            weight: STOP_WORDS[language].has(token) ? STOP_WORD_WEIGHT : FOREIGN_FUNCTION_WORD_WEIGHT,
          })
          continue
        }
        terms.push({ term: stem, weight: 1 })
        stems.push(stem)
        if (stem.length >= MIN_COMPOUND_LENGTH) splittable = true
      }
      if (hyphenated) terms.push({ term: stemWord(tokens.join(''), language), weight: DERIVED_TERM_WEIGHT })
    })
    if (!compoundParts || !splittable || !COMPOUNDING_LANGUAGES.has(language)) return terms

    const ownStems = new Set(stems)
    const lexicon = builtInLexicon(language)
    const context = {
      isKnown: (term: string) =>
        ownStems.has(term) || lexicon.has(term) || (isKnownTerm?.(term, language) ?? false),
      isFunctionWord: functionWordTest(language),
    }
    const seen = new Map<string, string[]>()
    for (const stem of stems) {
      if (stem.length < MIN_COMPOUND_LENGTH) continue
      let parts = seen.get(stem)
      if (!parts) {
        parts = splitCompound(stem, context)
        seen.set(stem, parts)
      }
      for (const part of parts) terms.push({ term: part, weight: DERIVED_TERM_WEIGHT })
    }
    return terms
  }
}

const analyzeWithBuiltInLexicon = createAnalyzer()

/** Analyzes with the built-in lexicon only; a search index should prefer createAnalyzer({ isKnownTerm }). */
export function analyze(text: string, language: AssistantLanguage): AnalyzedTerm[] {
  return analyzeWithBuiltInLexicon(text, language)
}
