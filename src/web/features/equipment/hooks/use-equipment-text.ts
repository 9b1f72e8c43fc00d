import { useTranslation } from 'react-i18next'
import type { EquipmentStatus, MaintenanceSummary } from '#shared/schemas/equipment'
import { dayInstant } from '#web/features/equipment/lib/calendar.ts'
import { EQUIPMENT_VALIDATION_KEYS } from '#web/features/equipment/lib/equipment-message-keys.ts'
import { useFormatters } from '#web/lib/format.ts'

/** The equipment namespace with the feature's recurring wordings: statuses, days, due labels, errors. */
export function useEquipmentText() {
  const { t } = useTranslation('equipment')
  const format = useFormatters()
  return {
    t,
    status: (status: EquipmentStatus) => t(`status.${status}`),
    /** A calendar date (no time zone shift: it is the same day everywhere). */
    day: (isoDate: string | null) =>
      isoDate ? format.date(dayInstant(isoDate), { dateStyle: 'medium', timeZone: 'UTC' }) : t('list.notSet'),
    dueLabel: (maintenance: MaintenanceSummary) => {
      if (maintenance.overdue) return t('due.overdue', { count: -maintenance.daysUntilDue })
      if (maintenance.daysUntilDue === 0) return t('due.today')
      return t('due.inDays', { count: maintenance.daysUntilDue })
    },
    interval: (days: number) => t('due.every', { count: days }),
    validation: (message: string) => {
      const known = EQUIPMENT_VALIDATION_KEYS[message]
      return known ? t(known.key, known.values) : message
    },
  }
}
