import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'
import { mobileQueryKeys } from './mobile-query-keys.ts'

/**
 * Events after which the mobile screens' numbers and tickets may have moved (a review notifies the
 * uploader; a ticket's progress notifies the user who raised it).
 */
const REFRESHING_EVENTS = new Set(['hello', 'notification.created', 'ticket.changed', 'chat.session'])

/** Re-reads the open mobile screen's data when the server tells of a change, instead of waiting for the next poll. */
export function useMobileRealtime() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      realtimeConnection.listen((event) => {
        if (REFRESHING_EVENTS.has(event.type)) {
          void queryClient.invalidateQueries({ queryKey: mobileQueryKeys.all })
        }
      }),
    [queryClient],
  )
}
