import { useQuery } from '@tanstack/react-query'
import type { MobileTicketsResponse } from '#shared/schemas/mobile'
import { answer, api } from '#web/lib/api.ts'
import { mobileQueryKeys } from './mobile-query-keys.ts'

/** GET /api/mobile/tickets: the tickets the signed-in user raised, open ones first. */
export function listMyTickets(): Promise<MobileTicketsResponse> {
  return answer(api.mobile.tickets.$get({ query: {} }))
}

export function useMyTickets() {
  return useQuery({
    queryKey: mobileQueryKeys.tickets,
    queryFn: listMyTickets,
    // A ticket's status is what the user comes here for: re-read whenever the screen is opened.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // Like the dashboard: the service worker may answer with the last list when offline.
    networkMode: 'offlineFirst',
  })
}
