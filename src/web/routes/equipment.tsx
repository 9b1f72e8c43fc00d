import { EquipmentPage } from '#web/features/equipment/components/equipment-page.tsx'

/** /equipment (spec §2.12); page access (staff who see Equipment Management) is checked by the layout. */
export function EquipmentRoute() {
  return <EquipmentPage />
}
