import {
  baseLogit,
  CONFIDENCE_FEATURES,
  type ConfidenceModel,
  SMALL_KB_ADJUSTMENT,
  smallKbInputs,
} from '#server/assistant/confidence'
import { answerabilityFigures } from './answerability.ts'
import { DEFAULT_EVAL_DIR, loadEvalSets } from './eval-sets.ts'
import { expectedCalibrationError, recallAtFalseEscalation } from './metrics.ts'
import {
  type AnswerabilityResult,
  type OfflineResult,
  runAnswerabilityOffline,
  runOffline,
  runSmallKbOffline,
  smallKbFigures,
} from './offline-run.ts'

/**
 * Fits the confidence model (src/server/assistant/confidence.ts): logistic regression, by Newton's
 * method with a little L2 shrinkage, of "the best entry is right" on the retrieval features of every
 * development query (in-process, the same answerFromIndex as the server). Out-of-scope questions
 * are wrong by definition. Each set weighs the same whatever its size, so the model does not favour
 * the largest one. The answerability runs (answerability.ts: the bots without their left-out quarter,
 * whose questions are wrong by definition) are added at HELD_OUT_WEIGHT per set: they are what
 * teaches the model what a question the entry does not answer looks like. Prints the constants to
 * paste into confidence.ts, the calibration error before and after, and the answerability figures.
 * A third stage fits the small-bot adjustment (confidence.ts, SMALL_KB_ADJUSTMENT) on small bots
 * drawn from the same sets (runSmallKbOffline), with the model's logit as a fixed offset.
 *
 *   npx tsx scripts/eval/fit-calibration.ts [dir]
 */

const L2 = 0.01
/**
 * Weight of each answerability set against a full set. At 1 the held-out rows pull the pooled
 * calibration of the full sets off (0.029) and out-of-scope recall down (0.975); 0.5 keeps both.
 */
const HELD_OUT_WEIGHT = 0.5

/**
 * Logistic regression by Newton's method on top of a fixed logit per row (the offset; 0 for a plain
 * fit), with an L2 penalty on the coefficients from `firstPenalized` on (an intercept goes unpenalized).
 */
function newtonLogistic(
  rows: { x: number[]; offset: number; y: number; w: number }[],
  firstPenalized: number,
  l2: number,
): number[] {
  const d = rows[0].x.length
  let beta = new Array<number>(d).fill(0)
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(d).fill(0)
    const hessian = Array.from({ length: d }, () => new Array<number>(d).fill(0))
    for (const { x, offset, y, w } of rows) {
      const p = 1 / (1 + Math.exp(-(offset + x.reduce((sum, value, i) => sum + value * beta[i], 0))))
      for (let i = 0; i < d; i++) {
        gradient[i] += w * (y - p) * x[i]
        for (let j = 0; j < d; j++) hessian[i][j] += w * p * (1 - p) * x[i] * x[j]
      }
    }
    for (let i = firstPenalized; i < d; i++) {
      gradient[i] -= l2 * beta[i]
      hessian[i][i] += l2
    }
    const step = solve(hessian, gradient)
    beta = beta.map((value, i) => value + step[i])
    if (Math.max(...step.map(Math.abs)) < 1e-8) break
  }
  return beta
}

/** Logistic regression with an intercept (the first coefficient). */
const fitLogistic = (rows: { x: number[]; y: number; w: number }[], l2 = L2) =>
  newtonLogistic(
    rows.map((row) => ({ ...row, x: [1, ...row.x], offset: 0 })),
    1,
    l2,
  )

/** Logistic regression without an intercept of its own, on top of a fixed logit (the offset). */
const fitOffsetLogistic = (rows: { x: number[]; offset: number; y: number; w: number }[], l2 = L2) =>
  newtonLogistic(rows, 0, l2)

function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) pivot = row
    ;[m[col], m[pivot]] = [m[pivot], m[col]]
    for (let row = 0; row < n; row++) {
      if (row === col || m[col][col] === 0) continue
      const factor = m[row][col] / m[col][col]
      for (let k = col; k <= n; k++) m[row][k] -= factor * m[col][k]
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]))
}

const sets = loadEvalSets(process.argv[2] ?? DEFAULT_EVAL_DIR)
const results = runOffline(sets)
const heldOut = runAnswerabilityOffline(sets)
const perSet = new Map<string, number>()
for (const result of results) perSet.set(result.set, (perSet.get(result.set) ?? 0) + 1)
// confidenceOf answers 0 without evidence whatever the weights, so those rows have nothing to teach.
// Each set's rows weigh 1 in all (HELD_OUT_WEIGHT for an answerability set), so L2 is measured
// against a set's whole weight: at this scale 0.01 is real shrinkage, which kept out-of-scope recall
// at 0.98 where a ten times weaker one gave 0.965 (docs/assistant.md, fifth session).
const hasEvidence = (result: { answer: { retrieval: { features: { evidence: number } } | null } }) =>
  (result.answer.retrieval?.features.evidence ?? 0) > 0
