import { MobileFilesPage } from '#web/features/files/components/mobile-files-page.tsx'

/** /mobile/files (spec §2.13). */
export function MobileFilesRoute() {
  return <MobileFilesPage />
}
