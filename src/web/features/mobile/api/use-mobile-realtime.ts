import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { RealtimeEvent } from '#shared/realtime/events'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'
import { mobileQueryKeys } from './mobile-query-keys.ts'

/** The notifications about a ticket: of these, escalation_resolved reaches the user who raised it. */
const TICKET_NOTIFICATIONS = new Set(['new_escalation', 'escalation_assigned', 'escalation_resolved'])

/**
 * What the mobile screens re-read after an event addressed to the user. Only such events reach
 * `listen` (topic events such as chat.session or ticket.changed go to a topic's subscribers).
 * 'hello' follows every (re)connect: anything may have been missed. A notification tells of a
 * change it does not carry: the dashboard's counts (a file review, an onboarding review, a resolved
 * ticket) are counted on the server, so the summary is read again; the ticket list only when the
 * notification is about a ticket.
 */
export function queriesToRefresh(event: RealtimeEvent): (readonly string[])[] {
  if (event.type === 'hello') return [mobileQueryKeys.all]
  if (event.type !== 'notification.created') return []
  return TICKET_NOTIFICATIONS.has(event.notificationType)
    ? [mobileQueryKeys.summary, mobileQueryKeys.tickets]
    : [mobileQueryKeys.summary]
}

/** Re-reads the open mobile screen's data when the server tells of a change, instead of waiting for the next poll. */
export function useMobileRealtime() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      realtimeConnection.listen((event) => {
        for (const queryKey of queriesToRefresh(event)) void queryClient.invalidateQueries({ queryKey })
      }),
    [queryClient],
  )
}
