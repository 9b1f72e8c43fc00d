import { ESCALATE_BELOW_CONFIDENCE, MODERATE_CONFIDENCE_BELOW } from '#shared/constants/chat'

/** Spec §8 labels under bot messages: below 0.5 low, below 0.7 moderate, otherwise none. */
export function confidenceLabelKey(score: number | null): 'confidence.low' | 'confidence.moderate' | null {
  if (score == null) return null
  if (score < ESCALATE_BELOW_CONFIDENCE) return 'confidence.low'
  if (score < MODERATE_CONFIDENCE_BELOW) return 'confidence.moderate'
  return null
}
