import { CheckCircle2Icon, ClockIcon, LoaderCircleIcon, XCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DocumentStatus } from '#shared/schemas/files'
import { Badge } from '#web/components/ui/badge.tsx'

const LOOK = {
  processing: { variant: 'outline', Icon: LoaderCircleIcon },
  pending: { variant: 'secondary', Icon: ClockIcon },
  approved: { variant: 'success', Icon: CheckCircle2Icon },
  rejected: { variant: 'destructive', Icon: XCircleIcon },
} as const

/** Spec §2.13 file statuses: approved, pending, processing, rejected. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('files')
  const { variant, Icon } = LOOK[status]
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" className={status === 'processing' ? 'animate-spin' : undefined} />
      {t(`status.${status}`)}
    </Badge>
  )
}
