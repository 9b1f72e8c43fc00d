import {
  answerabilityFigures,
  answerabilitySets,
  formatAnswerability,
  peerAnswerability,
  precisionAtCoverage,
} from './answerability.ts'
import { createBm25Peer } from './bm25-peer.ts'
import { DEFAULT_EVAL_DIR, loadEvalSets } from './eval-sets.ts'
import {
  followUpFigures,
  formatFollowUps,
  loadFollowUps,
  runFollowUpsOffline,
  runTopicSwitchOffline,
} from './follow-ups.ts'
import { accuracy, expectedCalibrationError, recallAtFalseEscalation } from './metrics.ts'
import {
  type OfflineResult,
  runAnswerabilityOffline,
  runLanguageOffline,
  runOffline,
  runSmallKbOffline,
  smallKbFigures,
} from './offline-run.ts'
import {
  formatOneClick,
  type OneClickAnswer,
  type OneClickFigures,
  oneClickFigures,
  peerTop3,
  poolOneClick,
} from './one-click.ts'

// Quick in-process figures while tuning: `npx tsx scripts/eval/offline-report.ts [dir]`.
const sets = loadEvalSets(process.argv[2] ?? DEFAULT_EVAL_DIR)
const started = performance.now()
const results = runOffline(sets)
console.log(`ran ${results.length} queries in ${Math.round(performance.now() - started)} ms`)
for (const set of sets.retrieval) {
  const own = results.filter((result) => result.set === set.name)
  const peer = createBm25Peer(set.kb)
  const peerRight = set.queries.map((query) => {
    const found = peer.query(query.text)
    const entry = set.kb.find((e) => e.key === found.key)
    return set.expectBy === 'label' ? entry?.label === query.expect : found.key === query.expect
  })
  const inScope = own.filter((r) => !r.outOfScope)
  console.log(
    set.name.padEnd(10),
    'top1',
    inScope.length ? accuracy(inScope).toFixed(3) : '  -  ',
    'peer',
    inScope.length ? (peerRight.filter(Boolean).length / peerRight.length).toFixed(3) : '  -  ',
    'ECE',
    expectedCalibrationError(own).toFixed(3),
    'meanConf',
    (own.reduce((s, r) => s + r.confidence, 0) / own.length).toFixed(3),
  )
}
const faqEn = results.filter((r) => r.set === 'faq-en').map((r) => r.confidence)
const oos = results.filter((r) => r.set === 'oos-en').map((r) => r.confidence)
console.log('oos', recallAtFalseEscalation(faqEn, oos))
console.log('pooled ECE', expectedCalibrationError(results).toFixed(3))
for (const set of sets.language) {
  const language = runLanguageOffline(set)
  console.log(
    set.name.padEnd(10),
    'language accuracy',
    language.server.toFixed(3),
    '(server path; detector alone',
    `${language.detector.toFixed(3)})`,
    JSON.stringify(language.perLanguage),
  )
}
console.log('answerability (left-out quarter, default threshold)')
const held = runAnswerabilityOffline(sets)
for (const set of answerabilitySets(sets)) {
  const own = answerabilityFigures(held.filter((result) => result.set === set.name))
  console.log(formatAnswerability(set.name, own, precisionAtCoverage(peerAnswerability(set), own.coverage)))
}
console.log('small bots drawn from the answerability sets (coverage / unanswerable questions at >= 0.7)')
for (const row of smallKbFigures(runSmallKbOffline(sets)))
  console.log(
    `  ${String(row.size).padStart(3)} entries  ${row.coverage.toFixed(3)} / ${row.confidentWrong.toFixed(3)}`,
  )
console.log('choices (<= 1 click among questions whose right entry is in the top 3; peer: BM25 top 3)')
const clickable = (result: OfflineResult): OneClickAnswer => ({
  knowledgeBased: result.answer.knowledgeBased,
  top: result.answer.sources.map((source) => source.entryId),
  choices: result.answer.choices.map((choice) => choice.entryId),
})
const clicks: OneClickFigures[] = []
const peerTop3s: number[] = []
for (const set of sets.retrieval) {
  if (set.queries.every((query) => query.expect === null)) continue
  const outOfScope = sets.retrieval
    .filter((other) => other.kbFrom === set.name)
    .flatMap((other) => results.filter((result) => result.set === other.name))
  const own = results.filter((result) => result.set === set.name).map(clickable)
  const figures = oneClickFigures(set, own, outOfScope.map(clickable))
  clicks.push(figures)
  peerTop3s.push(peerTop3(set) * figures.inScope)
}
for (const [i, figures] of clicks.entries())
  console.log(
    formatOneClick(
      sets.retrieval.filter((set) => set.queries.some((q) => q.expect !== null))[i].name,
      figures,
      peerTop3s[i] / figures.inScope,
    ),
  )
const pooled = poolOneClick(clicks)
console.log(formatOneClick('pooled', pooled, peerTop3s.reduce((a, b) => a + b, 0) / pooled.inScope))
console.log(formatFollowUps(followUpFigures(runFollowUpsOffline(loadFollowUps()))))
for (const row of runTopicSwitchOffline(sets))
  console.log(
    `  topic switch ${row.set.padEnd(10)} top1 ${row.alone.toFixed(3)} alone -> ${row.switched.toFixed(3)} after an unrelated question (follow-up reading won ${row.contextWon.toFixed(3)})`,
  )
