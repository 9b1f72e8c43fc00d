import { useTranslation } from 'react-i18next'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useUserAudit } from '#web/features/users/api/get-user-audit.ts'
import { showsAuditActor, useAuditText } from '#web/lib/audit-text.ts'
import { useFormatters } from '#web/lib/format.ts'

/** Every recorded change to one user: who, what and when (issue 8 audit log on the user's row). */
export function UserHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('users')
  const { t: tc } = useTranslation('common')
  const format = useFormatters()
  const auditText = useAuditText()
  const audit = useUserAudit(userId, true)
  if (!audit.data) return <Skeleton className="h-10 w-full" />
  if (audit.data.entries.length === 0)
    return <p className="text-sm text-muted-foreground">{t('history.none')}</p>
  return (
    <ol className="space-y-2 text-sm" aria-label={t('history.title')}>
      {audit.data.entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2">
          <span className="font-medium">{auditText(entry)}</span>
          <span className="text-muted-foreground">
            <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            {entry.actor && showsAuditActor(entry.action)
              ? ` · ${tc('audit.by', { name: entry.actor.name })}`
              : ''}
          </span>
        </li>
      ))}
    </ol>
  )
}
