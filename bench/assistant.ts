import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import MiniSearch from 'minisearch'
import { analyze } from '#server/assistant/analysis/analyze'
import { answerFromIndex } from '#server/assistant/answer-message'
import { buildKnowledgeIndex } from '#server/assistant/knowledge-index'
import { detectLanguage } from '#server/assistant/language/detect-language'
import type { AssistantLanguage } from '#server/assistant/language/languages'
import { retrieveInLanguage } from '#server/assistant/retrieve'
import type { KnowledgeDocument } from '#server/assistant/types'
import { DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { DEFAULT_EVAL_DIR, loadEvalSets } from '../scripts/eval/eval-sets.ts'

/**
 * Retrieval latency, build time and memory of the assistant index at 1k, 10k and 100k entries,
 * beside minisearch 7 on the same entries and queries in the same run. The corpora are synthetic
 * but deterministic (seeded): questions and answers are drawn from the evaluation sets' real
 * vocabulary per language, so term statistics look like a knowledge base's. Queries are entry
 * questions with words dropped, reordered and, one in four, a typo.
 */

/** BENCH_SIZES=1000,10000 runs fewer sizes. */
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number)
const QUERIES = 1_000
/** A peer slower than this per engine and size stops early; the table shows how many queries it ran. */
const TIME_CAP_MS = 90_000
/** JIT warm-up before timing: the first calls of each code path are compiled, not measured. */
const WARMUP = 500
const WARMUP_CAP_MS = 30_000
const LANGUAGE_MIX: [AssistantLanguage, number][] = [
  ['en', 0.4],
  ['no', 0.3],
  ['sv', 0.2],
  ['da', 0.1],
]

function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function vocabularies() {
  const sets = loadEvalSets(DEFAULT_EVAL_DIR)
  const words = new Map<string, string[]>()
  const add = (language: string, text: string) => {
    const list = words.get(language) ?? []
    for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) if (word.length > 1) list.push(word.toLowerCase())
    words.set(language, list)
  }
  for (const set of sets.retrieval) {
    for (const entry of set.kb) add(entry.language_code, `${entry.question} ${entry.answer}`)
    for (const query of set.queries) add(set.kb[0]?.language_code ?? 'en', query.text)
  }
  for (const set of sets.language) for (const item of set.items) add(item.lang, item.text)
  // Word lists keep their natural frequencies: sampling from them gives a Zipf-like distribution.
  return words
}

function corpus(size: number, words: Map<string, string[]>, random: () => number): KnowledgeDocument[] {
  const pick = (list: string[]) => list[Math.floor(random() * list.length)]
  const sentence = (list: string[], min: number, max: number) =>
    Array.from({ length: min + Math.floor(random() * (max - min)) }, () => pick(list)).join(' ')
  return Array.from({ length: size }, (_, i) => {
    let roll = random()
    let language: AssistantLanguage = 'en'
    for (const [candidate, share] of LANGUAGE_MIX) {
      if (roll < share) {
        language = candidate
        break
      }
      roll -= share
    }
    const list = words.get(language) ?? words.get('en') ?? []
    return {
      id: `entry-${i}`,
      question: `${sentence(list, 5, 12)}?`,
      answer: `${sentence(list, 15, 60)}.`,
      language,
      priority: 1 + Math.floor(random() * 10),
      tags: [],
      scope: 'bot_specific' as const,
    }
  })
}

function queriesOf(documents: KnowledgeDocument[], random: () => number) {
  return Array.from({ length: QUERIES + WARMUP }, () => {
    const entry = documents[Math.floor(random() * documents.length)]
    const words = entry.question
      .replace('?', '')
      .split(' ')
      .filter(() => random() > 0.3)
    words.sort(() => random() - 0.5)
    if (random() < 0.25 && words.length > 0) {
      const at = Math.floor(random() * words.length)
      const word = words[at]
      if (word.length > 4) words[at] = word.slice(0, 2) + word[3] + word[2] + word.slice(4)
    }
    return { text: words.join(' ') || entry.question, language: entry.language, expect: entry.id }
  })
}

const gc: () => void = (() => {
  setFlagsFromString('--expose_gc')
  return runInNewContext('gc') as () => void
})()

