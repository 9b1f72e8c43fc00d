import type { RetrievalFeatures } from './retrieve.ts'

/**
 * Calibrated confidence: a logistic model over retrieval features, so that "0.8" means the best
 * entry is the right one about 80 % of the time. The weights are fitted on the development
 * evaluation sets by scripts/eval/fit-calibration.ts (every set weighing the same, out-of-scope
 * questions counted as wrong answers) and committed here; refit after changing retrieval.
 *
 * The inputs (see docs/assistant.md for the trade-off):
 * - evidence: how much the best entry matched in absolute terms (log scale). Out-of-scope questions
 *   match little, so this is what lets low confidence mean "not in the knowledge";
 * - coverage: the share of the question's words (by IDF) the best entry contains;
 * - words: the number of content words; long questions gather evidence more easily, so the same
 *   evidence means less.
 * Margin and agreement between the top entries are computed too, but fitted weights on them made
 * in-scope wrong answers rank below out-of-scope questions, which is the worse mistake for
 * escalation; they drive the ranking (voting) instead.
 */
export const CONFIDENCE_MODEL = {
  intercept: -2.003,
  evidence: 4.887,
  coverage: 1.783,
  words: -0.639,
} as const

export type ConfidenceModel = { [K in keyof typeof CONFIDENCE_MODEL]: number }
export const CONFIDENCE_FEATURES = ['evidence', 'coverage', 'words'] as const

/** The model's inputs, in CONFIDENCE_FEATURES order. */
export function featureVector(features: RetrievalFeatures): number[] {
  return [Math.log1p(features.evidence), features.coverage, Math.log1p(features.wordCount)]
}

export function confidenceOf(features: RetrievalFeatures, model: ConfidenceModel = CONFIDENCE_MODEL): number {
  if (features.evidence <= 0) return 0
  const [evidence, coverage, words] = featureVector(features)
  const z = model.intercept + model.evidence * evidence + model.coverage * coverage + model.words * words
  return Math.round(1000 / (1 + Math.exp(-z))) / 1000
}
