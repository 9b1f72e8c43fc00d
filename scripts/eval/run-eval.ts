import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import {
  type AnswerabilityFigures,
  answerabilityFigures,
  answerabilitySets,
  formatAnswerability,
  peerAnswerability,
  precisionAtCoverage,
} from './answerability.ts'
import { createBm25Peer } from './bm25-peer.ts'
import { DEFAULT_EVAL_DIR, type EvalEntry, isRight, loadEvalSets, type RetrievalSet } from './eval-sets.ts'
import {
  type FollowUpOutcome,
  followUpFigures,
  formatFollowUps,
  loadFollowUps,
  passesAsPrevious,
} from './follow-ups.ts'
import { accuracy, expectedCalibrationError, type Prediction, recallAtFalseEscalation } from './metrics.ts'
import {
  formatOneClick,
  type OneClickAnswer,
  type OneClickFigures,
  oneClickFigures,
  peerTop3,
  poolOneClick,
} from './one-click.ts'

/**
 * `npm run eval -- [dir]`: starts the server on a fresh data directory and its own port, signs in
 * as the demo trainer, creates one bot per set, imports the set's knowledge base (status approved),
 * sends every query through POST /api/bots/:id/answer-preview and prints, per set, the engine's
 * figures beside the plain-BM25 peer's (../shared/eval/README.md), and the targets of issue 4.
 * Set DATABASE_URL to run the server on PostgreSQL instead of PGlite.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const TRAINER = {
  email: 'trainer@example.com',
  password: process.env.DEMO_PASSWORD || 'DealerPilot-demo-2026',
}
const CONCURRENCY = 8
const OUT_OF_SCOPE_SET = 'oos-en'
const IN_SCOPE_FOR_ESCALATION = 'faq-en'
const TARGETS: Record<string, number> = {
  'faq-en': 0.75,
  'faq-sv': 0.65,
  'intent-no': 0.92,
  'intent-da': 0.92,
}

interface PreviewAnswer {
  confidence: number
  needsEscalation: boolean
  escalationType: 'knowledge_gap' | 'specialist_contact' | 'keyword' | null
  knowledgeBased: boolean
  language: string
  sources: { entryId: string; question: string }[]
  choices: { entryId: string }[]
  followUp: boolean
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = path.join(ROOT, '.tmp', `eval-${process.pid}-${Date.now()}`)
  mkdirSync(dataDir, { recursive: true })
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/index.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'true',
        RATE_LIMIT_ENABLED: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('server did not start within 120 s')
}

function client(baseUrl: string) {
  let cookie = ''
  async function call<T>(pathname: string, json?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
    const setCookie = response.headers.getSetCookie()
    if (setCookie.length > 0) cookie = setCookie.map((value) => value.split(';')[0]).join('; ')
    return (await response.json()) as T
  }
  return {
    signIn: () => call('/api/auth/sign-in/email', TRAINER),
    createBot: (name: string) => call<{ id: string }>('/api/bots', { name, purpose: 'Evaluation' }),
    importEntries: (botId: string, kb: readonly EvalEntry[]) =>
      call<{ ids: string[] }>(`/api/bots/${botId}/knowledge/import`, {
        entries: kb.map((entry) => ({
          question: entry.question,
          answer: entry.answer.trim().length >= 10 ? entry.answer : entry.answer.trim().padEnd(10, '.'),
          language_code: entry.language_code,
          status: 'approved',
        })),
      }),
    preview: (botId: string, message: string, previous?: string) =>
      call<PreviewAnswer>(`/api/bots/${botId}/answer-preview`, {
        message: message.slice(0, 4000),
        ...(previous ? { previous: previous.slice(0, 4000) } : {}),
      }),
    listBots: () => call<{ bots: { id: string; name: string }[] }>('/api/bots'),
  }
}

async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const at = next++
        results[at] = await work(items[at])
      }
    }),
  )
  return results
}

/** The peer's scores over the highest score on the same knowledge base: its confidence in 0..1. */
function normalisePeerScores(sets: readonly RetrievalSet[], peer: Map<string, Prediction[]>) {
  const highest = new Map<EvalEntry[], number>()
  for (const set of sets)
    for (const prediction of peer.get(set.name) ?? [])
      highest.set(set.kb, Math.max(highest.get(set.kb) ?? 0, prediction.confidence))
  for (const set of sets) {
    const top = highest.get(set.kb) || 1
    for (const prediction of peer.get(set.name) ?? []) prediction.confidence /= top
  }
}

const fmt = (value: number | undefined) => (value === undefined ? '   -  ' : value.toFixed(3).padStart(6))

