import { type Analyze, type AnalyzedTerm, DERIVED_TERM_WEIGHT, tokenize } from './analysis/analyze.ts'
import type { AssistantLanguage } from './language/languages.ts'

/**
 * The trainers' glossary (issue 33, item 3): groups of terms that mean the same thing across
 * languages (partikkelfilter = DPF = particle filter = partikelfilter). Each group is one concept.
 * Retrieval treats every term of a group as that concept, on both sides:
 *
 * - an entry that contains a term (in its question, answer or tags) also holds the concept's term,
 *   `CONCEPT_PREFIX + n`, as often as it holds terms of the group (knowledge-index.ts);
 * - a question's words that are a term of a group are replaced by the concept's term, at their
 *   weight, when the entries know the concept (retrieve.ts). "Er det lovlig å fjerne
 *   partikkelfilteret?" then asks about the concept, which the entry "Er det lov å fjerne DPF?" holds:
 *   it matches as if the question had said DPF, and the confidence features see a question word the
 *   entry has, not a missing one (a trainer said they are the same thing).
 *
 * Terms match after the analysis the engine applies to every text (case and accent folding,
 * Snowball stems per language). Because a Snowball stem of a base form and of its inflected forms
 * can differ (Norwegian partikkelfilter -> partikkelfilt, partikkelfilteret -> partikkelfilter;
 * Swedish partikelfiltret stays as it is), each word of a term stands for the stems of its common
 * inflected forms too (`INFLECTIONS`, with the contracted -er/-el/-en forms: filter -> filtret).
 * Multi-word terms match as phrases (consecutive words). In Norwegian, Swedish, Danish and German, a
 * compound whose head or modifier is a one-word term (dieselpartikkelfilter, DPF-rens) also yields
 * the concept, at the weight of a compound part: a kind of the thing, not the thing itself.
 *
 * A term has a language or 'any': a term in a language is analysed and matched only in questions
 * and entries of that language; 'any' (abbreviations, names, loanwords) in every language. Groups
 * that share a term are one concept (a bot's group that repeats a global term extends it).
 */

export const GLOSSARY_ANY_LANGUAGE = 'any'
export type GlossaryLanguage = AssistantLanguage | typeof GLOSSARY_ANY_LANGUAGE

export interface GlossaryTermSpec {
  text: string
  language: GlossaryLanguage
}

export interface GlossaryGroupSpec {
  id: string
  terms: readonly GlossaryTermSpec[]
}

/**
 * Concept terms start with a control character no analysed word can contain, and hold a space, so
 * the typo index (which skips terms with spaces) never corrects a question's word to one.
 */
export const CONCEPT_PREFIX = '\u0001glossary '

export const isConceptTerm = (term: string) => term.startsWith(CONCEPT_PREFIX)

/**
 * Endings of the common inflected forms, per language: nouns above all (definite, plural, genitive).
 * Each is added to a term's word and to its stem, and the stems of the results match the word.
 */
const INFLECTIONS: Record<AssistantLanguage, readonly string[]> = {
  no: ['e', 'en', 'et', 'er', 'ene', 'a', 'ens', 'ets', 's', 'ers', 'enes'],
  da: ['e', 'en', 'et', 'er', 'ene', 'erne', 'ens', 'ets', 's', 'es', 'ernes'],
  sv: [
    'e',
    'a',
    'n',
    't',
    'en',
    'et',
    'ar',
    'er',
    'or',
    'na',
    'arna',
    'erna',
    'orna',
    's',
    'ns',
    'ts',
    'ens',
    'ets',
  ],
  de: ['e', 'en', 'er', 'es', 'n', 's', 'ern', 'ens'],
  en: ['s', 'es'],
  fr: ['s', 'x'],
  es: ['s', 'es'],
}

const COMPOUNDING: ReadonlySet<AssistantLanguage> = new Set(['no', 'sv', 'da', 'de'])
const VOWELS = new Set('aeiouyæøåäö')
/** A compound's part that is a term must be this long, and so must the rest of the compound. */
const MIN_COMPOUND_TERM = 4
const MIN_COMPOUND_REST = 3
/** Linking letters between a compound's modifier and its head (motorstyring-s-enhet). */
const LINKS = ['', 's', 'e']

const isPrimary = (term: AnalyzedTerm) => term.weight !== DERIVED_TERM_WEIGHT

