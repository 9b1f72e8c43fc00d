import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatRoleName } from '#shared/auth/roles'

export interface AuditEntryLike {
  action: string
  details: Record<string, unknown>
}

/**
 * One sentence per audit entry in the UI language (common.json `audit.*`), shared by the dealer
 * timeline and the user history so both word the same change the same way.
 */
export function useAuditText() {
  const { t } = useTranslation('common')
  return useCallback(
    (entry: AuditEntryLike): string => {
      const details = entry.details
      const role = typeof details.role === 'string' ? details.role : ''
      const changes =
        details.changes && typeof details.changes === 'object' ? Object.keys(details.changes as object) : []
      return t(`audit.${entry.action}`, {
        defaultValue: t('audit.unknownAction'),
        email: details.email ?? '',
        programName: details.programName ?? '',
        title: details.title ?? '',
        role: role ? t(`roles.${role}`, { defaultValue: formatRoleName(role) }) : '',
        fields: changes.map((field) => t(`audit.fields.${field}`, { defaultValue: field })).join(', '),
      })
    },
    [t],
  )
}

/** The invitee accepting their own invitation is already named in the sentence; "by" would repeat it. */
export function showsAuditActor(action: string): boolean {
  return action !== 'invitation.accept'
}
