import { useState } from 'react'
import { hasPermission } from '#shared/auth/permissions'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { EquipmentTab } from './equipment-tab.tsx'
import { MaintenanceDialog } from './maintenance-dialog.tsx'
import { MaintenanceTab } from './maintenance-tab.tsx'
import { SchedulesTab } from './schedules-tab.tsx'

/** Spec §2.12 Equipment Management: tabs Equipment, Service Schedules and Maintenance. */
export function EquipmentPage() {
  const { t } = useEquipmentText()
  const { roles } = useCurrentUser()
  // Spec §6: writing is DEALER_MANAGEMENT; trainers see the page read-only (the API refuses writes anyway).
  const canWrite = hasPermission(roles, 'DEALER_MANAGEMENT')
  const [maintenanceId, setMaintenanceId] = useState<string | null>(null)

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>
      <Tabs defaultValue="equipment" className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="equipment">{t('tabs.equipment')}</TabsTrigger>
          <TabsTrigger value="schedules">{t('tabs.schedules')}</TabsTrigger>
          <TabsTrigger value="maintenance">{t('tabs.maintenance')}</TabsTrigger>
        </TabsList>
        <TabsContent value="equipment">
          <EquipmentTab canWrite={canWrite} onOpenMaintenance={setMaintenanceId} />
        </TabsContent>
        <TabsContent value="schedules">
          <SchedulesTab onOpenMaintenance={setMaintenanceId} />
        </TabsContent>
        <TabsContent value="maintenance">
          <MaintenanceTab onOpenMaintenance={setMaintenanceId} />
        </TabsContent>
      </Tabs>
      <MaintenanceDialog
        equipmentId={maintenanceId}
        onClose={() => setMaintenanceId(null)}
        canWrite={canWrite}
      />
    </div>
  )
}
