import { createBm25Peer } from './bm25-peer.ts'
import { type EvalQuery, isRight, type RetrievalSet } from './eval-sets.ts'

/**
 * Choices (issue 33 item 2): among the questions whose right entry is in the engine's top three, the
 * share reached with at most one click: the reply shows the right entry's answer, or offers the right
 * entry among its choices. Offering choices is itself a cost, so how often they are shown is counted
 * too (in scope and out of scope). The peer is plain BM25's top three (answer groups): the share of
 * in-scope questions whose right entry a reply offering BM25's three best would hold.
 */

/** What the figure needs of an answer (the engine's, or answer-preview's JSON), with keys mapped. */
export interface OneClickAnswer {
  knowledgeBased: boolean
  /** The best three entries' keys (the answer's sources), best first. */
  top: (string | null)[]
  /** The offered choices' keys. */
  choices: (string | null)[]
}

export interface OneClickFigures {
  inScope: number
  /** Share of in-scope questions with the right entry in the engine's top three. */
  top3: number
  /** Among those: reached with at most one click. */
  oneClick: number
  /** Among those: the reply shows the right answer (no click). */
  direct: number
  /** Among those, the same engine without choices: the reply shows the right answer. */
  withoutChoices: number
  /** Share of in-scope questions whose reply shows choices. */
  choicesInScope: number
  /** Share of out-of-scope questions whose reply shows choices. */
  choicesOutOfScope: number
  /** Share of in-scope questions whose right answer was shown before and now needs a click. */
  clickAdded: number
  /** The counts behind the shares, for pooling sets (poolOneClick). */
  counts: OneClickCounts
}

interface OneClickCounts {
  inScope: number
  top3: number
  oneClick: number
  direct: number
  withoutChoices: number
  choicesInScope: number
  clickAdded: number
  outOfScope: number
  choicesOutOfScope: number
}

function figuresOf(counts: OneClickCounts): OneClickFigures {
  const n = Math.max(1, counts.inScope)
  const m = Math.max(1, counts.top3)
  return {
    inScope: counts.inScope,
    top3: counts.top3 / n,
    oneClick: counts.oneClick / m,
    direct: counts.direct / m,
    withoutChoices: counts.withoutChoices / m,
    choicesInScope: counts.choicesInScope / n,
    choicesOutOfScope: counts.choicesOutOfScope / Math.max(1, counts.outOfScope),
    clickAdded: counts.clickAdded / n,
    counts,
  }
}

/** The figures of several sets together (every question weighs the same). */
export function poolOneClick(figures: readonly OneClickFigures[]): OneClickFigures {
  const keys = Object.keys(figures[0]?.counts ?? {}) as (keyof OneClickCounts)[]
  const counts = Object.fromEntries(
    keys.map((key) => [key, figures.reduce((sum, figure) => sum + figure.counts[key], 0)]),
  ) as unknown as OneClickCounts
  return figuresOf(counts)
}

export function oneClickFigures(
  set: RetrievalSet,
  answers: readonly OneClickAnswer[],
  outOfScope: readonly OneClickAnswer[] = [],
): OneClickFigures {
  const right = (query: EvalQuery, key: string | null) => isRight(set, query, key)
  let inScope = 0
  let top3 = 0
  let oneClick = 0
  let direct = 0
  let withoutChoices = 0
  let choicesInScope = 0
  let clickAdded = 0
  set.queries.forEach((query, i) => {
    if (query.expect === null) return
    const answer = answers[i]
    inScope++
    const [best] = answer.top
    // The best entry's answer is shown unless the reply offers choices instead (then the best is
    // among them) or has no answer at all.
    const replacedByChoices = !answer.knowledgeBased && answer.choices.includes(best ?? null)
    const shownRight = answer.knowledgeBased && right(query, best ?? null)
    if (answer.choices.length > 0) choicesInScope++
    // Without choices the engine shows the best entry's answer from the answer floor up.
    const shownWithout = (answer.knowledgeBased || replacedByChoices) && right(query, best ?? null)
    if (shownWithout && !shownRight) clickAdded++
    if (!answer.top.slice(0, 3).some((key) => right(query, key))) return
    top3++
    if (shownRight) direct++
    if (shownRight || answer.choices.some((key) => right(query, key))) oneClick++
    if (shownWithout) withoutChoices++
  })
  return figuresOf({
    inScope,
    top3,
    oneClick,
    direct,
    withoutChoices,
    choicesInScope,
    clickAdded,
    outOfScope: outOfScope.length,
    choicesOutOfScope: outOfScope.filter((answer) => answer.choices.length > 0).length,
  })
}

/** BM25's top three answer groups (entries with the same answer are one group, as in the engine). */
export function peerTop3(set: RetrievalSet): number {
  const peer = createBm25Peer(set.kb)
  const answerOf = new Map(set.kb.map((entry) => [entry.key, entry.answer.trim().toLowerCase()]))
  let inScope = 0
  let found = 0
  for (const query of set.queries) {
    if (query.expect === null) continue
    inScope++
    const groups = new Set<string>()
    const top: string[] = []
    for (const key of peer.ranked(query.text)) {
      const group = answerOf.get(key) ?? key
      if (groups.has(group)) continue
      groups.add(group)
      top.push(key)
      if (top.length === 3) break
    }
    if (top.some((key) => isRight(set, query, key))) found++
  }
  return found / Math.max(1, inScope)
}

export const formatOneClick = (name: string, own: OneClickFigures, peer: number) =>
  `${name.padEnd(10)} right entry in top 3 ${own.top3.toFixed(3)}; of those reached with <= 1 click ${own.oneClick.toFixed(3)} (directly ${own.direct.toFixed(3)}; without choices ${own.withoutChoices.toFixed(3)}) | choices shown ${own.choicesInScope.toFixed(3)} in scope${own.choicesOutOfScope > 0 ? `, ${own.choicesOutOfScope.toFixed(3)} out of scope` : ''}, a click added ${own.clickAdded.toFixed(3)} | BM25 top-3 ${peer.toFixed(3)}`
