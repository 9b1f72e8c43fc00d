import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { normalizeText } from '#server/assistant/analysis/normalize-text'
import { stemmerFor } from '#server/assistant/analysis/stemming'
import type { AssistantLanguage } from '#server/assistant/language/languages'

/**
 * Derives the synonym tables in src/server/assistant/synonyms/ from Debian's LibreOffice MyThes
 * thesauri (`apt-get install -y mythes-sv mythes-en-us`; files under /usr/share/mythes/):
 * `npx tsx scripts/assistant/build-synonyms.ts`.
 *
 * Kept: one-word synonyms of one-word headwords, normalised and stemmed as the analyzer does (so the
 * tables must be rebuilt after a change to stemming.ts: the engine reads stems, and stemming the
 * 100,000 words of the English table at load time would take seconds).
 * Dropped: phrases, antonyms, and the annotated relations (generic term, similar term, related term,
 * underbegreb...), which measured worse than plain synonyms (docs/assistant.md, fourth session).
 * Each pair of stems is written once (a line is a stem and the stems of its synonyms that sort after
 * it); the engine makes the relation symmetric when it loads the table. Words that stem alike
 * (inflections of one word) are not synonyms of each other.
 *
 * Only Swedish and English are vendored: their licences allow redistribution with the notices kept
 * (synonyms/LICENSE.md), and only they improved the development sets. Danish (mythes-da) and
 * Norwegian (mythes-no, GPL-2) together cost one intent-da query.
 */

const THESAURI: Partial<Record<AssistantLanguage, string>> = {
  sv: '/usr/share/mythes/th_sv_SE_v2.dat',
  en: '/usr/share/mythes/th_en_US_v2.dat',
}
const OUT_DIR = fileURLToPath(new URL('../../src/server/assistant/synonyms/', import.meta.url))
const ONE_WORD = /^\p{L}+$/u

function oneWord(text: string): string | null {
  const word = normalizeText(text.trim())
  return ONE_WORD.test(word) ? word : null
}

/** MyThes .dat: a charset line, then `headword|n` followed by n lines `(pos)|synonym|synonym...`. */
function readThesaurus(file: string, language: AssistantLanguage): Map<string, Set<string>> {
  const stemmer = stemmerFor(language)
  const raw = readFileSync(file)
  const charset = raw.subarray(0, raw.indexOf(10)).toString('latin1').trim().toLowerCase()
  const lines = raw.toString(charset.startsWith('utf') ? 'utf8' : 'latin1').split('\n')
  const pairs = new Map<string, Set<string>>()
  const link = (a: string, b: string) => {
    const [low, high] = a < b ? [a, b] : [b, a]
    const set = pairs.get(low)
    if (set) set.add(high)
    else pairs.set(low, new Set([high]))
  }
  for (let i = 1; i < lines.length; i++) {
    const [head, countText] = lines[i]!.split('|')
    const count = Number(countText)
    if (!head || !Number.isInteger(count)) continue
    const headWord = oneWord(head)
    const word = headWord && stemmer.stem(headWord)
    for (let j = 1; j <= count; j++) {
      const [partOfSpeech = '', ...synonyms] = lines[i + j]?.split('|') ?? []
      if (!word || partOfSpeech.includes('antonym')) continue
      for (const synonym of synonyms) {
        if (synonym.includes('(')) continue
        const otherWord = oneWord(synonym)
        const other = otherWord && stemmer.stem(otherWord)
        if (other && other !== word) link(word, other)
      }
    }
    i += count
  }
  return pairs
}

for (const [language, file] of Object.entries(THESAURI) as [AssistantLanguage, string][]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: apt-get install -y mythes-sv mythes-en-us`)
    process.exitCode = 1
    continue
  }
  const pairs = readThesaurus(file, language)
  const lines = [...pairs.keys()].sort().map((word) => [word, ...[...pairs.get(word)!].sort()].join(' '))
  writeFileSync(`${OUT_DIR}${language}.txt`, `${lines.join('\n')}\n`)
  console.log(language, lines.length, 'lines')
}