const weighed = (list: readonly (OfflineResult | AnswerabilityResult)[], weight: number) => {
  const counted = list.filter(hasEvidence)
  const perSet = new Map<string, number>()
  for (const result of counted) perSet.set(result.set, (perSet.get(result.set) ?? 0) + 1)
  return counted.map((result) => ({
    x: result.features,
    y: result.right ? 1 : 0,
    w: weight / (perSet.get(result.set) ?? 1),
  }))
}
const rows = [...weighed(results, 1), ...weighed(heldOut, HELD_OUT_WEIGHT)]
const direction = fitLogistic(rows)
// Second stage: the joint fit above sets the direction (which answers rank above which, taught by
// the answerability rows); its scale is then refitted, as one logistic regression on the joint
// model's logit, on the full sets' rows pooled the way the calibration target pools them (every
// query weighs the same). A rescaled logit is the same linear model, so confidence.ts keeps one
// set of weights, and the ranking (escalation recall) does not move. Without it the answerability
// rows pulled the pooled calibration error from 0.028 to 0.031 (docs/assistant.md, sixth session).
const logitOf = (x: number[]) => x.reduce((sum, value, i) => sum + value * direction[i + 1], direction[0])
const [shift, scale] = fitLogistic(
  results
    .filter(hasEvidence)
    .map((result) => ({ x: [logitOf(result.features)], y: result.right ? 1 : 0, w: 1 })),
  0,
)
const beta = direction.map((value, i) => value * scale + (i === 0 ? shift : 0))
const large = Object.fromEntries([
  ['intercept', beta[0]],
  ...CONFIDENCE_FEATURES.map((key, i) => [key, beta[i + 1]]),
]) as ConfidenceModel
// Third stage: the small-bot adjustment, [intercept, margin] scaled by smallKbInputs, fitted with the
// large model's logit as offset on small bots drawn from the sets. In such a bot most questions have
// no answer (a bot of 10 of faq-en's 125 entries answers 8 % of its queries), which would teach "a
// small bot is rarely right"; a bot's users ask mostly what it is for, so answerable and unanswerable
// questions weigh half each per set and size. A question without evidence, or with a name absent
// from its entry (no adjustment), has nothing to teach.
const small = runSmallKbOffline(sets, { ...large, smallKb: { intercept: 0, margin: 0 } })
const smallRows = small.filter((result) => {
  const features = result.answer.retrieval?.features
  return features !== undefined && features.evidence > 0 && smallKbInputs(features)[0] > 0
})
const smallGroups = new Map<string, number>()
const groupOf = (result: (typeof small)[number]) => `${result.set}:${result.answerable}`
for (const result of smallRows) smallGroups.set(groupOf(result), (smallGroups.get(groupOf(result)) ?? 0) + 1)
const adjustment = fitOffsetLogistic(
  smallRows.map((result) => {
    const features = result.answer.retrieval!.features
    return {
      x: smallKbInputs(features),
      offset: baseLogit(features, large),
      y: result.right ? 1 : 0,
      w: 0.5 / (smallGroups.get(groupOf(result)) ?? 1),
    }
  }),
)
const model: ConfidenceModel = { ...large, smallKb: { intercept: adjustment[0], margin: adjustment[1] } }
const round = (value: number) => Math.round(value * 1000) / 1000
console.log('ECE with the committed model:', expectedCalibrationError(results).toFixed(3))
const refitted = runOffline(sets, model)
console.log('ECE with the fitted model:   ', expectedCalibrationError(refitted).toFixed(3))
for (const name of perSet.keys())
  console.log(
    `  ${name.padEnd(10)} ${expectedCalibrationError(refitted.filter((r) => r.set === name)).toFixed(3)}`,
  )
const faqEn = refitted.filter((r) => r.set === 'faq-en').map((r) => r.confidence)
const oos = refitted.filter((r) => r.set === 'oos-en').map((r) => r.confidence)
console.log('oos recall at 10 % false escalation:', recallAtFalseEscalation(faqEn, oos).recall.toFixed(3))
const refittedHeld = runAnswerabilityOffline(sets, model)
for (const name of new Set(heldOut.map((r) => r.set))) {
  const own = answerabilityFigures(refittedHeld.filter((r) => r.set === name))
  console.log(
    `  ${name.padEnd(10)} coverage ${own.coverage.toFixed(3)} precision ${own.precision.toFixed(3)} confident wrong ${own.confidentWrong.toFixed(3)}`,
  )
}
const smallBefore = smallKbFigures(runSmallKbOffline(sets))
const smallAfter = smallKbFigures(runSmallKbOffline(sets, model))
console.log('small bots (coverage / left-out questions at >= 0.7), committed -> fitted:')
for (const [i, row] of smallAfter.entries())
  console.log(
    `  ${String(row.size).padStart(3)} entries  ${smallBefore[i].coverage.toFixed(3)} / ${smallBefore[i].confidentWrong.toFixed(3)} -> ${row.coverage.toFixed(3)} / ${row.confidentWrong.toFixed(3)}`,
  )
console.log('\nexport const CONFIDENCE_MODEL = {')
for (const key of ['intercept', ...CONFIDENCE_FEATURES] as const)
  console.log(`  ${key}: ${round(large[key])},`)
console.log('} as const')
console.log('export const SMALL_KB_ADJUSTMENT = {')
for (const key of Object.keys(SMALL_KB_ADJUSTMENT) as (keyof typeof SMALL_KB_ADJUSTMENT)[])
  console.log(`  ${key}: ${round(model.smallKb![key])},`)
console.log('} as const')
