import { useQueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useState } from 'react'
import { canReadKnowledgeBase } from '#shared/auth/permissions'
import { TYPING_SAFETY_RESET_MS } from '#shared/constants/chat'
import type { RealtimeEvent } from '#shared/realtime/events'
import { chatSessionSourcesTopic, chatSessionTopic } from '#shared/realtime/topics'
import {
  addChatMessage,
  patchChatSession,
  setChatMessageSources,
  setChatMessageStatus,
  setChosenEntry,
} from '#web/features/chat/api/chat-cache-patches.ts'
import { chatQueryKeys } from '#web/features/chat/api/chat-query-keys.ts'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'
import { CurrentUserContext } from '#web/lib/session/use-current-user.ts'

export const ASSISTANT_TYPER = 'assistant'

/**
 * Keeps one open conversation live (spec §7 realtime): each event carries what changed and is
 * written into the cached messages and sessions (issue 34 item 5), so a message costs no request
 * per viewer; only a (re)subscription refetches, once, what the socket may have missed. Staff who
 * may see an answer's knowledge sources also subscribe to the session's sources topic. Typing
 * indicators of others are kept for at most 10 s unless renewed (spec §9 safety reset). Returns who
 * is typing now.
 */
export function useChatSessionRealtime(sessionId: string | null, viewerId: string) {
  const queryClient = useQueryClient()
  const [typing, setTyping] = useState<Record<string, number>>({})
  // Read without useCurrentUser, which throws outside <RequireAuth>: no user, no sources.
  const withSources = canReadKnowledgeBase(useContext(CurrentUserContext)?.roles ?? [])

  useEffect(() => {
    setTyping({})
    if (!sessionId) return
    const onEvent = (event: RealtimeEvent) => {
      switch (event.type) {
        case 'subscribed':
          // Whatever happened while the socket was down or before the subscription took hold.
          if (event.topic !== chatSessionTopic(sessionId)) break
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.messages(sessionId) })
          void queryClient.invalidateQueries({ queryKey: chatQueryKeys.session(sessionId) })
          break
        case 'chat.message':
          addChatMessage(queryClient, event.message)
          break
        case 'chat.message-sources':
          setChatMessageSources(queryClient, sessionId, event.messageId, event.sources)
          break
        case 'chat.message-chosen':
          setChosenEntry(queryClient, sessionId, event.messageId, event.chosenEntryId)
          break
        case 'chat.message-status':
          setChatMessageStatus(queryClient, sessionId, event.messageIds, event.status)
          break
        case 'chat.session':
          patchChatSession(queryClient, sessionId, event.changes)
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
    const unsubscribe = realtimeConnection.subscribe(chatSessionTopic(sessionId), onEvent)
    const unsubscribeSources = withSources
      ? realtimeConnection.subscribe(chatSessionSourcesTopic(sessionId), onEvent)
      : undefined
    return () => {
      unsubscribe()
      unsubscribeSources?.()
    }
  }, [sessionId, viewerId, withSources, queryClient])

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
