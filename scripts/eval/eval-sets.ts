import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The evaluation set format of ../shared/eval/README.md.

export interface EvalEntry {
  key: string
  question: string
  answer: string
  language_code: string
  label?: string
}

export interface EvalQuery {
  text: string
  expect: string | null
}

export interface RetrievalSet {
  name: string
  expectBy: 'key' | 'label'
  kb: EvalEntry[]
  queries: EvalQuery[]
  /** Out-of-scope sets borrow another set's knowledge base. */
  kbFrom?: string
}

export interface LanguageSet {
  name: string
  items: { text: string; lang: string }[]
}

export interface EvalSets {
  retrieval: RetrievalSet[]
  language: LanguageSet[]
}

export const DEFAULT_EVAL_DIR = path.resolve(import.meta.dirname, '../../../shared/eval/dev')

export function loadEvalSets(dir: string): EvalSets {
  const sets: EvalSets = { retrieval: [], language: [] }
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
    const name: string = raw.name ?? path.basename(file, '.json')
    if (Array.isArray(raw.items)) {
      sets.language.push({ name, items: raw.items })
      continue
    }
    sets.retrieval.push({
      name,
      expectBy: raw.expect_by === 'label' ? 'label' : 'key',
      kb: raw.kb ?? [],
      queries: raw.queries ?? [],
      kbFrom: raw.kb_from,
    })
  }
  // A set without its own knowledge base uses the one it names.
  for (const set of sets.retrieval) {
    if (set.kb.length > 0 || !set.kbFrom) continue
    const source = sets.retrieval.find((other) => other.name === set.kbFrom)
    if (source) set.kb = source.kb
  }
  return sets
}

/** Whether the entry with key `matchedKey` is a right answer to the query. */
export function isRight(set: RetrievalSet, query: EvalQuery, matchedKey: string | null): boolean {
  if (query.expect === null || matchedKey === null) return false
  if (set.expectBy === 'key') return matchedKey === query.expect
  return set.kb.find((entry) => entry.key === matchedKey)?.label === query.expect
}
