import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { chatSessionTopic, ESCALATIONS_DESK_TOPIC } from '#shared/realtime/topics'
import { escalationQueryKeys } from '#web/features/escalations/api/escalations-api.ts'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'

/**
 * Keeps the desk live: a new or changed ticket (from the chat or a colleague) refreshes the list,
 * and the open ticket when it is that one. After (re)subscribing everything is refetched.
 */
export function useEscalationsRealtime(openTicketId?: string) {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      realtimeConnection.subscribe(ESCALATIONS_DESK_TOPIC, (event) => {
        if (event.type === 'subscribed') {
          void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.all })
        } else if (event.type === 'ticket.changed') {
          void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.lists() })
          void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.options() })
          if (event.ticketId === openTicketId)
            void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.detail(event.ticketId) })
        }
      }),
    [queryClient, openTicketId],
  )
}

/** The ticket page's conversation stays live: new messages in the user's chat refresh it. */
export function useTicketConversationRealtime(ticketId: string, sessionId: string | null | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!sessionId) return
    return realtimeConnection.subscribe(chatSessionTopic(sessionId), (event) => {
      if (event.type === 'chat.message' || event.type === 'chat.session')
        void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.detail(ticketId) })
    })
  }, [queryClient, ticketId, sessionId])
}