async function main() {
  const dir = path.resolve(process.argv[2] ?? DEFAULT_EVAL_DIR)
  const sets = loadEvalSets(dir)
  const started = performance.now()
  const server = await startServer()
  try {
    const api = client(server.baseUrl)
    await api.signIn()
    const engine = new Map<string, Prediction[]>()
    const peer = new Map<string, Prediction[]>()
    const botOfKb = new Map<EvalEntry[], { botId: string; keyOf: Map<string, string> }>()
    // Choices (one-click.ts): each set's answers with entry ids mapped to the set's keys.
    const clickable = new Map<string, OneClickAnswer[]>()

    for (const set of sets.retrieval) {
      let bot = botOfKb.get(set.kb)
      if (!bot) {
        const { id } = await api.createBot(`Eval ${set.name}`)
        const { ids } = await api.importEntries(id, set.kb)
        bot = { botId: id, keyOf: new Map(ids.map((entryId, i) => [entryId, set.kb[i].key])) }
        botOfKb.set(set.kb, bot)
      }
      const { botId, keyOf } = bot
      const answers = await mapConcurrent(set.queries, CONCURRENCY, (query) => api.preview(botId, query.text))
      const key = (entryId: string | undefined) => keyOf.get(entryId ?? '') ?? null
      clickable.set(
        set.name,
        answers.map((answer) => ({
          knowledgeBased: answer.knowledgeBased,
          top: answer.sources.map((source) => key(source.entryId)),
          choices: answer.choices.map((choice) => key(choice.entryId)),
        })),
      )
      engine.set(
        set.name,
        answers.map((answer, i) => ({
          confidence: answer.confidence,
          right: isRight(set, set.queries[i], keyOf.get(answer.sources[0]?.entryId ?? '') ?? null),
        })),
      )
      const bm25 = createBm25Peer(set.kb)
      peer.set(
        set.name,
        set.queries.map((query) => {
          const found = bm25.query(query.text)
          return { confidence: found.score, right: isRight(set, query, found.key) }
        }),
      )
    }
    normalisePeerScores(sets.retrieval, peer)

    const languageResults: { name: string; accuracy: number; perLanguage: Record<string, string> }[] = []
    if (sets.language.length > 0) {
      const { id } = await api.createBot('Eval language detection')
      for (const set of sets.language) {
        const answers = await mapConcurrent(set.items, CONCURRENCY, (item) => api.preview(id, item.text))
        const perLanguage: Record<string, [number, number]> = {}
        set.items.forEach((item, i) => {
          perLanguage[item.lang] ??= [0, 0]
          const tally = perLanguage[item.lang]
          tally[1]++
          if (answers[i].language === item.lang) tally[0]++
        })
        const right = set.items.filter((item, i) => answers[i].language === item.lang).length
        languageResults.push({
          name: set.name,
          accuracy: right / Math.max(1, set.items.length),
          perLanguage: Object.fromEntries(
            Object.entries(perLanguage).map(([lang, [ok, n]]) => [lang, `${ok}/${n}`]),
          ),
        })
      }
    }

    // Answerability (answerability.ts): one bot per set without its left-out quarter.
    const answerability: {
      set: string
      engine: AnswerabilityFigures
      peer: { precision: number; coverage: number }
    }[] = []
    for (const held of answerabilitySets(sets)) {
      const { id } = await api.createBot(`Eval ${held.name} (answerability)`)
      const { ids } = await api.importEntries(id, held.kb)
      const keyOf = new Map(ids.map((entryId, i) => [entryId, held.kb[i].key]))
      const answers = await mapConcurrent(held.queries, CONCURRENCY, (query) => api.preview(id, query.text))
      const own = answerabilityFigures(
        answers.map((answer, i) => ({
          answerable: held.queries[i].answerable,
          shown: answer.knowledgeBased && !answer.needsEscalation,
          right:
            held.queries[i].answerable &&
            isRight(held.set, held.queries[i], keyOf.get(answer.sources[0]?.entryId ?? '') ?? null),
          confidence: answer.confidence,
        })),
      )
      answerability.push({
        set: held.name,
        engine: own,
        peer: precisionAtCoverage(peerAnswerability(held), own.coverage),
      })
    }

    // Follow-ups (follow-ups.ts) against the seeded demo bots, as the chat passes the previous question.
    const demoBots = new Map((await api.listBots()).bots.map((bot) => [bot.name, bot.id]))
    const followUps: FollowUpOutcome[] = await mapConcurrent(loadFollowUps(), CONCURRENCY, async (pair) => {
      const botId = demoBots.get(pair.bot)
      if (!botId) throw new Error(`follow-ups: the demo bot ${pair.bot} is not on the server`)
      const first = await api.preview(botId, pair.first)
      const [withContext, alone] = await Promise.all([
        api.preview(botId, pair.followUp, passesAsPrevious(first) ? pair.first : undefined),
        api.preview(botId, pair.followUp),
      ])
      return { pair, first, withContext, alone }
    })

    const report = printReport(sets.retrieval, engine, peer, languageResults)
    console.log(
      '\nanswerability (left-out quarter, default threshold; targets precision >= 0.90 at coverage >= 0.70, confident wrong <= 0.05)',
    )
    for (const row of answerability) console.log(formatAnswerability(row.set, row.engine, row.peer))

    console.log('\nchoices (<= 1 click among questions whose right entry is in the top 3; peer: BM25 top 3)')
    const choices: { set: string; engine: OneClickFigures; peerTop3: number }[] = []
    for (const set of sets.retrieval) {
      const answers = clickable.get(set.name)
      if (!answers || set.queries.every((query) => query.expect === null)) continue
      const outOfScope = sets.retrieval
        .filter((other) => other.kbFrom === set.name)
        .flatMap((other) => clickable.get(other.name) ?? [])
      choices.push({
        set: set.name,
        engine: oneClickFigures(set, answers, outOfScope),
        peerTop3: peerTop3(set),
      })
    }
    const pooled = poolOneClick(choices.map((row) => row.engine))
    const pooledPeer =
      choices.reduce((sum, row) => sum + row.peerTop3 * row.engine.inScope, 0) / pooled.inScope
    for (const row of choices) console.log(formatOneClick(row.set, row.engine, row.peerTop3))
    console.log(formatOneClick('pooled', pooled, pooledPeer))
    const followUpResult = followUpFigures(followUps)
    console.log(`\n${formatFollowUps(followUpResult)}`)
    console.log(`\n${Math.round((performance.now() - started) / 1000)} s in all`)
    mkdirSync(path.join(ROOT, '.tmp'), { recursive: true })
    writeFileSync(
      path.join(ROOT, '.tmp', 'eval-results.json'),
      `${JSON.stringify({ ...report, answerability, choices, followUps: followUpResult }, null, 2)}\n`,
    )
  } finally {
    await server.stop()
  }
}

