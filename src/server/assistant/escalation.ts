import type { EscalationRules } from '#server/db/schema/bots'
import type { EscalationType } from './types.ts'

export interface EscalationSignals {
  /** The calibrated confidence of the best match (0 when nothing matched). */
  confidence: number
  /** A configured escalation keyword fired (at the bot's sensitivity). */
  keywordHit: boolean
  /** The user asked for a person or gave contact details. */
  specialistRequested: boolean
}

export interface EscalationDecision {
  needsEscalation: boolean
  escalationType: EscalationType | null
}

/**
 * The bot's escalation rules (spec §3):
 * - a user who asks for a person or leaves contact details is always passed on (specialist_contact),
 *   whatever auto_escalate says: the user asked;
 * - otherwise low confidence (below confidence_threshold) and a keyword hit are the two conditions;
 *   either one escalates, or both are needed with require_both_conditions (which only applies when
 *   the bot has keywords: with none, "both" could never hold and the bot would never escalate);
 * - auto_escalate off means the conditions never escalate by themselves;
 * - the type is `keyword` when a keyword took part, else `knowledge_gap`.
 */
export function decideEscalation(signals: EscalationSignals, rules: EscalationRules): EscalationDecision {
  if (signals.specialistRequested) return { needsEscalation: true, escalationType: 'specialist_contact' }
  if (!rules.auto_escalate) return { needsEscalation: false, escalationType: null }
  const lowConfidence = signals.confidence < rules.confidence_threshold
  const keywordsConfigured = rules.escalation_keywords.length > 0
  const triggered =
    rules.require_both_conditions && keywordsConfigured
      ? lowConfidence && signals.keywordHit
      : lowConfidence || signals.keywordHit
  if (!triggered) return { needsEscalation: false, escalationType: null }
  return { needsEscalation: true, escalationType: signals.keywordHit ? 'keyword' : 'knowledge_gap' }
}
