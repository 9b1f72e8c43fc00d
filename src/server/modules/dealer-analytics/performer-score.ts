// The top performers' score (spec §2.11 shows random placeholders; issue 8 asks for a documented
// score from real rows). Documented in docs/decisions/009-equipment-and-analytics.md.

/** Weights of the four parts; they add up to 1, so the score runs from 0 to 100. */
export const SCORE_WEIGHTS = {
  onboarding: 0.4,
  engagement: 0.3,
  equipment: 0.2,
  resolution: 0.1,
} as const

export interface DealerMetrics {
  /** Mean progress_percentage over the dealer's enrolments (0 without any). */
  onboardingProgress: number
  /** Conversations started by the dealer's staff in the period. */
  conversations: number
  /** Escalations (tickets) for the dealer in the period. */
  escalations: number
  activeEquipment: number
  totalEquipment: number
}

const clamp = (value: number) => Math.min(100, Math.max(0, value))

/**
 * score = 0.4 × onboarding progress
 *       + 0.3 × engagement (conversations relative to the most active dealer in the period)
 *       + 0.2 × share of the dealer's equipment that is active
 *       + 0.1 × share of conversations resolved without escalation (0 without conversations:
 *               no conversations is no evidence of good support)
 * rounded to one decimal.
 */
export function performerScore(metrics: DealerMetrics, maxConversations: number): number {
  const onboarding = clamp(metrics.onboardingProgress)
  const engagement = maxConversations > 0 ? (100 * metrics.conversations) / maxConversations : 0
  const equipment = metrics.totalEquipment > 0 ? (100 * metrics.activeEquipment) / metrics.totalEquipment : 0
  const resolution =
    metrics.conversations > 0 ? clamp(100 * (1 - metrics.escalations / metrics.conversations)) : 0
  const score =
    SCORE_WEIGHTS.onboarding * onboarding +
    SCORE_WEIGHTS.engagement * clamp(engagement) +
    SCORE_WEIGHTS.equipment * clamp(equipment) +
    SCORE_WEIGHTS.resolution * resolution
  return Math.round(score * 10) / 10
}

/**
 * The best `limit` dealers by score, ties by name. Dealers scoring 0 have nothing to rank them on
 * and are left out rather than listed in arbitrary order.
 */
export function rankTopPerformers<T extends DealerMetrics & { name: string }>(
  dealers: readonly T[],
  limit: number,
): (T & { score: number })[] {
  const maxConversations = Math.max(0, ...dealers.map((dealer) => dealer.conversations))
  return dealers
    .map((dealer) => ({ ...dealer, score: performerScore(dealer, maxConversations) }))
    .filter((dealer) => dealer.score > 0)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, limit)
}