/** Nordic and German nouns in -er/-el/-en drop the e before an ending: filter -> filtret, nyckel -> nycklar. */
function contractedBases(word: string): string[] {
  const n = word.length
  if (n < 4 || word[n - 2] !== 'e' || !'rln'.includes(word[n - 1]!) || VOWELS.has(word[n - 3]!)) return []
  const contracted = word.slice(0, n - 2) + word[n - 1]
  // sykkel -> sykler: a doubled consonant before the dropped e is written once.
  return word[n - 3] === word[n - 4] ? [contracted, word.slice(0, n - 3) + word[n - 1]] : [contracted]
}

interface Pattern {
  /** Per word of the term, the analysed forms it matches. */
  words: readonly ReadonlySet<string>[]
  concept: number
}

export interface GlossaryMatch {
  /** The concept's index term. */
  term: string
  /** The weight the match carries: the matched words' (1 for a content word), or a compound part's. */
  weight: number
  /** Positions in the analysed terms of the words that are the term; empty for a compound match. */
  positions: number[]
}

/** The glossary in one language: finds its terms in analysed text. */
export class GlossaryMatcher {
  /** Patterns by the forms of their first word, longest first. */
  private readonly byFirst = new Map<string, Pattern[]>()
  /** One-word terms by form, for compound parts and hyphen-joined forms. */
  private readonly single = new Map<string, number>()
  /** One-word terms as written and as stems, for the modifier of a compound. */
  private readonly modifiers = new Map<string, number>()

  constructor(
    readonly language: AssistantLanguage,
    patterns: readonly Pattern[],
    modifierForms: ReadonlyMap<string, number>,
  ) {
    for (const pattern of patterns) {
      for (const form of pattern.words[0]!) {
        const list = this.byFirst.get(form)
        if (list) list.push(pattern)
        else this.byFirst.set(form, [pattern])
      }
      if (pattern.words.length === 1)
        for (const form of pattern.words[0]!)
          if (!this.single.has(form)) this.single.set(form, pattern.concept)
    }
    // Stable: equally long patterns keep the order of their groups.
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length)
    this.modifiers = new Map(modifierForms)
  }

  get size(): number {
    return this.byFirst.size
  }

  /**
   * The glossary's terms in an analysed text (its words in order, derived terms after them).
   * A question is read left to right, longest term first, each word in one term at most: its words
   * are replaced by what they match. An entry (`overlapping`) holds every concept any of its words
   * stands for: "ECU tuning" can be one group's phrase while "ECU" is another's, and an entry that
   * says "ECU tuning" must be found by both (a concept is counted once where its terms overlap).
   */
  match(terms: readonly AnalyzedTerm[], options: { overlapping?: boolean } = {}): GlossaryMatch[] {
    const matches: GlossaryMatch[] = []
    const primary: number[] = []
    for (let i = 0; i < terms.length; i++) if (isPrimary(terms[i]!)) primary.push(i)
    const exact = new Set<number>()
    const coveredUntil = new Map<number, number>()
    const fits = (pattern: Pattern, p: number) =>
      p + pattern.words.length <= primary.length &&
      pattern.words.every((forms, k) => forms.has(terms[primary[p + k]!]!.term))
    const emit = (pattern: Pattern, p: number) => {
      const positions = primary.slice(p, p + pattern.words.length)
      for (const position of positions) exact.add(position)
      coveredUntil.set(pattern.concept, p + pattern.words.length)
      matches.push({
        term: CONCEPT_PREFIX + pattern.concept,
        weight: Math.max(...positions.map((position) => terms[position]!.weight)),
        positions,
      })
    }

    for (let p = 0; p < primary.length; p++) {
      const candidates = this.byFirst.get(terms[primary[p]!]!.term)
      if (!candidates) continue
      if (options.overlapping) {
        for (const pattern of candidates)
          if ((coveredUntil.get(pattern.concept) ?? 0) <= p && fits(pattern, p)) emit(pattern, p)
        continue
      }
      const found = candidates.find((pattern) => fits(pattern, p))
      if (!found) continue
      emit(found, p)
      p += found.words.length - 1
    }

    for (let i = 0; i < terms.length; i++) {
      if (exact.has(i)) continue
      const term = terms[i]!
      // A compound part or a hyphen-joined form that is a term (DPF-rens -> dpf is a word already).
      const concept = isPrimary(term) ? this.compoundConcept(term) : this.single.get(term.term)
      if (concept !== undefined)
        matches.push({ term: CONCEPT_PREFIX + concept, weight: DERIVED_TERM_WEIGHT, positions: [] })
    }
    return matches
  }

  /** A compound content word with a one-word term as its head or its modifier (the longer wins). */
  private compoundConcept(term: AnalyzedTerm): number | undefined {
    const word = term.term
    if (term.weight < 1 || !COMPOUNDING.has(this.language)) return undefined
    if (word.length < MIN_COMPOUND_TERM + MIN_COMPOUND_REST) return undefined
    let best: { concept: number; length: number } | undefined
    const consider = (concept: number | undefined, length: number) => {
      if (concept !== undefined && (!best || length > best.length)) best = { concept, length }
    }
    for (let i = MIN_COMPOUND_REST; i <= word.length - MIN_COMPOUND_TERM; i++) {
      // The head carries the whole word's inflection, which stemming already removed.
      consider(this.single.get(word.slice(i)), word.length - i)
    }
    for (let i = MIN_COMPOUND_TERM; i <= word.length - MIN_COMPOUND_REST; i++) {
      const left = word.slice(0, i)
      for (const link of LINKS) {
        if (!left.endsWith(link) || left.length - link.length < MIN_COMPOUND_TERM) continue
        consider(this.modifiers.get(left.slice(0, left.length - link.length)), left.length - link.length)
      }
    }
    return best?.concept
  }
}

