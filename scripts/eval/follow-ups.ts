import { readFileSync } from 'node:fs'
import path from 'node:path'
import { analyze } from '#server/assistant/analysis/analyze'
import { ANSWER_FLOOR, answerFromIndex } from '#server/assistant/answer-message'
import { buildKnowledgeIndex } from '#server/assistant/knowledge-index'
import { detectLanguage } from '#server/assistant/language/detect-language'
import type { AssistantAnswer } from '#server/assistant/types'
import { DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { DEMO_BOTS, DEMO_GLOBAL_KB_ENTRIES } from '#server/db/seed/demo-content'
import { type EvalSets, isRight } from './eval-sets.ts'
import { documentsOf } from './offline-run.ts'
import { demoBotIndexes } from './regression.ts'

/**
 * The follow-up set (issue 33 item 5, `follow-ups.json`): pairs of a first question and a follow-up
 * against the seeded demo bots, each with the entries that answer the follow-up or "escalate". Run
 * in-process by offline-report.ts and over HTTP by run-eval.ts, each with the previous question
 * (as the chat passes it) and without it (the same engine without context: the peer).
 */

export const FOLLOW_UPS_FILE = path.resolve(import.meta.dirname, 'follow-ups.json')

export interface FollowUpPair {
  bot: string
  lang: string
  first: string
  followUp: string
  /** Questions of the entries that answer the follow-up, or 'escalate'. */
  expect: string[] | 'escalate'
}

export function loadFollowUps(file = FOLLOW_UPS_FILE): FollowUpPair[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { pairs: FollowUpPair[] }
  const known = new Set(
    [...DEMO_GLOBAL_KB_ENTRIES, ...DEMO_BOTS.flatMap((bot) => bot.knowledgeBase.entries)]
      .filter((entry) => entry.status === 'approved')
      .map((entry) => entry.question),
  )
  for (const pair of raw.pairs) {
    if (!DEMO_BOTS.some((bot) => bot.name === pair.bot))
      throw new Error(`follow-ups: unknown bot ${pair.bot}`)
    if (pair.expect !== 'escalate')
      for (const question of pair.expect)
        if (!known.has(question)) throw new Error(`follow-ups: no approved demo entry "${question}"`)
  }
  return raw.pairs
}

/** What the evaluation needs of an answer (the engine's, or answer-preview's JSON). */
export type FollowUpAnswer = Pick<
  AssistantAnswer,
  'confidence' | 'knowledgeBased' | 'needsEscalation' | 'escalationType'
> & { sources: { question: string }[] }

/**
 * The chat passes the previous question when its reply came from the knowledge: an answer or the
 * choices (confidence at the answer floor or above), not a request for a person.
 */
export const passesAsPrevious = (answer: Pick<FollowUpAnswer, 'confidence' | 'escalationType'>) =>
  answer.confidence >= ANSWER_FLOOR && answer.escalationType !== 'specialist_contact'

/**
 * Right: the follow-up is answered from one of the expected entries without escalating, or, where it
 * expects "escalate", it is not answered as knowledge (or escalates).
 */
export function followUpRight(pair: FollowUpPair, answer: FollowUpAnswer): boolean {
  const shown = answer.knowledgeBased && !answer.needsEscalation
  if (pair.expect === 'escalate') return !shown
  return shown && pair.expect.includes(answer.sources[0]?.question ?? '')
}

export interface FollowUpFigures {
  pairs: number
  /** Share right with the previous question passed as the chat does. */
  withContext: number
  /** Share right from the follow-up alone. */
  alone: number
  /** Share of first questions answered from the knowledge (so passed on). */
  firstPassed: number
  /** Share of follow-ups where the reading with the previous topic won. */
  contextUsed: number
}

export interface FollowUpOutcome {
  pair: FollowUpPair
  first: FollowUpAnswer
  withContext: FollowUpAnswer & { followUp?: boolean }
  alone: FollowUpAnswer
}

export function followUpFigures(outcomes: readonly FollowUpOutcome[]): FollowUpFigures {
  const n = Math.max(1, outcomes.length)
  const share = (test: (outcome: FollowUpOutcome) => boolean) => outcomes.filter(test).length / n
  return {
    pairs: outcomes.length,
    withContext: share((o) => followUpRight(o.pair, o.withContext)),
    alone: share((o) => followUpRight(o.pair, o.alone)),
    firstPassed: share((o) => passesAsPrevious(o.first)),
    contextUsed: share((o) => o.withContext.followUp === true),
  }
}

export const formatFollowUps = (figures: FollowUpFigures) =>
  `follow-ups (${figures.pairs} pairs, demo bots): right ${figures.withContext.toFixed(3)} with the previous question | ${figures.alone.toFixed(3)} without (peer) | first question passed on ${figures.firstPassed.toFixed(3)}, context reading won ${figures.contextUsed.toFixed(3)}`

/** The follow-up set in-process, through the same answerFromIndex as the server. */
export function runFollowUpsOffline(pairs: readonly FollowUpPair[]): FollowUpOutcome[] {
  const indexes = demoBotIndexes()
  return pairs.map((pair) => {
    const demo = indexes.get(pair.bot)
    if (!demo) throw new Error(`follow-ups: unknown bot ${pair.bot}`)
    const ask = (message: string, previous?: string) =>
      answerFromIndex(demo.index, {
        message,
        previous,
        rules: demo.bot.escalationRules,
        analyze,
        detect: detectLanguage,
      })
    const first = ask(pair.first)
    return {
      pair,
      first,
      withContext: ask(pair.followUp, passesAsPrevious(first) ? pair.first : undefined),
      alone: ask(pair.followUp),
    }
  })
}

/** How far back the unrelated previous question of the topic-switch check is taken from. */
const SWITCH_OFFSET = 7

/**
 * The cost side (in-process): every development question asked after an unrelated one (the set's
 * question SWITCH_OFFSET places on) as its previous question. A question that looks like a follow-up
 * is then also read with a topic it does not have; the share right at top 1 should hardly move.
 */
export function runTopicSwitchOffline(sets: EvalSets) {
  return sets.retrieval
    .filter((set) => set.queries.some((query) => query.expect !== null))
    .map((set) => {
      const index = buildKnowledgeIndex(documentsOf(set.kb), analyze)
      let alone = 0
      let switched = 0
      let contextWon = 0
      set.queries.forEach((query, i) => {
        const ask = (previous?: string) =>
          answerFromIndex(index, {
            message: query.text,
            previous,
            rules: DEFAULT_ESCALATION_RULES,
            analyze,
            detect: detectLanguage,
          })
        const own = ask()
        const after = ask(set.queries[(i + SWITCH_OFFSET) % set.queries.length].text)
        if (isRight(set, query, own.sources[0]?.entryId ?? null)) alone++
        if (isRight(set, query, after.sources[0]?.entryId ?? null)) switched++
        if (after.followUp) contextWon++
      })
      const n = Math.max(1, set.queries.length)
      return { set: set.name, alone: alone / n, switched: switched / n, contextWon: contextWon / n }
    })
}
