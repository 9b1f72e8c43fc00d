import { analyze as analyzeBuiltIn, normalizeText } from './analysis/analyze.ts'
import { type Glossary, glossaryMatcherOf } from './glossary.ts'
import type { AssistantLanguage } from './language/languages.ts'

export interface GroupableQuestion {
  id: string
  text: string
  language: AssistantLanguage
}

/**
 * Two questions are near-duplicates when most of the shorter one's meaning words are in the other:
 * shared / words of the shorter at least this, and at least MIN_SHARED of them (one shared word such
 * as "oil" says little). Measured by hand on the seeded suggestions: 0.6 keeps "how do I change the
 * oil filter" with "change oil filter X200" and apart from "oil pressure warning".
 */
export const GROUP_MIN_OVERLAP = 0.6
const MIN_SHARED = 2

/**
 * What a question is about, independent of wording and language: the stems of its content words
 * (the assistant's analysis: tokens, stop words, Snowball stems), where words the glossary knows are
 * replaced by the glossary concept, which is the same in every language (olje / oil / Öl).
 */
export function meaningTermsOf(
  question: Omit<GroupableQuestion, 'id'>,
  glossary?: Glossary | null,
): Set<string> {
  const terms = analyzeBuiltIn(question.text, question.language)
  const matches = glossaryMatcherOf(glossary, question.language)?.match(terms) ?? []
  const covered = new Set(matches.flatMap((match) => match.positions))
  const meaning = new Set(matches.map((match) => match.term))
  terms.forEach((term, position) => {
    if (term.weight >= 1 && !covered.has(position)) meaning.add(term.term)
  })
  return meaning
}

function nearDuplicates(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (small.size === 0) return false
  let shared = 0
  for (const term of small) if (large.has(term)) shared++
  return shared >= Math.min(MIN_SHARED, small.size) && shared / small.size >= GROUP_MIN_OVERLAP
}

/**
 * Groups near-duplicate questions (single link: A~B and B~C put all three together). Questions with
 * the same normalised text are always together. Groups keep the order of their first question and
 * each group the order of its questions, so a caller sorting the input sorts the result.
 */
export function groupQuestions<Q extends GroupableQuestion>(
  questions: readonly Q[],
  glossary?: Glossary | null,
): Q[][] {
  const parent = questions.map((_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!
      i = parent[i]!
    }
    return i
  }
  const union = (i: number, j: number) => {
    const [a, b] = [find(i), find(j)]
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b)
  }
  const texts = questions.map((question) => normalizeText(question.text))
  const meanings = questions.map((question) => meaningTermsOf(question, glossary))
  for (let i = 0; i < questions.length; i++)
    for (let j = i + 1; j < questions.length; j++)
      if (texts[i] === texts[j] || nearDuplicates(meanings[i]!, meanings[j]!)) union(i, j)
  const groups = new Map<number, Q[]>()
  questions.forEach((question, i) => {
    const root = find(i)
    const group = groups.get(root)
    if (group) group.push(question)
    else groups.set(root, [question])
  })
  return [...groups.values()]
}
