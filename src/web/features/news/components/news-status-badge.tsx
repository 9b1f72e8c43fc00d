import { useTranslation } from 'react-i18next'
import type { NewsPublicationStatus } from '#shared/schemas/news'
import { Badge } from '#web/components/ui/badge.tsx'
import { useFormatters } from '#web/lib/format.ts'

/** Draft, 'Scheduled for {date}' or 'Published {date}'. */
export function NewsStatusBadge({
  status,
  publishedAt,
}: {
  status: NewsPublicationStatus
  publishedAt: string | null
}) {
  const { t } = useTranslation('news')
  const { dateTime } = useFormatters()
  if (status === 'draft') return <Badge variant="outline">{t('status.draft')}</Badge>
  if (status === 'scheduled') {
    return (
      <Badge
        variant="secondary"
        className="bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
      >
        {t('status.scheduledFor', { date: dateTime(publishedAt ?? '') })}
      </Badge>
    )
  }
  return <Badge variant="success">{t('status.published')}</Badge>
}
