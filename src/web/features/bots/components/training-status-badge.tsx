import { useTranslation } from 'react-i18next'
import { Badge } from '#web/components/ui/badge.tsx'

/** Spec §4 bot training_status badges: ready default, training secondary, needs_review destructive, else outline. */
const VARIANTS: Record<string, 'default' | 'secondary' | 'destructive'> = {
  ready: 'default',
  training: 'secondary',
  needs_review: 'destructive',
}

export function TrainingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('bots')
  return (
    <Badge variant={VARIANTS[status] ?? 'outline'}>
      {t(`trainingStatus.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
    </Badge>
  )
}
