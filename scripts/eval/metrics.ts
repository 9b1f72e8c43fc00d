// The figures the evaluation prints, shared by the HTTP evaluation and the calibration fit.

export interface Prediction {
  confidence: number
  right: boolean
}

export function accuracy(predictions: readonly Prediction[]): number {
  if (predictions.length === 0) return 0
  return predictions.filter((prediction) => prediction.right).length / predictions.length
}

/** Expected calibration error over equal-width confidence bins. */
export function expectedCalibrationError(predictions: readonly Prediction[], bins = 10): number {
  if (predictions.length === 0) return 0
  const count = new Array<number>(bins).fill(0)
  const confidence = new Array<number>(bins).fill(0)
  const right = new Array<number>(bins).fill(0)
  for (const prediction of predictions) {
    const bin = Math.min(bins - 1, Math.floor(prediction.confidence * bins))
    count[bin]++
    confidence[bin] += prediction.confidence
    right[bin] += prediction.right ? 1 : 0
  }
  let error = 0
  for (let bin = 0; bin < bins; bin++) {
    if (count[bin] === 0) continue
    error +=
      (count[bin] / predictions.length) * Math.abs(right[bin] / count[bin] - confidence[bin] / count[bin])
  }
  return error
}

/**
 * Escalation recall on out-of-scope questions at the confidence threshold where `falseRate` of
 * the in-scope questions would escalate (escalate = confidence below the threshold).
 */
export function recallAtFalseEscalation(
  inScope: readonly number[],
  outOfScope: readonly number[],
  falseRate = 0.1,
): { threshold: number; recall: number; falseEscalation: number } {
  const sorted = [...inScope].sort((a, b) => a - b)
  const threshold = sorted[Math.min(sorted.length - 1, Math.floor(falseRate * sorted.length))] ?? 0
  const recall = outOfScope.filter((value) => value < threshold).length / Math.max(1, outOfScope.length)
  const falseEscalation = inScope.filter((value) => value < threshold).length / Math.max(1, inScope.length)
  return { threshold, recall, falseEscalation }
}
