import { useTranslation } from 'react-i18next'
import {
  SLA_TARGET_HOURS_MAX,
  SLA_TARGET_HOURS_MIN,
  type SlaTargets,
  slaTargetHoursSchema,
} from '#shared/schemas/settings'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'

export type SlaPriority = keyof SlaTargets
/** Most urgent first, as agents read them. */
export const SLA_PRIORITIES: readonly SlaPriority[] = ['urgent', 'high', 'medium', 'low']

/** The fields as typed: a value out of range stays visible with its message, never coerced (decision 043). */
export type SlaDraft = Record<SlaPriority, string>

export const slaDraftOf = (targets: SlaTargets): SlaDraft => ({
  urgent: String(targets.urgent),
  high: String(targets.high),
  medium: String(targets.medium),
  low: String(targets.low),
})

/** The hours of a field, or null when the shared rule refuses what was typed. */
export function slaHoursOf(value: string): number | null {
  const parsed = slaTargetHoursSchema.safeParse(value.trim() === '' ? Number.NaN : Number(value))
  return parsed.success ? parsed.data : null
}

export const slaFieldId = (priority: SlaPriority) => `sla-${priority}`

/** Issue 36, decision 045: the hours each priority may take before a ticket is overdue. */
export function SlaTargetsCard({
  draft,
  onChange,
}: {
  draft: SlaDraft
  onChange: (priority: SlaPriority, value: string) => void
}) {
  const { t } = useTranslation('settings')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('sla.title')}</h2>
        </CardTitle>
        <CardDescription>{t('sla.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {SLA_PRIORITIES.map((priority) => {
          const invalid = slaHoursOf(draft[priority]) === null
          const errorId = `${slaFieldId(priority)}-error`
          return (
            <div key={priority} className="grid content-start gap-1.5">
              <Label htmlFor={slaFieldId(priority)}>{t(`sla.label.${priority}`)}</Label>
              <div className="flex items-center gap-2">
                <Input
                  id={slaFieldId(priority)}
                  name={slaFieldId(priority)}
                  inputMode="numeric"
                  value={draft[priority]}
                  onChange={(event) => onChange(priority, event.target.value)}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? errorId : undefined}
                  className="w-28"
                />
                <span className="text-sm text-muted-foreground">{t('sla.hours')}</span>
              </div>
              {invalid ? (
                <p id={errorId} className="text-sm text-destructive">
                  {t('sla.range', { min: SLA_TARGET_HOURS_MIN, max: SLA_TARGET_HOURS_MAX })}
                </p>
              ) : null}
            </div>
          )
        })}
      </CardContent>
    </Card>
  )
}
