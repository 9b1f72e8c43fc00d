import { ArrowLeftIcon, HammerIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRouteTitle } from '#web/app/route-handle.ts'
import { PagePanel } from '#web/components/feedback/page-panel.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'

/** Stands in for a protected page whose feature lands later in this release, so no route is blank. */
export function ComingSoonRoute() {
  const { t } = useTranslation('common')
  const title = useRouteTitle() ?? t('comingSoon.fallbackTitle')
  return (
    <PagePanel
      icon={HammerIcon}
      title={title}
      subtitle={t('comingSoon.badge')}
      body={t('comingSoon.body', { page: title })}
      action={
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('actions.backToDashboard')}
          </Link>
        </Button>
      }
    />
  )
}
