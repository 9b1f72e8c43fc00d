import { SystemHealthPage } from '#web/features/system-health/components/system-health-page.tsx'

/** /system-health (spec §2.1: admin, super_admin); page access is checked by the layout. */
export function SystemHealthRoute() {
  return <SystemHealthPage />
}
