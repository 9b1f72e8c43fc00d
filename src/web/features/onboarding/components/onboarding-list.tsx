import { useTranslation } from 'react-i18next'
import type { OnboardingSummary } from '#shared/schemas/onboarding'
import { ProgressBar } from '#web/components/data/progress-bar.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { useFormatters } from '#web/lib/format.ts'

/** Onboardings as rows: dealer, program, progress, start date and what waits for review. */
export function OnboardingList({
  onboardings,
  emptyText,
  renderAction,
}: {
  onboardings: OnboardingSummary[]
  emptyText: string
  renderAction?: (onboarding: OnboardingSummary) => React.ReactNode
}) {
  const { t } = useTranslation('onboarding')
  const { date } = useFormatters()
  if (onboardings.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
  return (
    <ul className="divide-y rounded-lg border">
      {onboardings.map((row) => (
        <li key={row.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-center">
          <div className="min-w-0">
            <p className="truncate font-medium">
              {row.dealer.name}{' '}
              <span className="text-sm font-normal text-muted-foreground">{row.dealer.dealerCode}</span>
            </p>
            <p className="truncate text-sm text-muted-foreground">
              {row.program.name} · {t('detail.startedOn', { date: date(row.startedAt) })}
            </p>
            {row.awaitingReviewCount > 0 ? (
              <Badge variant="outline" className="mt-1">
                {t('list.awaitingReview', { count: row.awaitingReviewCount })}
              </Badge>
            ) : null}
          </div>
          <div className="space-y-1">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{t('detail.stepsApproved', { approved: row.approvedCount, total: row.stepCount })}</span>
              <span className="tabular-nums">{row.progressPercentage}%</span>
            </div>
            <ProgressBar
              value={row.progressPercentage}
              label={t('list.progressOf', { dealer: row.dealer.name })}
            />
          </div>
          {renderAction ? (
            <div className="justify-self-start sm:justify-self-end">{renderAction(row)}</div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
