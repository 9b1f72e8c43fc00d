import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'
import { mobileQueryKeys } from './mobile-query-keys.ts'

/** Events after which the dashboard's numbers may have moved (a review notifies the uploader). */
const REFRESHING_EVENTS = new Set(['hello', 'notification.created', 'ticket.changed', 'chat.session'])

/** Re-reads the mobile summary when the server tells of a change, instead of waiting for the next poll. */
export function useMobileSummaryRealtime() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      realtimeConnection.listen((event) => {
        if (REFRESHING_EVENTS.has(event.type)) {
          void queryClient.invalidateQueries({ queryKey: mobileQueryKeys.summary })
        }
      }),
    [queryClient],
  )
}
