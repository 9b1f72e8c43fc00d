import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type {
  ChatMessageJson,
  ChatMessageListResponse,
  ChatSessionJson,
  ChatSessionsResponse,
} from '#shared/schemas/chat'
import {
  addChatMessage,
  patchChatSession,
  setChatMessageSources,
  setChatMessageStatus,
  setChosenEntry,
} from './chat-cache-patches.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

const message = (id: string, createdAt: string, extra: Partial<ChatMessageJson> = {}): ChatMessageJson => ({
  id,
  sessionId: 's1',
  content: `Message ${id}`,
  isUser: false,
  agent: null,
  languageCode: 'en',
  confidenceScore: null,
  escalationType: null,
  choices: [],
  chosenEntryId: null,
  status: 'delivered',
  myFeedback: null,
  createdAt,
  ...extra,
})

const session = (id: string, updatedAt: string, extra: Partial<ChatSessionJson> = {}): ChatSessionJson => ({
  id,
  botId: 'b1',
  title: `Session ${id}`,
  context: null,
  status: 'active',
  languageCode: 'en',
  isOwn: true,
  owner: { id: 'u1', name: 'User' },
  updatedAt,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
})

function cacheWith(messages: ChatMessageJson[], sessions: ChatSessionJson[]) {
  const queryClient = new QueryClient()
  queryClient.setQueryData<ChatMessageListResponse>(chatQueryKeys.messages('s1'), { messages })
  queryClient.setQueryData<ChatSessionsResponse>(chatQueryKeys.sessions('b1', 'mine'), { sessions })
  queryClient.setQueryData(chatQueryKeys.session('s1'), { session: sessions.find((row) => row.id === 's1') })
  const messagesOf = () =>
    queryClient.getQueryData<ChatMessageListResponse>(chatQueryKeys.messages('s1'))?.messages
  const sessionsOf = () =>
    queryClient.getQueryData<ChatSessionsResponse>(chatQueryKeys.sessions('b1', 'mine'))?.sessions
  return { queryClient, messagesOf, sessionsOf }
}

describe('the chat cache patches realtime events apply (issue 34 item 5)', () => {
  it('adds a message once, however often it arrives, and moves its session to the top', () => {
    const { queryClient, messagesOf, sessionsOf } = cacheWith(
      [message('m1', '2026-01-01T10:00:00.000Z')],
      [session('s2', '2026-01-01T11:00:00.000Z'), session('s1', '2026-01-01T10:00:00.000Z')],
    )
    const arrived = message('m2', '2026-01-01T12:00:00.000Z', { isUser: true })
    addChatMessage(queryClient, arrived)
    // The sender's own response carries the same message: it stays one.
    addChatMessage(queryClient, { ...arrived, status: 'read' })
    expect(messagesOf()?.map((row) => [row.id, row.status])).toEqual([
      ['m1', 'delivered'],
      ['m2', 'read'],
    ])
    expect(sessionsOf()?.map((row) => [row.id, row.updatedAt])).toEqual([
      ['s1', '2026-01-01T12:00:00.000Z'],
      ['s2', '2026-01-01T11:00:00.000Z'],
    ])
  })

  it('patches status, sources, the pick and session fields in place', () => {
    const { queryClient, messagesOf, sessionsOf } = cacheWith(
      [
        message('m1', '2026-01-01T10:00:00.000Z', { isUser: true }),
        message('m2', '2026-01-01T10:00:01.000Z'),
      ],
      [session('s1', '2026-01-01T10:00:00.000Z')],
    )
    setChatMessageStatus(queryClient, 's1', ['m1'], 'read')
    setChatMessageSources(queryClient, 's1', 'm2', [{ entryId: 'e1', question: 'Q', score: 0.9 }])
    setChosenEntry(queryClient, 's1', 'm2', 'e1')
    patchChatSession(queryClient, 's1', { status: 'escalated', languageCode: 'sv' })
    expect(messagesOf()).toMatchObject([
      { id: 'm1', status: 'read' },
      { id: 'm2', status: 'delivered', chosenEntryId: 'e1', sources: [{ entryId: 'e1' }] },
    ])
    expect(sessionsOf()).toMatchObject([{ id: 's1', status: 'escalated', languageCode: 'sv', isOwn: true }])
    expect(queryClient.getQueryData(chatQueryKeys.session('s1'))).toMatchObject({
      session: { status: 'escalated', languageCode: 'sv' },
    })
  })

  it('leaves responses not cached yet alone: their first fetch has the change', () => {
    const queryClient = new QueryClient()
    addChatMessage(queryClient, message('m1', '2026-01-01T10:00:00.000Z'))
    expect(queryClient.getQueryData(chatQueryKeys.messages('s1'))).toBeUndefined()
  })
})
