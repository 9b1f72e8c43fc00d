import { HammerIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '#web/app/route-handle.ts'
import { PagePanel } from '#web/components/feedback/page-panel.tsx'

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
    />
  )
}
