import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { canReadKnowledgeBase } from '#shared/auth/permissions'
import type { RealtimeEvent } from '#shared/realtime/events'
import { chatSessionSourcesTopic, chatSessionTopic, ESCALATIONS_DESK_TOPIC } from '#shared/realtime/topics'
import { addBotOption, patchDeskLists } from '#web/features/escalations/api/desk-cache-patches.ts'
import { escalationQueryKeys } from '#web/features/escalations/api/escalation-query-keys.ts'
import {
  addTicketMessage,
  setTicketMessageSources,
  setTicketSessionStatus,
  ticketIsBehind,
} from '#web/features/escalations/api/ticket-cache-patches.ts'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

/**
 * Keeps the desk live: a new or changed ticket (from the chat or a colleague) is written into the
 * cached pages and the bot choices from the event (issue 34 item 5). After (re)subscribing
 * everything is refetched once.
 */
export function useEscalationsRealtime() {
  const queryClient = useQueryClient()
  const viewerId = useCurrentUser().user.id
  useEffect(
    () =>
      realtimeConnection.subscribe(ESCALATIONS_DESK_TOPIC, (event) => {
        if (event.type === 'subscribed') {
          void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.all })
        } else if (event.type === 'ticket.changed') {
          patchDeskLists(queryClient, event, viewerId)
          addBotOption(queryClient, event.ticket)
          // The ticket page also shows what the event does not carry (notes, resolution, first
          // response): a cached ticket older than the change is read again. The page's own change
          // is not, as its answer put the ticket in the cache already.
          if (ticketIsBehind(queryClient, event.ticket))
            void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.detail(event.ticketId) })
        }
      }),
    [queryClient, viewerId],
  )
}

/**
 * The ticket page's conversation stays live: its chat's messages, their knowledge sources (staff
 * who may read them; the server checks again) and the session's status are patched in. Message
 * status, choices and typing are not on the ticket page and are ignored.
 */
export function useTicketConversationRealtime(ticketId: string, sessionId: string | null | undefined) {
  const queryClient = useQueryClient()
  const withSources = canReadKnowledgeBase(useCurrentUser().roles)
  useEffect(() => {
    if (!sessionId) return
    const onEvent = (event: RealtimeEvent) => {
      switch (event.type) {
        case 'subscribed':
          // What the conversation got while the socket was down or before the subscription held.
          if (event.topic === chatSessionTopic(sessionId))
            void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.detail(ticketId) })
          break
        case 'chat.message':
          addTicketMessage(queryClient, ticketId, event.message)
          break
        case 'chat.message-sources':
          setTicketMessageSources(queryClient, ticketId, event.messageId, event.sources)
          break
        case 'chat.session':
          if (event.changes.status) setTicketSessionStatus(queryClient, ticketId, event.changes.status)
          break
      }
    }
    const unsubscribe = realtimeConnection.subscribe(chatSessionTopic(sessionId), onEvent)
    const unsubscribeSources = withSources
      ? realtimeConnection.subscribe(chatSessionSourcesTopic(sessionId), onEvent)
      : undefined
    return () => {
      unsubscribe()
      unsubscribeSources?.()
    }
  }, [queryClient, ticketId, sessionId, withSources])
}
