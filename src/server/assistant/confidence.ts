import type { RetrievalFeatures } from './retrieve.ts'

/**
 * Calibrated confidence: a logistic model over retrieval features, so that "0.8" means the best
 * entry is the right one about 80 % of the time. The weights are fitted on the development
 * evaluation sets by scripts/eval/fit-calibration.ts (every set weighing the same, out-of-scope
 * questions and the answerability runs' left-out questions counted as wrong answers) and committed
 * here; refit after changing retrieval.
 *
 * The inputs (see docs/assistant.md for the trade-off):
 * - evidence: how much the best entry matched in absolute terms (log scale). Out-of-scope questions
 *   match little, so this is what lets low confidence mean "not in the knowledge";
 * - coverage: the share of the question's words (by IDF) the best entry contains;
 * - words: the number of content words; long questions gather evidence more easily, so the same
 *   evidence means less;
 * - missing / missingRarest: what the question asks that the best entry lacks (a name such as
 *   Klarna, a code such as MG1, a rare word): an entry that shares the common words of a question
 *   but not its subject answers another question.
 * Margin and agreement between the top entries are computed too, but fitted weights on them made
 * in-scope wrong answers rank below out-of-scope questions, which is the worse mistake for
 * escalation; they drive the ranking (voting) instead.
 */
export const CONFIDENCE_MODEL = {
  intercept: -1.047,
  evidence: 5.303,
  coverage: 1.351,
  words: -0.773,
  missing: -0.459,
  missingRarest: -0.452,
} as const

/**
 * The small-bot adjustment (seventh session): the correction below makes a bot of 6-10 entries per
 * language answer only what its entry holds word for word (a quarter of its answerable questions
 * on bots drawn from the public sets). In a bot that small an unrelated question matches its few
 * entries about evenly, so a clear winner (margin to the runner-up) is evidence the large sets
 * cannot teach. The logit gains SMALL_KB_ADJUSTMENT.intercept + .margin × margin, weighed by
 * (SMALL_KB_PRIOR / (entries + SMALL_KB_PRIOR))³ (0.41 at 7 entries, 0.13 at 20, 0.003 at 125, so
 * the development sets' figures do not move). Not when a name or code of the question (Klarna, MG1)
 * is absent from the entry: the sets cannot teach that case (their intent examples differ in slot
 * values such as film titles, so there a missing name is harmless), and a clear winner without the
 * question's subject answers another question. Nor when the entry holds none of the question's
 * content words (a shared "er det"): that winner is clear by chance. Fitted by scripts/eval/fit-calibration.ts as a
 * logistic regression with the model's logit as offset, on small bots of 5-40 entries drawn from the
 * public answerability sets (runSmallKbOffline), answerable and unanswerable questions weighing
 * half each per set and size.
 */
export const SMALL_KB_ADJUSTMENT = {
  intercept: 2.089,
  margin: 3.02,
} as const
const SMALL_KB_ADJUSTMENT_POWER = 3

export type SmallKbAdjustment = { [K in keyof typeof SMALL_KB_ADJUSTMENT]: number }
export type ConfidenceModel = { [K in keyof typeof CONFIDENCE_MODEL]: number } & {
  /** The small-bot adjustment; SMALL_KB_ADJUSTMENT when absent. */
  smallKb?: SmallKbAdjustment
}
export const CONFIDENCE_FEATURES = ['evidence', 'coverage', 'words', 'missing', 'missingRarest'] as const

/**
 * Small-knowledge-base correction: IDF over a handful of entries makes any shared word look rare (in
 * a bot of 20 entries "invoices" is in one entry, as a name would be in a large one), so evidence is
 * trusted by entries / (entries + SMALL_KB_PRIOR), and the rest of it only as far as the entry holds
 * the question's content words (1 - missing, cubed): an entry that holds every content word keeps its
 * evidence in a bot of three entries, a weak match in a bot of 20 loses most of it. (The share of
 * all words, stop words included, was tried first: "hvordan kan jeg bli forhandler hos dere?" is
 * mostly stop words, so its right entry lost its evidence.) Chosen on bots of 10-40 entries
 * drawn from the public evaluation sets (scripts/eval/offline-run.ts, runSmallKbOffline; see
 * docs/assistant.md, fifth session).
 */
export const SMALL_KB_PRIOR = 20
const SMALL_KB_COVERAGE_POWER = 3

/** The model's inputs, in CONFIDENCE_FEATURES order. */
export function featureVector(features: RetrievalFeatures): number[] {
  const trusted = features.entries / (features.entries + SMALL_KB_PRIOR)
  const kept = trusted + (1 - trusted) * (1 - features.missing) ** SMALL_KB_COVERAGE_POWER
  return [
    Math.log1p(features.evidence * kept),
    features.coverage,
    Math.log1p(features.wordCount),
    features.missing,
    features.missingRarest,
  ]
}

/** The large model's logit (CONFIDENCE_FEATURES), before the small-bot adjustment. */
export function baseLogit(features: RetrievalFeatures, model: ConfidenceModel = CONFIDENCE_MODEL): number {
  const x = featureVector(features)
  return CONFIDENCE_FEATURES.reduce((sum, key, i) => sum + model[key] * x[i], model.intercept)
}

/**
 * The small-bot adjustment's inputs: its weight for this bot's size (0 when a name or code of the
 * question is absent from the entry), then [1, margin] scaled by it.
 */
export function smallKbInputs(features: RetrievalFeatures): [number, number] {
  if (features.absentNames > 0 || features.missing >= 1) return [0, 0]
  const weight = (SMALL_KB_PRIOR / (features.entries + SMALL_KB_PRIOR)) ** SMALL_KB_ADJUSTMENT_POWER
  return [weight, weight * features.margin]
}

/** `adjust` false leaves the small-bot adjustment out (answer-message.ts compares partitions so). */
export function confidenceOf(
  features: RetrievalFeatures,
  model: ConfidenceModel = CONFIDENCE_MODEL,
  adjust = true,
): number {
  if (features.evidence <= 0) return 0
  const small = model.smallKb ?? SMALL_KB_ADJUSTMENT
  const [weight, margin] = adjust ? smallKbInputs(features) : [0, 0]
  const z = baseLogit(features, model) + small.intercept * weight + small.margin * margin
  return Math.round(1000 / (1 + Math.exp(-z))) / 1000
}
