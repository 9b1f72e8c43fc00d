import { AlertTriangleIcon, CheckCircle2Icon, XCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { HealthStatus } from '#shared/schemas/system-health'
import { Badge } from '#web/components/ui/badge.tsx'
import { cn } from '#web/lib/cn.ts'

const LOOK: Record<
  HealthStatus,
  { variant: 'success' | 'outline' | 'destructive'; icon: typeof CheckCircle2Icon; className?: string }
> = {
  healthy: { variant: 'success', icon: CheckCircle2Icon },
  degraded: {
    variant: 'outline',
    icon: AlertTriangleIcon,
    className: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-900/30 dark:text-amber-100',
  },
  unhealthy: { variant: 'destructive', icon: XCircleIcon },
}

/** Spec §4 health state with an icon, so the state is not told by colour alone. */
export function HealthStatusBadge({ status, className }: { status: HealthStatus; className?: string }) {
  const { t } = useTranslation('health')
  const look = LOOK[status]
  const Icon = look.icon
  return (
    <Badge variant={look.variant} className={cn(look.className, className)} data-status={status}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  )
}
