import { SettingsPage } from '#web/features/settings/components/settings-page.tsx'

/** /settings (issue 32: admin-level roles); page access is checked by the layout. */
export function SettingsRoute() {
  return <SettingsPage />
}
