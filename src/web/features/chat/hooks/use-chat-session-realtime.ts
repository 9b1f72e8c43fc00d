import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { TYPING_SAFETY_RESET_MS } from '#shared/constants/chat'
import type { RealtimeEvent } from '#shared/realtime/events'
import { chatSessionTopic } from '#shared/realtime/topics'
import type { ChatMessagesResponse } from '#shared/schemas/chat'
import { chatQueryKeys } from '#web/features/chat/api/chat-query-keys.ts'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'

export const ASSISTANT_TYPER = 'assistant'

/**
 * Keeps one open conversation live (spec §7 realtime): new messages, status changes and session
 * changes refresh the cache; typing indicators of others are kept for at most 10 s unless renewed
 * (spec §9 safety reset). Returns who is typing now.
 */
export function useChatSessionRealtime(sessionId: string | null, viewerId: string) {
  const queryClient = useQueryClient()
  const [typing, setTyping] = useState<Record<string, number>>({})

  useEffect(() => {
    setTyping({})
    if (!sessionId) return
    const onEvent = (event: RealtimeEvent) => {
      switch (event.type) {
        case 'subscribed':
          // Whatever happened while the socket was down or before the subscription took hold.
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.messages(sessionId) })
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.session(sessionId) })
          break
        case 'chat.message':
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.messages(sessionId) })
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions })
          break
        case 'chat.message-status':
          queryClient.setQueryData<ChatMessagesResponse>(chatQueryKeys.messages(sessionId), (current) =>
            current
              ? {
                  messages: current.messages.map((message) =>
                    event.messageIds.includes(message.id) ? { ...message, status: event.status } : message,
                  ),
                }
              : current,
          )
          break
        case 'chat.session':
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.session(sessionId) })
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions })
          break
        case 'chat.typing':
          if (event.userId === viewerId) break
          setTyping((current) => {
            const next = { ...current }
            if (event.isTyping) next[event.userId] = Date.now() + TYPING_SAFETY_RESET_MS
            else delete next[event.userId]
            return next
          })
          break
      }
    }
    return realtimeConnection.subscribe(chatSessionTopic(sessionId), onEvent)
  }, [sessionId, viewerId, queryClient])

  // Drops indicators that were not renewed within the safety window.
  useEffect(() => {
    const expiries = Object.values(typing)
    if (expiries.length === 0) return
    const timer = setTimeout(
      () =>
        setTyping((current) =>
          Object.fromEntries(Object.entries(current).filter(([, expiresAt]) => expiresAt > Date.now())),
        ),
      Math.max(0, Math.min(...expiries) - Date.now()) + 50,
    )
    return () => clearTimeout(timer)
  }, [typing])

  const typers = Object.keys(typing)
  return {
    assistantTyping: typers.includes(ASSISTANT_TYPER),
    usersTyping: typers.filter((userId) => userId !== ASSISTANT_TYPER).length,
  }
}
