import { ShieldXIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PagePanel } from '#web/components/feedback/page-panel.tsx'

/** Shown in place of a page the user's roles may not open (typed or bookmarked URLs included). */
export function AccessDenied({ page, message }: { page?: string; message?: string }) {
  const { t } = useTranslation('common')
  return (
    <PagePanel
      icon={ShieldXIcon}
      tone="destructive"
      role="alert"
      title={t('accessDenied.title')}
      subtitle={message ?? (page ? t('accessDenied.page', { page }) : t('accessDenied.generic'))}
      body={t('accessDenied.hint')}
    />
  )
}
