import { createHash } from 'node:crypto'
import { createBm25Peer } from './bm25-peer.ts'
import { type EvalEntry, type EvalQuery, type EvalSets, isRight, type RetrievalSet } from './eval-sets.ts'

/**
 * Answerability (../shared/eval/README.md, 'Answerability (held-out entries)'): a deterministic
 * quarter of the answers is left out of the bot, so the questions they answered have no answer and
 * must escalate. Shared by the in-process report, the calibration fit and the HTTP evaluation.
 */

export const ANSWERABILITY_SETS = ['faq-en', 'intent-no', 'intent-da'] as const
/** Answers at or above this confidence are "confident"; a left-out question answered so is the worst case. */
export const CONFIDENT = 0.7

/** The README's split: the first 8 hex digits of sha256("held:" + key or label), modulo 100, below 25. */
export function isHeldOut(keyOrLabel: string): boolean {
  const hex = createHash('sha256').update(`held:${keyOrLabel}`).digest('hex').slice(0, 8)
  return Number.parseInt(hex, 16) % 100 < 25
}

export interface AnswerabilitySet {
  name: string
  set: RetrievalSet
  /** The entries the bot keeps. */
  kb: EvalEntry[]
  /** Every query of the set; `answerable` false for those whose answer was left out. */
  queries: (EvalQuery & { answerable: boolean })[]
}

export function answerabilitySets(sets: EvalSets): AnswerabilitySet[] {
  const result: AnswerabilitySet[] = []
  for (const name of ANSWERABILITY_SETS) {
    const set = sets.retrieval.find((candidate) => candidate.name === name)
    if (!set) continue
    const splitKey = (entry: EvalEntry) => (set.expectBy === 'label' ? (entry.label ?? entry.key) : entry.key)
    const kb = set.kb.filter((entry) => !isHeldOut(splitKey(entry)))
    const queries = set.queries
      .filter((query) => query.expect !== null)
      .map((query) => ({ ...query, answerable: !isHeldOut(query.expect ?? '') }))
    result.push({ name, set, kb, queries })
  }
  return result
}

/** One answer as the bot showed it. */
export interface AnswerabilityOutcome {
  answerable: boolean
  /** Answered as knowledge and not escalated. */
  shown: boolean
  right: boolean
  confidence: number
}

export interface AnswerabilityFigures {
  coverage: number
  precision: number
  confidentWrong: number
  answerable: number
  heldOut: number
}

export function answerabilityFigures(outcomes: readonly AnswerabilityOutcome[]): AnswerabilityFigures {
  const answerable = outcomes.filter((outcome) => outcome.answerable)
  const heldOut = outcomes.filter((outcome) => !outcome.answerable)
  const shown = outcomes.filter((outcome) => outcome.shown)
  return {
    coverage: answerable.filter((o) => o.shown && o.right).length / Math.max(1, answerable.length),
    precision: shown.filter((o) => o.right).length / Math.max(1, shown.length),
    confidentWrong:
      heldOut.filter((o) => o.shown && o.confidence >= CONFIDENT).length / Math.max(1, heldOut.length),
    answerable: answerable.length,
    heldOut: heldOut.length,
  }
}

/**
 * A peer's shown-answer precision at the engine's coverage: its answers are shown from the highest
 * confidence down until as many answerable questions are answered right as the engine's coverage
 * asks. A peer that cannot reach that coverage shows every answer (its highest coverage), and the
 * coverage it reached is returned beside the precision.
 */
export function precisionAtCoverage(
  peer: readonly { answerable: boolean; right: boolean; confidence: number }[],
  coverage: number,
): { precision: number; coverage: number } {
  const answerable = peer.filter((p) => p.answerable).length
  const needed = Math.ceil(coverage * answerable - 1e-9)
  const sorted = [...peer].sort((a, b) => b.confidence - a.confidence)
  let right = 0
  let shown = 0
  for (const prediction of sorted) {
    if (right >= needed) break
    shown++
    if (prediction.right) right++
  }
  return { precision: shown > 0 ? right / shown : 0, coverage: right / Math.max(1, answerable) }
}

/** The plain-BM25 peer on the same bots: its score over the best reachable score as confidence. */
export function peerAnswerability(held: AnswerabilitySet) {
  const peer = createBm25Peer(held.kb)
  return held.queries.map((query) => {
    const found = peer.query(query.text)
    return {
      answerable: query.answerable,
      right: query.answerable && isRight(held.set, query, found.key),
      confidence: found.reachable > 0 ? found.score / found.reachable : 0,
    }
  })
}

export const formatAnswerability = (
  name: string,
  own: AnswerabilityFigures,
  peer: { precision: number; coverage: number },
) =>
  `${name.padEnd(10)} coverage ${own.coverage.toFixed(3)}  precision ${own.precision.toFixed(3)}  confident wrong ${own.confidentWrong.toFixed(3)}  | BM25 precision ${peer.precision.toFixed(3)} at coverage ${peer.coverage.toFixed(3)} (${own.answerable} answerable, ${own.heldOut} left out)`
