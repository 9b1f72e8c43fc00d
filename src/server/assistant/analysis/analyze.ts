import { newStemmer } from 'snowball-stemmers'
import { COMMON_WORDS } from '../language/common-words.ts'
import type { AssistantLanguage } from '../language/languages.ts'
import { splitCompound } from './compounds.ts'
import { normalizeText } from './normalize-text.ts'
import { STOP_WORDS } from './stop-words.ts'

export { normalizeText }

export interface AnalyzedTerm {
  term: string
  /** 1 for a word of the text; less for terms derived from it (compound parts, joined hyphen forms). */
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

const COMPOUNDING_LANGUAGES: ReadonlySet<AssistantLanguage> = new Set(['no', 'sv', 'da', 'de'])
const SNOWBALL_NAMES: Record<AssistantLanguage, string> = {
  no: 'norwegian',
  sv: 'swedish',
  da: 'danish',
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
}

// Stemming is the costly step of analysis; words repeat a lot, so each language keeps a bounded cache.
const STEM_CACHE_LIMIT = 200_000
const stemmers = new Map<AssistantLanguage, { stem: (word: string) => string }>()
function stemmerFor(language: AssistantLanguage) {
  let stemmer = stemmers.get(language)
  if (!stemmer) {
    const snowball = newStemmer(SNOWBALL_NAMES[language])
    const cache = new Map<string, string>()
    stemmer = {
      stem(word) {
        let stem = cache.get(word)
        if (stem === undefined) {
          // Numbers and words with digits (model names such as xc60) are kept as written.
          stem = /\d/.test(word) ? word : snowball.stem(word)
          if (cache.size >= STEM_CACHE_LIMIT) cache.clear()
          cache.set(word, stem)
        }
        return stem
      },
    }
    stemmers.set(language, stemmer)
  }
  return stemmer
}

/** Stems a single normalized word with the language's Snowball stemmer. */
export function stemWord(word: string, language: AssistantLanguage): string {
  return stemmerFor(language).stem(word)
}

// A run of letters and digits, with inner apostrophes, hyphens, dots or commas between such runs; the
// inner marks are resolved below (fast path: most words have none).
const WORD_RUN = /[\p{L}\p{N}]+(?:['.,-][\p{L}\p{N}]+)*/gu
const INNER_MARK = /['.,-]/
const NUMBER = /^\d+(?:[.,]\d+)+$/
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

interface TokenGroup {
  /** Surface tokens of one written word (several when it is hyphenated or has a clitic: don't). */
  tokens: string[]
  hyphenated: boolean
}

function tokenGroups(text: string): TokenGroup[] {
  const groups: TokenGroup[] = []
  for (const [word] of normalizeText(text).matchAll(WORD_RUN)) {
    if (!INNER_MARK.test(word)) {
      groups.push({ tokens: [word], hyphenated: false })
      continue
    }
    const tokens: string[] = []
    const hyphenated = splitMarkedWord(word, tokens)
    groups.push({ tokens, hyphenated })
  }
  return groups
}

/** Normalized surface word tokens (no stop-word removal, no stemming), for keyword and typo matching. */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const group of tokenGroups(text)) for (const token of group.tokens) tokens.push(token)
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

const functionStemSets = new Map<AssistantLanguage, ReadonlySet<string>>()
/** Stems of the stop words (för -> för, till -> till): compound parts that would only be prefixes. */
function functionStems(language: AssistantLanguage): ReadonlySet<string> {
  let stems = functionStemSets.get(language)
  if (!stems) {
    const stemmer = stemmerFor(language)
    stems = new Set([...STOP_WORDS[language]].map((w) => stemmer.stem(w)))
    functionStemSets.set(language, stems)
  }
  return stems
}

/**
 * Builds an analyzer: tokens -> stop words removed -> Snowball stems (weight 1) -> for Norwegian, Swedish,
 * Danish and German, compound parts known to the lexicon (weight DERIVED_TERM_WEIGHT); a hyphenated word
 * also yields its joined form (e-post -> epost). Terms come in text order, repeated terms repeated.
 */
export function createAnalyzer(options: AnalyzerOptions = {}): Analyze {
  const { isKnownTerm, compoundParts = true } = options
  return function analyzeWith(text, language) {
    const stemmer = stemmerFor(language)
    const stop = STOP_WORDS[language]
    const terms: AnalyzedTerm[] = []
    const stems: string[] = []
    for (const group of tokenGroups(text)) {
      for (const token of group.tokens) {
        if (stop.has(token)) continue
        const stem = stemmer.stem(token)
        terms.push({ term: stem, weight: 1 })
        stems.push(stem)
      }
      if (group.hyphenated) {
        terms.push({ term: stemmer.stem(group.tokens.join('')), weight: DERIVED_TERM_WEIGHT })
      }
    }
    if (!compoundParts || !COMPOUNDING_LANGUAGES.has(language)) return terms

    const ownStems = new Set(stems)
    const lexicon = builtInLexicon(language)
    const isKnown = (term: string) =>
      ownStems.has(term) || lexicon.has(term) || (isKnownTerm?.(term, language) ?? false)
    const context = {
      isKnown,
      isFunctionWord: (part: string) => stop.has(part) || functionStems(language).has(part),
    }
    const seen = new Map<string, string[]>()
    for (const stem of stems) {
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
