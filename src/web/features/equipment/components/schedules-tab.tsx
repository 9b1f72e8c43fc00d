import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSchedules } from '#web/features/equipment/api/list-schedules.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { ScheduleList } from './schedule-list.tsx'

/** Service Schedules (spec §2.12 'coming soon', built): every maintenance plan, soonest due first. */
export function SchedulesTab({ onOpenMaintenance }: { onOpenMaintenance: (id: string) => void }) {
  const { t } = useEquipmentText()
  const schedules = useSchedules({})
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('schedules.title')}</h2>
        </CardTitle>
        <CardDescription>{t('schedules.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {schedules.isPending ? <Spinner label={t('schedules.title')} /> : null}
        {schedules.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('list.loadFailed')}
          </p>
        ) : null}
        {schedules.data?.schedules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('schedules.empty')}</p>
        ) : null}
        {schedules.data && schedules.data.schedules.length > 0 ? (
          <ScheduleList
            schedules={schedules.data.schedules}
            onOpenMaintenance={onOpenMaintenance}
            label={t('schedules.title')}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}
