import { useTranslation } from 'react-i18next'
import type { TicketStatus } from '#shared/schemas/escalations'
import type { Urgency } from '#shared/schemas/notifications'
import { Badge } from '#web/components/ui/badge.tsx'
import { cn } from '#web/lib/cn.ts'

const STATUS_CLASSES: Record<TicketStatus, string> = {
  open: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200',
  in_progress: 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  resolved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  closed: 'bg-muted text-muted-foreground',
}

// Spec §9 urgency colours: high/urgent red, medium yellow, low green.
const PRIORITY_CLASSES: Record<Urgency, string> = {
  urgent: 'bg-red-600 text-white',
  high: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
  low: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('escalations')
  return <Badge className={cn('border-transparent', STATUS_CLASSES[status])}>{t(`status.${status}`)}</Badge>
}

export function TicketPriorityBadge({ priority }: { priority: Urgency }) {
  const { t } = useTranslation('escalations')
  return (
    <Badge className={cn('border-transparent', PRIORITY_CLASSES[priority])}>
      {t(`priority.${priority}`)}
    </Badge>
  )
}
