import { PlusIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { useOverview } from '#web/features/onboarding/api/get-overview.ts'
import { useReviewQueue } from '#web/features/onboarding/api/get-review-queue.ts'
import { usePrograms } from '#web/features/onboarding/api/list-programs.ts'
import { useStaffOnboardings } from '#web/features/onboarding/api/list-staff-onboardings.ts'
import { toast } from '#web/lib/toast.ts'
import { NewProgramDialog } from './new-program-dialog.tsx'
import { OnboardingList } from './onboarding-list.tsx'
import { ProgramsTab } from './programs-tab.tsx'
import { ReviewQueue } from './review-queue.tsx'
import { StatCards } from './stat-cards.tsx'

const TABS = ['overview', 'programs', 'active', 'review'] as const
type Tab = (typeof TABS)[number]

/**
 * Spec §2.10 Onboarding Management: Overview, Programs and Active Onboardings, plus the review
 * queue issue 7 adds. `?tab=review&submission=<id>` (the link in the submission e-mail) opens a
 * submission directly.
 */
export function OnboardingManagement() {
  const { t } = useTranslation('onboarding')
  const [params, setParams] = useSearchParams()
  const [creating, setCreating] = useState(false)
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'overview'
  const overview = useOverview()
  const programs = usePrograms()
  const active = useStaffOnboardings('active')
  const queue = useReviewQueue()

  const failed = overview.isError || programs.isError || active.isError || queue.isError
  useEffect(() => {
    if (failed) toast.error(t('errors.loadFailed'))
  }, [failed, t])

  function setTab(next: string) {
    setParams((current) => {
      const updated = new URLSearchParams(current)
      updated.set('tab', next)
      updated.delete('submission')
      return updated
    })
  }

  function openSubmission(id: string | null) {
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (id) updated.set('submission', id)
      else updated.delete('submission')
      return updated
    })
  }

  const loading = <Spinner label={t('loading')} className="mx-auto my-8 size-6" />
  const queueCount = queue.data?.items.length ?? 0

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('management.title')}</h1>
          <p className="text-muted-foreground">{t('management.description')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          {t('actions.newProgram')}
        </Button>
      </header>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="overview">{t('management.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="programs">{t('management.tabs.programs')}</TabsTrigger>
          <TabsTrigger value="active">{t('management.tabs.active')}</TabsTrigger>
          <TabsTrigger value="review">
            {t('management.tabs.review')}
            {queueCount > 0 ? <Badge className="ml-1">{queueCount}</Badge> : null}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="space-y-6 pt-4">
          {overview.data ? (
            <>
              <StatCards stats={overview.data.stats} />
              <section className="space-y-3" aria-labelledby="recent-onboardings-title">
                <h2 id="recent-onboardings-title" className="text-lg font-semibold">
                  {t('management.recentTitle')}
                </h2>
                <OnboardingList onboardings={overview.data.recent} emptyText={t('management.noActive')} />
              </section>
            </>
          ) : (
            loading
          )}
        </TabsContent>
        <TabsContent value="programs" className="pt-4">
          {programs.data ? <ProgramsTab programs={programs.data.programs} /> : loading}
        </TabsContent>
        <TabsContent value="active" className="pt-4">
          {active.data ? (
            <OnboardingList onboardings={active.data.onboardings} emptyText={t('management.noActive')} />
          ) : (
            loading
          )}
        </TabsContent>
        <TabsContent value="review" className="pt-4">
          {queue.data ? (
            <ReviewQueue
              items={queue.data.items}
              openSubmissionId={params.get('submission')}
              onOpen={openSubmission}
            />
          ) : (
            loading
          )}
        </TabsContent>
      </Tabs>
      <NewProgramDialog open={creating} onOpenChange={setCreating} />
    </div>
  )
}
