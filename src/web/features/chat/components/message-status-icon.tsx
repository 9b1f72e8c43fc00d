import { AlertCircleIcon, CheckCheckIcon, CheckIcon, ClockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { MessageStatus } from '#shared/constants/chat'
import { cn } from '#web/lib/cn.ts'

const ICONS = { sent: ClockIcon, delivered: CheckIcon, read: CheckCheckIcon, failed: AlertCircleIcon }

/** Spec §4: sent, delivered, read and failed, each with its own icon (and its name for screen readers). */
export function MessageStatusIcon({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('chat')
  const Icon = ICONS[status]
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs',
        status === 'failed'
          ? 'text-destructive'
          : status === 'read'
            ? 'text-sky-600'
            : 'text-muted-foreground',
      )}
      data-status={status}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t(`status.${status}`)}</span>
    </span>
  )
}
