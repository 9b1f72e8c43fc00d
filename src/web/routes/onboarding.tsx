import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { hasAnyRole } from '#shared/auth/permissions'
import { ONBOARDING_MANAGER_ROLES } from '#shared/constants/onboarding'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useStaffOnboardings } from '#web/features/onboarding/api/list-staff-onboardings.ts'
import { OnboardingDetail } from '#web/features/onboarding/components/onboarding-detail.tsx'
import { OnboardingList } from '#web/features/onboarding/components/onboarding-list.tsx'
import { onboardingPaths } from '#web/features/onboarding/lib/paths.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

/**
 * /onboarding (spec §2.1, staff): every dealer's open onboarding with its progress, and one
 * dealer's steps read-only. Reviewing and program design live in Onboarding Management.
 */
export function OnboardingRoute() {
  const { t } = useTranslation('onboarding')
  const { roles } = useCurrentUser()
  const [params, setParams] = useSearchParams()
  const list = useStaffOnboardings('active')
  const selected = params.get('onboarding')

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('staff.title')}</h1>
          <p className="text-muted-foreground">{t('staff.description')}</p>
        </div>
        {hasAnyRole(roles, ONBOARDING_MANAGER_ROLES) ? (
          <Button asChild variant="outline">
            <Link to={onboardingPaths.management}>{t('staff.manage')}</Link>
          </Button>
        ) : null}
      </header>
      {list.isPending ? (
        <Spinner label={t('loading')} className="mx-auto size-6" />
      ) : list.isError ? (
        <p className="text-destructive">{t('errors.loadFailed')}</p>
      ) : (
        <OnboardingList
          onboardings={list.data.onboardings}
          emptyText={t('management.noActive')}
          renderAction={(row) => (
            <Button size="sm" variant="outline" onClick={() => setParams({ onboarding: row.id })}>
              {t('staff.viewSteps')}
            </Button>
          )}
        />
      )}
      {selected ? <OnboardingDetail key={selected} onboardingId={selected} readOnly /> : null}
    </div>
  )
}
