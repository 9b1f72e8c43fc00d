import { ClipboardCheckIcon, MessagesSquareIcon, NewspaperIcon, TicketIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { hasContentAccess } from '#shared/auth/permissions'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { WaitingForAccessCard } from '#web/components/feedback/waiting-for-access-card.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useMobileSummary } from '#web/features/mobile/api/get-mobile-summary.ts'
import { useMobileRealtime } from '#web/features/mobile/api/use-mobile-realtime.ts'
import { mobilePaths } from '#web/features/mobile/lib/mobile-paths.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { FilesSummaryCard } from './files-summary-card.tsx'
import { OnboardingProgressCard } from './onboarding-progress-card.tsx'
import { QuickActions } from './quick-actions.tsx'
import { RecentActivity } from './recent-activity.tsx'
import { StatTile } from './stat-tile.tsx'

function DashboardSkeleton() {
  const { t } = useTranslation('mobile')
  return (
    <div role="status" className="space-y-4" aria-busy="true" aria-label={t('loading')}>
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  )
}

/** Spec §2.13 /mobile/dashboard on the user's real data (issue 10). */
export function MobileDashboard() {
  const { t } = useTranslation('mobile')
  const { profile, roles } = useCurrentUser()
  const summary = useMobileSummary()
  useMobileRealtime()
  // Issue 32: a user without a role has nothing here yet (the summary's figures are all empty).
  const waiting = !hasContentAccess(roles)

  return (
    <div className="mx-auto w-full max-w-md space-y-4 px-3 py-4">
      <header className="space-y-0.5">
        <h1 className="text-xl font-semibold tracking-tight">{t('dashboard.title')}</h1>
        <p className="text-sm text-muted-foreground">
          {profile.firstName ? t('dashboard.greeting', { name: profile.firstName }) : t('dashboard.subtitle')}
        </p>
      </header>

      {waiting ? (
        <WaitingForAccessCard />
      ) : summary.isPending ? (
        <DashboardSkeleton />
      ) : summary.isError && !summary.data ? (
        <ErrorState
          headingLevel="h2"
          title={t('dashboard.error')}
          description={summary.error.message}
          actions={
            <Button className="min-h-11" onClick={() => void summary.refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <QuickActions />
          {summary.data.files ? <FilesSummaryCard files={summary.data.files} /> : null}
          {summary.data.onboarding ? <OnboardingProgressCard onboarding={summary.data.onboarding} /> : null}
          <section aria-label={t('dashboard.overview')} className="grid grid-cols-2 gap-2">
            {summary.data.submissionsAwaitingReview !== null ? (
              <StatTile
                id="submissions-awaiting-review"
                label={t('stats.submissionsAwaitingReview')}
                value={summary.data.submissionsAwaitingReview}
                icon={ClipboardCheckIcon}
                tone="amber"
                to={mobilePaths.reviewQueue}
              />
            ) : null}
            <StatTile
              id="unread-news"
              label={t('stats.unreadNews')}
              value={summary.data.unreadNews}
              icon={NewspaperIcon}
              to={mobilePaths.news}
            />
            <StatTile
              id="open-conversations"
              label={t('stats.openConversations')}
              value={summary.data.openConversations}
              icon={MessagesSquareIcon}
              to={mobilePaths.support}
            />
            <StatTile
              id="open-tickets"
              label={t('stats.openTickets')}
              value={summary.data.openTickets}
              icon={TicketIcon}
              to={mobilePaths.support}
            />
          </section>
          <RecentActivity activity={summary.data.activity} />
        </>
      )}
    </div>
  )
}