function heapUsed(): number {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

interface Row {
  engine: string
  size: number
  buildMs: number
  heapMb: number
  p50: number
  p99: number
  top1: number
  queries: number
}

function measure(
  name: string,
  size: number,
  build: () => unknown,
  query: (state: unknown, q: { text: string; language: AssistantLanguage }) => string | undefined,
  queries: { text: string; language: AssistantLanguage; expect: string }[],
): Row {
  const before = heapUsed()
  const started = performance.now()
  const state = build()
  const buildMs = performance.now() - started
  const heapMb = (heapUsed() - before) / 1024 / 1024
  console.error(`    ${name}: built in ${Math.round(buildMs)} ms`)
  // A very slow peer (minisearch at 100k entries on a busy machine: seconds per query) would spend
  // most of the run warming up; its warm-up stops at the cap too.
  const warmUntil = performance.now() + WARMUP_CAP_MS
  for (const q of queries.slice(0, WARMUP)) {
    query(state, q)
    if (performance.now() > warmUntil) break
  }
  const times: number[] = []
  let right = 0
  const deadline = performance.now() + TIME_CAP_MS
  for (const q of queries.slice(WARMUP)) {
    const t0 = performance.now()
    const found = query(state, q)
    times.push(performance.now() - t0)
    if (found === q.expect) right++
    if (t0 > deadline) break
  }
  times.sort((a, b) => a - b)
  const row = {
    engine: name,
    size,
    buildMs,
    heapMb,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    top1: right / times.length,
    queries: times.length,
  }
  // Each row as soon as it is measured, so a run cut short still reports the sizes it finished.
  console.error(
    `    ${name}: p50 ${row.p50.toFixed(3)} ms, p99 ${row.p99.toFixed(3)} ms, top-1 ${row.top1.toFixed(3)}, ${row.queries} queries`,
  )
  return row
}

export async function runAssistantBenchmark() {
  const words = vocabularies()
  const rows: Row[] = []
  for (const size of SIZES) {
    const random = seeded(size)
    const documents = corpus(size, words, random)
    const queries = queriesOf(documents, random)

    let shared: ReturnType<typeof buildKnowledgeIndex> | null = null
    rows.push(
      measure(
        'assistant retrieval',
        size,
        () => {
          shared = buildKnowledgeIndex(documents, analyze)
          return shared
        },
        (index, q) =>
          retrieveInLanguage(index as ReturnType<typeof buildKnowledgeIndex>, q.text, q.language, analyze)
            ?.candidates[0]?.entry.id,
        queries,
      ),
    )
    rows.push(
      measure(
        'assistant full answer',
        size,
        // The same index: this row times the whole message path (detection, fallbacks, escalation).
        () => shared,
        (index, q) =>
          answerFromIndex(index as ReturnType<typeof buildKnowledgeIndex>, {
            message: q.text,
            rules: DEFAULT_ESCALATION_RULES,
            analyze,
            detect: detectLanguage,
          }).sources[0]?.entryId,
        queries,
      ),
    )
    for (const fuzzy of [0, 0.2]) {
      rows.push(
        measure(
          `minisearch${fuzzy ? ` fuzzy ${fuzzy}` : ''}`,
          size,
          () => {
            const search = new MiniSearch<KnowledgeDocument>({
              fields: ['question', 'answer'],
              storeFields: ['id'],
              searchOptions: { boost: { question: 3 }, fuzzy },
            })
            search.addAll(documents)
            return search
          },
          (search, q) =>
            (search as MiniSearch<KnowledgeDocument>).search(q.text)[0]?.id as string | undefined,
          queries,
        ),
      )
    }
    console.error(`  ${size} entries done`)
  }

  const fmt = (value: number, digits = 2) => value.toFixed(digits).padStart(9)
  console.log(
    `\n${'engine'.padEnd(24)}${'entries'.padStart(8)}${'build ms'.padStart(10)}${'heap MB'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'top-1'.padStart(9)}${'queries'.padStart(9)}`,
  )
  for (const row of rows)
    console.log(
      `${row.engine.padEnd(24)}${String(row.size).padStart(8)}${fmt(row.buildMs, 0).padStart(10)}${fmt(row.heapMb, 1)}${fmt(row.p50, 3)}${fmt(row.p99, 3)}${fmt(row.top1, 3)}${String(row.queries).padStart(9)}`,
    )
  console.log('\np99 ratio (minisearch / assistant retrieval), higher means the assistant is faster:')
  for (const size of SIZES) {
    const own = rows.find((row) => row.size === size && row.engine === 'assistant retrieval')
    const peers = rows.filter((row) => row.size === size && row.engine.startsWith('minisearch'))
    if (own)
      console.log(
        `  ${String(size).padStart(7)}: ${peers.map((peer) => `${peer.engine} ${(peer.p99 / own.p99).toFixed(2)}x`).join(', ')}`,
      )
  }
}
