import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BOT_AUDIT_ACTIONS,
  GLOSSARY_AUDIT_ACTIONS,
  KNOWLEDGE_AUDIT_ACTIONS,
  ONBOARDING_AUDIT_ACTIONS,
} from '#shared/schemas/audit-log'
import { type AuditEntryLike, useAuditText } from '#web/lib/audit-text.ts'

/** The actions this view words itself (audit.json `sentences`); the rest keep the shared wording. */
const OWN_ACTIONS = new Set<string>([
  ...BOT_AUDIT_ACTIONS,
  ...KNOWLEDGE_AUDIT_ACTIONS,
  ...GLOSSARY_AUDIT_ACTIONS,
  ...ONBOARDING_AUDIT_ACTIONS,
])

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/**
 * One sentence per audit entry: bot, knowledge and onboarding changes (issue 11) from audit.json,
 * everything else as the dealer timeline and user history word it (common.json through useAuditText).
 */
export function useAuditChangeText() {
  const { t } = useTranslation('audit')
  const sharedText = useAuditText()
  return useCallback(
    (entry: AuditEntryLike): string => {
      if (!OWN_ACTIONS.has(entry.action)) return sharedText(entry)
      const details = entry.details
      const fields = Array.isArray(details.fields) ? details.fields.map(text) : []
      return t(`sentences.${entry.action}`, {
        name: text(details.name),
        sourceName: text(details.sourceName),
        question: text(details.question),
        stepTitle: text(details.stepTitle),
        dealerName: text(details.dealerName) || '–',
        ...(typeof details.count === 'number' ? { count: details.count } : {}),
        fields: fields.map((field) => t(`fields.${field}`, { defaultValue: field })).join(', '),
      })
    },
    [t, sharedText],
  )
}
