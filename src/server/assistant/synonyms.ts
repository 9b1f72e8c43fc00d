import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AssistantLanguage } from './language/languages.ts'

/**
 * The synonym channel's tables: one-word synonyms from LibreOffice's MyThes thesauri, derived by
 * scripts/assistant/build-synonyms.ts into synonyms/<language>.txt (licences in synonyms/LICENSE.md).
 * The files hold Snowball stems (the form the index's terms have), each line a stem and stems of its
 * synonyms, each pair written once; here they become a symmetric map. They must be rebuilt when
 * stemming changes (the script says how).
 *
 * Loaded once per language, when an index with entries in that language is built. A language without a
 * table (or a missing file) simply has no synonyms: retrieval works as before.
 */

export const SYNONYM_LANGUAGES: readonly AssistantLanguage[] = ['sv', 'en']

export type SynonymTable = ReadonlyMap<string, readonly string[]>

const tables = new Map<AssistantLanguage, SynonymTable>()

/** Builds the stem-level table from the lines of a synonyms file (exported for tests). */
export function parseSynonymTable(text: string): SynonymTable {
  // Each pair is written once, so pushing both directions never repeats one.
  const table = new Map<string, string[]>()
  const link = (a: string, b: string) => {
    const list = table.get(a)
    if (list) list.push(b)
    else table.set(a, [b])
  }
  for (const line of text.split('\n')) {
    const words = line.trim().split(' ')
    if (words.length < 2) continue
    const head = words[0]!
    for (let i = 1; i < words.length; i++) {
      link(head, words[i]!)
      link(words[i]!, head)
    }
  }
  return table
}

/**
 * The language's table, read on first use and kept for the process (English and Swedish together:
 * about 0.6 s on a busy machine and 11 MB of heap), so index builds ask for it, not the first question.
 */
export function synonymTableOf(language: AssistantLanguage): SynonymTable {
  let table = tables.get(language)
  if (!table) {
    const file = fileURLToPath(new URL(`./synonyms/${language}.txt`, import.meta.url))
    table =
      SYNONYM_LANGUAGES.includes(language) && existsSync(file)
        ? parseSynonymTable(readFileSync(file, 'utf8'))
        : new Map()
    tables.set(language, table)
  }
  return table
}