/** One bot's glossary (its own groups and the global ones), compiled per language on first use. */
export class Glossary {
  private readonly matchers = new Map<AssistantLanguage, GlossaryMatcher | null>()

  constructor(
    readonly groups: readonly GlossaryGroupSpec[],
    private readonly analyze: Analyze,
  ) {}

  get isEmpty(): boolean {
    return this.groups.length === 0
  }

  /** The glossary's matcher for a language; null when no term applies to it. */
  matcher(language: AssistantLanguage): GlossaryMatcher | null {
    let matcher = this.matchers.get(language)
    if (matcher === undefined) {
      matcher = this.compile(language)
      this.matchers.set(language, matcher)
    }
    return matcher
  }

  private compile(language: AssistantLanguage): GlossaryMatcher | null {
    // Groups that share a term (by its analysed form) are one concept: a small union-find.
    const parent = this.groups.map((_, i) => i)
    const find = (i: number): number => {
      while (parent[i] !== i) {
        parent[i] = parent[parent[i]!]!
        i = parent[i]!
      }
      return i
    }
    const owner = new Map<string, number>()
    const raw: { group: number; words: Set<string>[]; bases: string[] }[] = []
    this.groups.forEach((group, g) => {
      for (const spec of group.terms) {
        if (spec.language !== GLOSSARY_ANY_LANGUAGE && spec.language !== language) continue
        const tokens = tokenize(spec.text)
        if (tokens.length === 0) continue
        const words = tokens.map((token) => this.formsOf(token, language))
        const key = tokens.map((token) => this.primaryOf(token, language) ?? token).join(' ')
        const seen = owner.get(key)
        if (seen === undefined) owner.set(key, g)
        else parent[find(g)] = find(seen)
        const bases =
          tokens.length === 1 ? [tokens[0]!, this.primaryOf(tokens[0]!, language) ?? tokens[0]!] : []
        raw.push({ group: g, words, bases })
      }
    })
    if (raw.length === 0) return null
    const modifiers = new Map<string, number>()
    const patterns = raw.map(({ group, words, bases }) => {
      const concept = find(group)
      for (const base of bases)
        if (base.length >= MIN_COMPOUND_TERM && !modifiers.has(base)) modifiers.set(base, concept)
      return { words, concept }
    })
    return new GlossaryMatcher(language, patterns, modifiers)
  }

  /** The analysed form of one written word (its stem, or the stop word as written). */
  private primaryOf(token: string, language: AssistantLanguage): string | undefined {
    return this.analyze(token, language).find(isPrimary)?.term
  }

  /** The analysed forms one word of a term matches: its own and its common inflected forms'. */
  private formsOf(token: string, language: AssistantLanguage): Set<string> {
    const forms = new Set<string>()
    const own = this.analyze(token, language).find(isPrimary)
    if (!own) return forms
    forms.add(own.term)
    // A stop word is matched as written: "i" + "er" is another word, not a form of "i".
    if (own.weight < 1) return forms
    const stem = this.primaryOf(own.term, language)
    if (stem) forms.add(stem)
    const bases = new Set([token, own.term])
    if (COMPOUNDING.has(language))
      for (const base of [...bases]) for (const c of contractedBases(base)) bases.add(c)
    for (const base of bases) {
      for (const ending of INFLECTIONS[language]) {
        const form = this.analyze(base + ending, language).find(isPrimary)
        if (form && form.weight >= 1) forms.add(form.term)
      }
    }
    return forms
  }
}

/** Whether the glossary has anything to add in a language. */
export function glossaryMatcherOf(
  glossary: Glossary | null | undefined,
  language: AssistantLanguage,
): GlossaryMatcher | null {
  return glossary && !glossary.isEmpty ? glossary.matcher(language) : null
}
