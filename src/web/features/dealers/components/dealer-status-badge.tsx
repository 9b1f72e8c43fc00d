import { useTranslation } from 'react-i18next'
import type { DealerStatus } from '#shared/schemas/dealers'
import { Badge } from '#web/components/ui/badge.tsx'
import { cn } from '#web/lib/cn.ts'

const STATUS_CLASSES: Record<DealerStatus, string> = {
  active: 'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  onboarding: 'border-transparent bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
  inactive: 'border-transparent bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
}

/** Spec §4 dealer status, with a colour per state. */
export function DealerStatusBadge({ status }: { status: DealerStatus }) {
  const { t } = useTranslation('dealers')
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status])}>
      {t(`status.${status}`)}
    </Badge>
  )
}
