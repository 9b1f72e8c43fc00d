import { BuildingIcon, ClipboardListIcon, ShieldXIcon } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { hasAnyRole } from '#shared/auth/permissions'
import { ONBOARDING_STAFF_ROLES } from '#shared/constants/onboarding'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { OnboardingSummary } from '#shared/schemas/onboarding'
import { ProgressBar } from '#web/components/data/progress-bar.tsx'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { PagePanel } from '#web/components/feedback/page-panel.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useMyOnboardings } from '#web/features/onboarding/api/get-my-onboardings.ts'
import { onboardingPaths } from '#web/features/onboarding/lib/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { toast } from '#web/lib/toast.ts'
import { OnboardingDetail } from './onboarding-detail.tsx'

/** The onboarding to show: the one in the URL, else the newest one still open, else the newest. */
function selectedOf(onboardings: OnboardingSummary[], wanted: string | null) {
  return (
    onboardings.find((row) => row.id === wanted) ??
    onboardings.find((row) => !row.completedAt) ??
    onboardings[0]
  )
}

/**
 * Spec §2.9/§6 own onboarding, shared by /my-onboarding and /mobile/onboarding: staff are pointed
 * to Dealers, users without a dealer are refused, dealer staff see their program(s) and steps.
 */
export function MyOnboardingView({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('onboarding')
  const { roles, dealers } = useCurrentUser()
  const isStaff = hasAnyRole(roles, ONBOARDING_STAFF_ROLES)
  const noDealer = !isStaff && dealers.length === 0

  useEffect(() => {
    if (noDealer) toast.error(t('access.deniedTitle'), { description: t('access.noDealer') })
  }, [noDealer, t])

  if (isStaff) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
        <Card className="text-center">
          <CardHeader className="justify-items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BuildingIcon className="size-6" aria-hidden="true" />
            </span>
            <CardTitle asChild className="text-2xl tracking-tight">
              <h1>{t('staffNotice.title')}</h1>
            </CardTitle>
            <CardDescription className="text-base">{t('staffNotice.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={onboardingPaths.dealers}>{t('staffNotice.action')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    )
  }
  if (noDealer) {
    return (
      <PagePanel
        icon={ShieldXIcon}
        tone="destructive"
        role="alert"
        title={t('access.deniedTitle')}
        subtitle={t('access.noDealer')}
        body={t('access.noDealerHint')}
      />
    )
  }
  return <DealerOnboardings compact={compact} />
}

function DealerOnboardings({ compact }: { compact: boolean }) {
  const { t } = useTranslation('onboarding')
  const [params, setParams] = useSearchParams()
  const mine = useMyOnboardings()

  useEffect(() => {
    if (mine.isError) toast.error(t('errors.loadFailed'))
  }, [mine.isError, t])

  // The shown onboarding goes into the URL, so it stays on screen when it completes (the default
  // would move on to the next open one) and a reload or a shared link shows the same program.
  const defaultId = mine.data ? selectedOf(mine.data.onboardings, params.get('onboarding'))?.id : undefined
  useEffect(() => {
    if (defaultId && params.get('onboarding') !== defaultId) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.set('onboarding', defaultId)
          return next
        },
        { replace: true },
      )
    }
  }, [defaultId, params, setParams])

  if (mine.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    )
  }
  if (mine.isError) {
    return (
      <ErrorState
        title={t('errors.loadFailed')}
        actions={<Button onClick={() => mine.refetch()}>{t('actions.tryAgain')}</Button>}
      />
    )
  }
  const onboardings = mine.data.onboardings
  if (onboardings.length === 0) {
    return (
      <PagePanel
        icon={ClipboardListIcon}
        title={t('empty.title')}
        subtitle={t('empty.subtitle')}
        body={t('empty.body')}
      />
    )
  }
  const selected = selectedOf(onboardings, params.get('onboarding'))

  return (
    <div className={cn('space-y-6', compact && 'space-y-4')}>
      {onboardings.length > 1 ? (
        <nav aria-label={t('picker.label')}>
          <ul className={cn('grid gap-2', !compact && 'sm:grid-cols-2 lg:grid-cols-3')}>
            {onboardings.map((row) => (
              <li key={row.id}>
                <Link
                  to={{ search: `?onboarding=${row.id}` }}
                  aria-current={row.id === selected.id ? 'true' : undefined}
                  onClick={() => setParams({ onboarding: row.id })}
                  className={cn(
                    'block space-y-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent',
                    row.id === selected.id && 'border-primary ring-1 ring-primary',
                  )}
                >
                  <span className="flex justify-between gap-2 font-medium">
                    <span lang={documentLanguage(row.program.shownLanguage)}>{row.program.name}</span>
                    <span className="tabular-nums">{row.progressPercentage}%</span>
                  </span>
                  <ProgressBar value={row.progressPercentage} label={row.program.name} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <OnboardingDetail key={selected.id} onboardingId={selected.id} compact={compact} />
      {compact ? null : (
        <p className="text-center text-sm text-muted-foreground">
          <Link to={onboardingPaths.mobile} className="underline-offset-4 hover:underline">
            {t('mobileLink')}
          </Link>
        </p>
      )}
    </div>
  )
}
