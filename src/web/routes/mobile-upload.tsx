import { MobileUploadPage } from '#web/features/files/components/mobile-upload-page.tsx'

/** /mobile/upload (spec §2.13). */
export function MobileUploadRoute() {
  return <MobileUploadPage />
}
