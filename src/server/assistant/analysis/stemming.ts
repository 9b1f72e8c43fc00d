import { newStemmer } from 'snowball-stemmers'
import type { AssistantLanguage } from '#server/assistant/language/languages'

const SNOWBALL_NAMES: Record<AssistantLanguage, string> = {
  no: 'norwegian',
  sv: 'swedish',
  da: 'danish',
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
}

// The Nordic Snowball stemmers also strip derivational suffixes, which joins words of different meaning:
// Swedish tidig (early) -> tid (time), daglig (daily) -> dag, fastighet (property) -> fast (firm),
// verksamhet (business) -> verksam (active), Danish tidlig -> tid. The guard keeps such a suffix when the
// stemmer removed it (with any inflection after it), so only inflection is conflated:
// verksamheten/verksamheter -> verksamhet, möjliga/möjligt -> möjlig. Longest suffix first.
const DERIVATIONAL_SUFFIXES: Partial<Record<AssistantLanguage, readonly string[]>> = {
  sv: ['lighet', 'ighet', 'het', 'lig', 'ig', 'else', 'els', 'ande'],
  no: ['lighet', 'ighet', 'het', 'lig', 'ig', 'else', 'els', 'ende', 'ande'],
  da: ['lighed', 'ighed', 'hed', 'lig', 'ig', 'else', 'els', 'ende'],
}

/** Restores a derivational suffix the stemmer removed from `word` (see DERIVATIONAL_SUFFIXES). */
function keepDerivation(word: string, stem: string, suffixes: readonly string[]): string {
  if (stem.length === word.length || !word.startsWith(stem)) return stem
  for (const suffix of suffixes) if (word.startsWith(suffix, stem.length)) return stem + suffix
  return stem
}

// Stemming is the costly step of analysis; words repeat a lot, so each language keeps a bounded cache.
const STEM_CACHE_LIMIT = 200_000
const DIGIT = /\d/

export interface Stemmer {
  stem: (word: string) => string
}

const stemmers = new Map<AssistantLanguage, Stemmer>()

/** The language's Snowball stemmer (with the Nordic derivation guard), cached per word. */
export function stemmerFor(language: AssistantLanguage): Stemmer {
  let stemmer = stemmers.get(language)
  if (!stemmer) {
    const snowball = newStemmer(SNOWBALL_NAMES[language])
    const derivational = DERIVATIONAL_SUFFIXES[language]
    const cache = new Map<string, string>()
    stemmer = {
      stem(word) {
        let stem = cache.get(word)
        if (stem === undefined) {
          // Numbers and words with digits (model names such as xc60) are kept as written.
          if (DIGIT.test(word)) stem = word
          else {
            stem = snowball.stem(word)
            if (derivational) stem = keepDerivation(word, stem, derivational)
          }
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
