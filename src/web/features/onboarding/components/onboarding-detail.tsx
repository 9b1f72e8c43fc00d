import { AwardIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentLanguage } from '#shared/constants/ui-languages'
import { ProgressBar } from '#web/components/data/progress-bar.tsx'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useOnboarding } from '#web/features/onboarding/api/get-onboarding.ts'
import { certificatePath } from '#web/features/onboarding/lib/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { StepCard } from './step-card.tsx'

/** One onboarding: progress (spec §4: approved / total, rounded) and its steps. */
export function OnboardingDetail({
  onboardingId,
  readOnly = false,
  compact = false,
}: {
  onboardingId: string
  readOnly?: boolean
  compact?: boolean
}) {
  const { t } = useTranslation('onboarding')
  const { date } = useFormatters()
  const onboarding = useOnboarding(onboardingId)

  if (onboarding.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    )
  }
  if (onboarding.isError) {
    return (
      <ErrorState
        headingLevel="h2"
        title={t('errors.loadFailed')}
        actions={<Button onClick={() => onboarding.refetch()}>{t('actions.tryAgain')}</Button>}
      />
    )
  }
  const view = onboarding.data
  const approved = view.steps.filter((step) => step.status === 'approved').length

  return (
    <section className="space-y-4" aria-labelledby="onboarding-program-title">
      <Card className={cn(compact && 'gap-3 py-4')}>
        <CardHeader className={cn(compact && 'px-4')}>
          <CardTitle asChild className="text-lg">
            <h2 id="onboarding-program-title" lang={documentLanguage(view.program.shownLanguage)}>
              {view.program.name}
            </h2>
          </CardTitle>
          <ShownLanguageBadge content={view.program} />
          <CardDescription>
            {view.dealer.name} · {t('detail.startedOn', { date: date(view.startedAt) })}
          </CardDescription>
        </CardHeader>
        <CardContent className={cn('space-y-3', compact && 'px-4')}>
          {view.program.description && !compact ? (
            <p className="text-sm" lang={documentLanguage(view.program.shownLanguage)}>
              {view.program.description}
            </p>
          ) : null}
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span>{t('detail.stepsApproved', { approved, total: view.steps.length })}</span>
            <span className="text-2xl font-semibold tabular-nums" data-testid="onboarding-progress">
              {view.progressPercentage}%
            </span>
          </div>
          <ProgressBar value={view.progressPercentage} label={t('detail.progressLabel')} />
          {view.completedAt ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-900/30 dark:text-emerald-100">
              <span>{t('detail.completedOn', { date: date(view.completedAt) })}</span>
              <Button asChild size="sm" variant="outline">
                <Link to={certificatePath(view.id)}>
                  <AwardIcon aria-hidden="true" />
                  {t('actions.viewCertificate')}
                </Link>
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <ol className="space-y-3" aria-label={t('detail.stepsLabel')}>
        {view.steps.map((step) => (
          <li key={step.id}>
            <StepCard onboardingId={view.id} step={step} readOnly={readOnly} compact={compact} />
          </li>
        ))}
      </ol>
    </section>
  )
}
