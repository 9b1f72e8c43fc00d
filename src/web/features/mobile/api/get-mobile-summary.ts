import { useQuery } from '@tanstack/react-query'
import type { MobileSummary } from '#shared/schemas/mobile'
import { answer, api } from '#web/lib/api.ts'
import { useLowEndMode } from '#web/lib/device/low-end-mode.ts'
import { mobileQueryKeys } from './mobile-query-keys.ts'

/** How often the dashboard re-reads its counts while open (not in low-end mode). */
export const MOBILE_SUMMARY_REFETCH_MS = 30_000

/** GET /api/mobile/summary: the signed-in user's counts and recent activity. */
export function getMobileSummary(): Promise<MobileSummary> {
  return answer(api.mobile.summary.$get())
}

export function useMobileSummary() {
  const lowEnd = useLowEndMode().active
  return useQuery({
    queryKey: mobileQueryKeys.summary,
    queryFn: getMobileSummary,
    // Fresh numbers whenever the screen is opened or the phone comes back to it.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // A low-end phone is not kept busy polling; it refreshes on focus and on reconnect only.
    refetchInterval: lowEnd ? false : MOBILE_SUMMARY_REFETCH_MS,
    // Try the request even when the browser says it is offline: the service worker answers with the
    // last summary it saw, so a reload without a connection still shows what was last loaded.
    networkMode: 'offlineFirst',
  })
}
