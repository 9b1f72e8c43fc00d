import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useFormatters } from '#web/lib/format.ts'
import type { StaleEditConflict } from './use-stale-edit.ts'

export const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '—'
  if (typeof value === 'boolean') return value ? '✓' : '✗'
  return String(value)
}

/**
 * The fields whose current value differs from what was typed, in the order of `labels`, compared as
 * the user reads them (`valueText`: an object such as a record's translations has its own text).
 */
export function differingFields<Values>(
  conflict: StaleEditConflict<Values>,
  labels: Partial<Record<keyof Values, string>>,
  valueText: (field: keyof Values, value: unknown) => string = (_, value) => shown(value),
) {
  return (Object.keys(labels) as (keyof Values)[])
    .filter((field) => valueText(field, conflict.theirs[field]) !== valueText(field, conflict.mine[field]))
    .map((field) => ({
      field: String(field),
      label: labels[field] as string,
      theirs: valueText(field, conflict.theirs[field]),
      mine: valueText(field, conflict.mine[field]),
    }))
}

/**
 * Issue 32: 'X changed this at HH:MM while you were editing', each field that differs (their
 * value beside yours), and the two ways on. Shown inside the form, above its buttons.
 */
export function StaleEditNotice<Values>({
  conflict,
  labels,
  onKeepMine,
  onUseTheirs,
  valueText,
  busy = false,
}: {
  conflict: StaleEditConflict<Values> | null
  /** The fields compared, with their labels as the form shows them. */
  labels: Partial<Record<keyof Values, string>>
  /** A value as the user reads it (e.g. a status by its name); plain text by default. */
  valueText?: (field: keyof Values, value: unknown) => string
  onKeepMine: () => void
  onUseTheirs: () => void
  busy?: boolean
}) {
  const { t } = useTranslation('common')
  const format = useFormatters()
  const ref = useRef<HTMLDivElement>(null)
  // On a phone the form scrolls inside its dialog: bring the notice into view when it appears.
  useEffect(() => {
    if (conflict) ref.current?.scrollIntoView({ block: 'nearest' })
  }, [conflict])
  if (!conflict) return null
  const time = format.date(conflict.changedAt, { hour: '2-digit', minute: '2-digit' })
  const fields = differingFields(conflict, labels, valueText)
  return (
    <Alert ref={ref} variant="warning" data-testid="stale-edit-notice">
      <AlertTitle className="line-clamp-none">
        {conflict.changedBy
          ? t('staleEdit.changedBy', { name: conflict.changedBy, time })
          : t('staleEdit.changedBySomeone', { time })}
      </AlertTitle>
      <AlertDescription>
        {fields.length > 0 ? (
          <dl className="mt-1 w-full space-y-2">
            {fields.map((field) => (
              <div key={field.field}>
                <dt className="font-medium">{field.label}</dt>
                <dd className="break-words">
                  <span className="font-medium">{t('staleEdit.theirs')}:</span> {field.theirs}
                </dd>
                <dd className="break-words">
                  <span className="font-medium">{t('staleEdit.yours')}:</span> {field.mine}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('staleEdit.sameValues')}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={onKeepMine} disabled={busy}>
            {t('staleEdit.keepMine')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onUseTheirs} disabled={busy}>
            {t('staleEdit.useTheirs')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  )
}
