import { CheckCircle2Icon, CircleDashedIcon, CircleDotIcon, ClockIcon, XCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { StepDisplayStatus } from '#shared/schemas/onboarding'
import { Badge } from '#web/components/ui/badge.tsx'

const LOOK = {
  pending: { variant: 'outline', Icon: CircleDashedIcon },
  in_progress: { variant: 'secondary', Icon: CircleDotIcon },
  submitted: { variant: 'outline', Icon: ClockIcon },
  approved: { variant: 'success', Icon: CheckCircle2Icon },
  rejected: { variant: 'destructive', Icon: XCircleIcon },
} as const

/** Spec §4 step states as the dealer reads them: 'Awaiting Review' when submitted, 'Completed' when approved. */
export function StepStatusBadge({ status, testId }: { status: StepDisplayStatus; testId?: string }) {
  const { t } = useTranslation('onboarding')
  const { variant, Icon } = LOOK[status]
  return (
    <Badge variant={variant} data-testid={testId}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  )
}
