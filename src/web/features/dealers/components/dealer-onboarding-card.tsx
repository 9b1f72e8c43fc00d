import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import type { DealerDetail } from '#web/features/dealers/api/get-dealer.ts'
import { useFormatters } from '#web/lib/format.ts'

/** The dealer's onboarding programs with progress (approved steps / steps, spec §4) and a link to the program. */
export function DealerOnboardingCard({
  onboarding,
  programHref,
}: {
  onboarding: DealerDetail['onboarding']
  programHref: (programId: string) => string
}) {
  const { t } = useTranslation('dealers')
  const format = useFormatters()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('page.onboarding.title')}</h2>
        </CardTitle>
        <CardDescription>{t('page.onboarding.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {onboarding.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('page.onboarding.none')}</p>
        ) : (
          <ul className="grid gap-4">
            {onboarding.map((item) => (
              <li key={item.id} className="grid gap-1.5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to={programHref(item.programId)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {item.programName}
                  </Link>
                  <span className="text-sm tabular-nums text-muted-foreground">
                    {t('page.onboarding.steps', { approved: item.approvedSteps, count: item.totalSteps })}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={item.programName}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progressPercentage}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${item.progressPercentage}%` }}
                  />
                </div>
                <p className="text-xs text-muted-foreground">
                  {item.completedAt
                    ? t('page.onboarding.completed', { date: format.date(item.completedAt) })
                    : t('page.onboarding.started', {
                        date: format.date(item.startedAt),
                        percent: item.progressPercentage,
                      })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
