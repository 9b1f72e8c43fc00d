import { MobileDashboard } from '#web/features/mobile/components/mobile-dashboard.tsx'

/** /mobile/dashboard (spec §2.13): open to every signed-in user; the API scopes what it counts. */
export function MobileDashboardRoute() {
  return <MobileDashboard />
}
