import { MobileSupportPage } from '#web/features/mobile/components/mobile-support-page.tsx'

/** /mobile/support (spec §2.13): the support assistant and the user's own tickets. */
export function MobileSupportRoute() {
  return <MobileSupportPage />
}