function printReport(
  sets: readonly RetrievalSet[],
  engine: Map<string, Prediction[]>,
  peer: Map<string, Prediction[]>,
  languages: { name: string; accuracy: number; perLanguage: Record<string, string> }[],
) {
  const rows: { set: string; metric: string; engine: number; peer?: number; target?: string }[] = []
  for (const set of sets) {
    const own = engine.get(set.name) ?? []
    const base = peer.get(set.name) ?? []
    if (set.name === OUT_OF_SCOPE_SET) {
      const inScopeOwn = (engine.get(IN_SCOPE_FOR_ESCALATION) ?? []).map((p) => p.confidence)
      const inScopePeer = (peer.get(IN_SCOPE_FOR_ESCALATION) ?? []).map((p) => p.confidence)
      const ownRecall = recallAtFalseEscalation(
        inScopeOwn,
        own.map((p) => p.confidence),
      )
      const peerRecall = recallAtFalseEscalation(
        inScopePeer,
        base.map((p) => p.confidence),
      )
      rows.push({
        set: set.name,
        metric: `escalation recall @ ${Math.round(ownRecall.falseEscalation * 1000) / 10} % false (${IN_SCOPE_FOR_ESCALATION})`,
        engine: ownRecall.recall,
        peer: peerRecall.recall,
        target: '>= 0.95',
      })
      rows.push({
        set: set.name,
        metric: '  threshold (confidence)',
        engine: ownRecall.threshold,
        peer: peerRecall.threshold,
      })
    } else {
      const target = TARGETS[set.name]
      rows.push({
        set: set.name,
        metric: 'top-1 accuracy',
        engine: accuracy(own),
        peer: accuracy(base),
        target: target ? `>= ${target}` : undefined,
      })
    }
    rows.push({
      set: set.name,
      metric: 'calibration error (ECE)',
      engine: expectedCalibrationError(own),
      peer: expectedCalibrationError(base),
    })
  }
  const allOwn = [...engine.values()].flat()
  const allPeer = [...peer.values()].flat()
  rows.push({
    set: 'all',
    metric: 'calibration error (ECE, pooled)',
    engine: expectedCalibrationError(allOwn),
    peer: expectedCalibrationError(allPeer),
    target: '<= 0.08',
  })
  for (const language of languages)
    rows.push({
      set: language.name,
      metric: 'language accuracy',
      engine: language.accuracy,
      target: '>= 0.97',
    })

  console.log(
    `\n${'set'.padEnd(10)} ${'metric'.padEnd(44)} ${'engine'.padStart(6)} ${'BM25'.padStart(6)}  target`,
  )
  for (const row of rows)
    console.log(
      `${row.set.padEnd(10)} ${row.metric.padEnd(44)} ${fmt(row.engine)} ${fmt(row.peer)}  ${row.target ?? ''}`,
    )
  for (const language of languages)
    console.log(`${language.name} per language: ${JSON.stringify(language.perLanguage)}`)
  return { rows, languages }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
