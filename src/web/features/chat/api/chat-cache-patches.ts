import type { QueryClient } from '@tanstack/react-query'
import type { MessageStatus } from '#shared/constants/chat'
import type { ChatSessionChanges } from '#shared/realtime/events'
import type {
  ChatMessageJson,
  ChatMessageListResponse,
  ChatSessionJson,
  ChatSessionsResponse,
} from '#shared/schemas/chat'
import { chatQueryKeys } from './chat-query-keys.ts'

// What a realtime event changed, written into the cached responses (issue 34 item 5): an open view
// stays current without a request. A response not cached yet is left alone: its first fetch will
// have the change. Each patch keeps the shape the GET would have returned.

/** Puts messages into a session's cached list, replacing ones with the same id, oldest first. */
export function mergeMessages(
  current: ChatMessageListResponse | undefined,
  incoming: ChatMessageListResponse['messages'],
): ChatMessageListResponse {
  const byId = new Map((current?.messages ?? []).map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message })
  const messages = [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  return { messages }
}

type MessagePatch = (message: ChatMessageJson) => ChatMessageJson

function patchCachedMessages(
  queryClient: QueryClient,
  sessionId: string,
  patch: (current: ChatMessageListResponse) => ChatMessageListResponse,
) {
  const queryKey = chatQueryKeys.messages(sessionId)
  queryClient.setQueryData<ChatMessageListResponse>(queryKey, (current) =>
    current ? patch(current) : current,
  )
  // A fetch under way (the resync after a reconnect) may have read the list before this change and
  // would overwrite it: it is started again.
  if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey })
}

function patchMessagesWhere(
  queryClient: QueryClient,
  sessionId: string,
  matches: (message: ChatMessageJson) => boolean,
  patch: MessagePatch,
) {
  patchCachedMessages(queryClient, sessionId, (current) => ({
    messages: current.messages.map((message) => (matches(message) ? patch(message) : message)),
  }))
}

/**
 * A new message: added once (by id, so the sender's own response and the event do not show it
 * twice), and its conversation moves up the session lists with the message's time.
 */
export function addChatMessage(queryClient: QueryClient, message: ChatMessageJson) {
  patchCachedMessages(queryClient, message.sessionId, (current) => mergeMessages(current, [message]))
  patchChatSession(queryClient, message.sessionId, { updatedAt: message.createdAt }, { onlyNewer: true })
}

export function setChatMessageStatus(
  queryClient: QueryClient,
  sessionId: string,
  messageIds: readonly string[],
  status: MessageStatus,
) {
  const ids = new Set(messageIds)
  patchMessagesWhere(
    queryClient,
    sessionId,
    (message) => ids.has(message.id),
    (message) => ({ ...message, status }),
  )
}

export function setChatMessageSources(
  queryClient: QueryClient,
  sessionId: string,
  messageId: string,
  sources: NonNullable<ChatMessageJson['sources']>,
) {
  patchMessagesWhere(
    queryClient,
    sessionId,
    (message) => message.id === messageId,
    (message) => ({ ...message, sources }),
  )
}

export function setChosenEntry(
  queryClient: QueryClient,
  sessionId: string,
  messageId: string,
  chosenEntryId: string,
) {
  patchMessagesWhere(
    queryClient,
    sessionId,
    (message) => message.id === messageId,
    (message) => ({ ...message, chosenEntryId }),
  )
}

const byNewest = (a: ChatSessionJson, b: ChatSessionJson) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id)

/**
 * A conversation's changed fields, in its cached detail and in every cached session list that
 * holds it, kept newest first as GET /api/chat/sessions orders them. A list the conversation
 * enters or leaves (a 'escalated' list when it is escalated) is refetched: its other rows are not
 * known here.
 */
export function patchChatSession(
  queryClient: QueryClient,
  sessionId: string,
  changes: ChatSessionChanges,
  options: { onlyNewer?: boolean } = {},
) {
  const apply = (session: ChatSessionJson): ChatSessionJson => {
    if (options.onlyNewer && changes.updatedAt && changes.updatedAt <= session.updatedAt) return session
    return { ...session, ...changes }
  }
  queryClient.setQueryData<{ session: ChatSessionJson }>(chatQueryKeys.session(sessionId), (current) =>
    current ? { session: apply(current.session) } : current,
  )
  for (const [queryKey, list] of queryClient.getQueriesData<ChatSessionsResponse>({
    queryKey: chatQueryKeys.allSessions,
  })) {
    if (!list) continue
    const listed = list.sessions.find((session) => session.id === sessionId)
    const view = queryKey[3]
    const escalatedListChanged =
      view === 'escalated' &&
      changes.status !== undefined &&
      (changes.status === 'escalated') !== Boolean(listed)
    if (escalatedListChanged) {
      void queryClient.invalidateQueries({ queryKey, exact: true })
      continue
    }
    if (!listed) continue
    queryClient.setQueryData<ChatSessionsResponse>(queryKey, {
      sessions: list.sessions
        .map((session) => (session.id === sessionId ? apply(session) : session))
        .sort(byNewest),
    })
  }
}
