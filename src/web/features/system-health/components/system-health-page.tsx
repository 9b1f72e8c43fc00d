import { ActivityIcon, ScrollTextIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useHealthChecks } from '#web/features/system-health/api/get-health-checks.ts'
import { useHealthHistory } from '#web/features/system-health/api/get-health-history.ts'
import { useRunHealthChecks } from '#web/features/system-health/api/run-health-checks.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { HealthChecksList } from './health-checks-list.tsx'
import { HealthHistory } from './health-history.tsx'
import { HealthStatusBadge } from './health-status-badge.tsx'
import { LanguageModelCard } from './language-model-card.tsx'
import { LogView } from './log-view.tsx'

/** /system-health (spec §2.1, issue 11): the latest checks, 'Run checks now', 24-hour history and the server log. */
export function SystemHealthPage() {
  const { t } = useTranslation('health')
  const format = useFormatters()
  const checks = useHealthChecks()
  const history = useHealthHistory()
  const runNow = useRunHealthChecks()

  const run = () =>
    runNow.mutate(undefined, {
      onSuccess: ({ run }) => toast.success(t('run.done', { status: t(`status.${run.status}`) })),
      onError: () => toast.error(t('run.failed')),
    })

  const latest = checks.data?.run ?? null
  const intervalMinutes = checks.data ? Math.round(checks.data.intervalMs / 60_000) : null

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">{t('page.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/audit">
              <ScrollTextIcon aria-hidden="true" />
              {t('page.auditLink')}
            </Link>
          </Button>
          <Button onClick={run} disabled={runNow.isPending}>
            {runNow.isPending ? <Spinner decorative /> : <ActivityIcon aria-hidden="true" />}
            {runNow.isPending ? t('run.running') : t('run.button')}
          </Button>
        </div>
      </header>

      {checks.isError ? (
        <ErrorState
          headingLevel="h2"
          title={t('page.loadFailed')}
          actions={
            <Button variant="outline" onClick={() => checks.refetch()}>
              {t('page.retry')}
            </Button>
          }
        />
      ) : !checks.data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-3">
            <div className="space-y-1">
              <CardTitle asChild>
                <h2 className="flex flex-wrap items-center gap-3 text-lg">
                  {t('overall.title')}
                  {latest ? <HealthStatusBadge status={latest.status} className="text-sm" /> : null}
                </h2>
              </CardTitle>
              <CardDescription aria-live="polite">
                {latest
                  ? t('overall.checkedAt', {
                      time: format.dateTime(latest.checkedAt),
                      trigger: t(`trigger.${latest.trigger}`),
                    })
                  : t('overall.none')}
              </CardDescription>
            </div>
            <p className="text-sm text-muted-foreground">
              {intervalMinutes ? t('overall.schedule', { count: intervalMinutes }) : t('overall.scheduleOff')}
            </p>
          </CardHeader>
          <CardContent>{latest ? <HealthChecksList checks={latest.checks} /> : null}</CardContent>
        </Card>
      )}

      {checks.data ? <LanguageModelCard languageModel={checks.data.languageModel} /> : null}

      {history.data ? <HealthHistory points={history.data.points} /> : <Skeleton className="h-56 w-full" />}

      <LogView />
    </div>
  )
}
