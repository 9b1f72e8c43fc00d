import { readFileSync } from 'node:fs'
import path from 'node:path'
import { analyze } from '#server/assistant/analysis/analyze'
import { answerFromIndex } from '#server/assistant/answer-message'
import { buildKnowledgeIndex, type KnowledgeIndex } from '#server/assistant/knowledge-index'
import { detectLanguage } from '#server/assistant/language/detect-language'
import type { AssistantLanguage } from '#server/assistant/language/languages'
import type { AssistantAnswer, EscalationType, KnowledgeDocument } from '#server/assistant/types'
import {
  DEMO_BOTS,
  DEMO_GLOBAL_KB_ENTRIES,
  type DemoBot,
  type DemoKbEntry,
} from '#server/db/seed/demo-content'

/**
 * The regression suite of real questions (issue 33 item 7): realistic dealer, technician and
 * customer questions against the seeded demo knowledge, each with the entries that may answer it or
 * 'escalate'. Each question goes through the same `answerFromIndex` as the server, over an index of
 * the bot's approved entries and the approved global ones (knowledge-source.ts loads exactly
 * those), with the bot's escalation rules. Shared by tests/assistant/regression.test.ts (in
 * `npm test`) and scripts/eval/regression-report.ts.
 */

export const REGRESSION_QUESTIONS_FILE = path.resolve(
  import.meta.dirname,
  '../../tests/assistant/regression-questions.json',
)

/**
 * The precision/coverage trade-off: the engine escalates rather than guess, so some questions that
 * have an answer escalate, and that is allowed up to this share of the answerable questions
 * (overall; the report shows each language). A wrong shown answer is never allowed.
 *
 * Set from the first run (2026-11-27): 35 of the 66 answerable questions (0.53) escalate, 32 of
 * them with a right entry ranked first but a confidence below the bot's threshold (the small-bot
 * correction of confidence.ts weighs a demo bot's 6-10 entries per language as little evidence).
 * The budget keeps today's coverage from falling further; the issue's coverage target (0.70) would
 * be a budget of 0.30. Lower it as calibration improves (docs/assistant.md, "Regression suite").
 * Raised to 0.57 when the calibration's second stage (sixth session) was merged with it: the rescale
 * that brought the pooled calibration error back to 0.020 makes weak matches weaker, and two more
 * demo questions near the threshold escalate (37 of 66); still no wrong answer.
 */
// Lowered to 0.25 in the seventh session: the small-bot adjustment of confidence.ts (fitted on bots
// drawn from the public sets, not on these questions) answers 52 of the 66 (14 escalate, 0.21); the
// issue's coverage target of 0.70 is a budget of 0.30.
export const ESCALATION_BUDGET = 0.25

export interface RegressionQuestion {
  bot: string
  /** The language the question is written in (for the report). */
  language: AssistantLanguage
  who: 'customer' | 'dealer' | 'technician'
  question: string
  /** Entry questions of which any is a right answer, or 'escalate'. */
  expect: string[] | 'escalate'
  /** The language chosen in the chat's menu, when the user chose one. */
  chatLanguage?: AssistantLanguage
  /** When it escalates, it must escalate so (e.g. not as a specialist contact). */
  escalationType?: EscalationType
  note?: string
}

export type Verdict = 'right' | 'escalated' | 'wrong'

export interface RegressionResult {
  question: RegressionQuestion
  verdict: Verdict
  /** True when the question has an answer in the knowledge. */
  answerable: boolean
  /** Knowledge-based and not escalated: the user got the entry's answer as the answer. */
  shown: boolean
  answer: AssistantAnswer
  /** The entry whose answer was given (knowledge-based answers), else null. */
  entryQuestion: string | null
  reason?: string
}

export function loadRegressionQuestions(file = REGRESSION_QUESTIONS_FILE): RegressionQuestion[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: RegressionQuestion[] }).questions
}

const toDocument = (
  entry: DemoKbEntry,
  id: string,
  scope: KnowledgeDocument['scope'],
): KnowledgeDocument => ({
  id,
  question: entry.question,
  answer: entry.answer,
  language: entry.languageCode,
  priority: entry.priority,
  tags: entry.tags,
  scope,
})

export interface DemoBotIndex {
  bot: DemoBot
  /** Every seeded entry of the bot and the global ones, whatever their status. */
  entries: DemoKbEntry[]
  index: KnowledgeIndex
}

/** The demo bots' indexes as the server builds them: approved bot entries and approved global ones. */
export function demoBotIndexes(): Map<string, DemoBotIndex> {
  const indexes = new Map<string, DemoBotIndex>()
  for (const bot of DEMO_BOTS) {
    const entries = [...bot.knowledgeBase.entries, ...DEMO_GLOBAL_KB_ENTRIES]
    const documents = [
      ...bot.knowledgeBase.entries.map((entry, i) => ({
        entry,
        doc: toDocument(entry, `${bot.name}#${i}`, 'bot_specific'),
      })),
      ...DEMO_GLOBAL_KB_ENTRIES.map((entry, i) => ({
        entry,
        doc: toDocument(entry, `global#${i}`, 'global'),
      })),
    ]
      .filter(({ entry }) => entry.status === 'approved')
      .map(({ doc }) => doc)
    indexes.set(bot.name, { bot, entries, index: buildKnowledgeIndex(documents, analyze) })
  }
  return indexes
}

/** Mistakes in the data file itself: unknown bots, entries that do not exist or do not answer. */
export function checkRegressionQuestions(
  questions: readonly RegressionQuestion[],
  indexes: Map<string, DemoBotIndex>,
): string[] {
  const problems: string[] = []
  for (const question of questions) {
    const bot = indexes.get(question.bot)
    if (!bot) {
      problems.push(`${question.question}: unknown bot ${question.bot}`)
      continue
    }
    if (question.expect === 'escalate') continue
    for (const expected of question.expect) {
      const entry = bot.entries.find((candidate) => candidate.question === expected)
      if (!entry) problems.push(`${question.question}: no entry '${expected}' in ${question.bot}`)
      else if (entry.status !== 'approved')
        problems.push(`${question.question}: '${expected}' is ${entry.status}, so it must escalate`)
    }
  }
  return problems
}

export function runRegression(
  questions: readonly RegressionQuestion[],
  indexes: Map<string, DemoBotIndex> = demoBotIndexes(),
): RegressionResult[] {
  return questions.map((question) => {
    const { bot, index } = indexes.get(question.bot)!
    const answer = answerFromIndex(index, {
      message: question.question,
      language: question.chatLanguage,
      rules: bot.escalationRules,
      analyze,
      detect: detectLanguage,
    })
    const shown = answer.knowledgeBased && !answer.needsEscalation
    const entryQuestion = answer.knowledgeBased ? (answer.sources[0]?.question ?? null) : null
    const answerable = question.expect !== 'escalate'
    let verdict: Verdict
    let reason: string | undefined
    if (!shown) {
      verdict = 'escalated'
      if (question.escalationType && answer.escalationType !== question.escalationType) {
        verdict = 'wrong'
        reason = `escalated as ${answer.escalationType}, expected ${question.escalationType}`
      }
    } else if (question.expect === 'escalate') {
      verdict = 'wrong'
      reason = `answered '${entryQuestion}' at ${answer.confidence}, expected an escalation`
    } else if (entryQuestion !== null && question.expect.includes(entryQuestion)) verdict = 'right'
    else {
      verdict = 'wrong'
      reason = `answered '${entryQuestion}' at ${answer.confidence}, expected ${question.expect.map((q) => `'${q}'`).join(' or ')}`
    }
    // An escalation is right when escalating is what the question needs.
    if (verdict === 'escalated' && !answerable) verdict = 'right'
    return { question, verdict, answerable, shown, answer, entryQuestion, reason }
  })
}

export interface RegressionSummary {
  language: string
  total: number
  right: number
  /** Answerable questions that escalated (within the budget). */
  escalated: number
  wrong: number
}

export function summarise(results: readonly RegressionResult[]): RegressionSummary[] {
  const languages = [...new Set(results.map((result) => result.question.language))]
  const row = (language: string, rows: readonly RegressionResult[]): RegressionSummary => ({
    language,
    total: rows.length,
    right: rows.filter((result) => result.verdict === 'right').length,
    escalated: rows.filter((result) => result.verdict === 'escalated').length,
    wrong: rows.filter((result) => result.verdict === 'wrong').length,
  })
  return [
    ...languages.map((language) =>
      row(
        language,
        results.filter((result) => result.question.language === language),
      ),
    ),
    row('all', results),
  ]
}

/** Share of the answerable questions that escalated. */
export function escalatedShare(results: readonly RegressionResult[]): number {
  const answerable = results.filter((result) => result.answerable)
  return answerable.filter((result) => result.verdict === 'escalated').length / Math.max(1, answerable.length)
}

/** The report printed by the test and the script: per language, then every escalated and wrong question. */
export function formatRegression(results: readonly RegressionResult[]): string {
  const lines = ['language  total  right  escalated  wrong']
  for (const row of summarise(results))
    lines.push(
      `${row.language.padEnd(9)} ${String(row.total).padStart(5)}  ${String(row.right).padStart(5)}  ${String(row.escalated).padStart(9)}  ${String(row.wrong).padStart(5)}`,
    )
  lines.push(
    `answerable questions escalated: ${(escalatedShare(results) * 100).toFixed(1)} % (budget ${(ESCALATION_BUDGET * 100).toFixed(0)} %)`,
  )
  for (const result of results.filter((each) => each.verdict !== 'right')) {
    const { question, answer } = result
    const labelled = answer.knowledgeBased ? ', shown with the low-confidence label' : ''
    const detail =
      result.verdict === 'wrong'
        ? result.reason
        : `escalated at ${answer.confidence} (best: '${answer.sources[0]?.question ?? '-'}'${labelled}), expected ${(question.expect as string[]).map((q) => `'${q}'`).join(' or ')}`
    lines.push(
      `${result.verdict.toUpperCase().padEnd(9)} [${question.language}] ${question.bot}: ${question.question} -> ${detail}`,
    )
  }
  return lines.join('\n')
}
