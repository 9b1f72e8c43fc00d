import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ChatMessageEvent } from '#shared/realtime/events'
import {
  TICKET_CONVERSATION_MESSAGES,
  type TicketDetailJson,
  type TicketMessageJson,
} from '#shared/schemas/escalations'
import { escalationQueryKeys } from './escalation-query-keys.ts'
import {
  addTicketMessage,
  setTicketMessageSources,
  setTicketSessionStatus,
  ticketIsBehind,
} from './ticket-cache-patches.ts'

const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`

const row = (id: string, minute: number, extra: Partial<TicketMessageJson> = {}): TicketMessageJson => ({
  id,
  content: `Message ${id}`,
  isUser: true,
  agentName: null,
  confidenceScore: null,
  sources: [],
  createdAt: at(minute),
  ...extra,
})

const event = (id: string, minute: number, extra: Partial<ChatMessageEvent> = {}): ChatMessageEvent => ({
  id,
  sessionId: 's1',
  content: `Message ${id}`,
  isUser: false,
  agent: null,
  languageCode: 'en',
  confidenceScore: 0.4,
  escalationType: null,
  choices: [],
  chosenEntryId: null,
  status: 'delivered',
  myFeedback: null,
  createdAt: at(minute),
  ...extra,
})

function cachedTicket(conversation: TicketMessageJson[]) {
  const queryClient = new QueryClient()
  const ticket = {
    id: 'tk1',
    sessionId: 's1',
    sessionStatus: 'escalated',
    updatedAt: at(5),
    conversation,
  } as TicketDetailJson
  queryClient.setQueryData(escalationQueryKeys.detail('tk1'), ticket)
  const current = () => queryClient.getQueryData<TicketDetailJson>(escalationQueryKeys.detail('tk1'))
  return { queryClient, current }
}

describe('the ticket page patches its chat’s events (issue 34 item 5)', () => {
  it('adds a message once, with its author from support, in time order', () => {
    const { queryClient, current } = cachedTicket([row('m1', 1), row('m3', 3)])
    const reply = event('m2', 2, { agent: { id: 'u9', name: 'Siri Support', signature: null } })
    addTicketMessage(queryClient, 'tk1', reply)
    addTicketMessage(queryClient, 'tk1', reply)
    expect(current()?.conversation.map((message) => [message.id, message.agentName])).toEqual([
      ['m1', null],
      ['m2', 'Siri Support'],
      ['m3', null],
    ])
    expect(current()?.conversation[1]).toMatchObject({ isUser: false, confidenceScore: 0.4, sources: [] })
  })

  it('keeps the last messages the server would show, and a message’s sources when it comes again', () => {
    const full = Array.from({ length: TICKET_CONVERSATION_MESSAGES }, (_, n) => row(`m${n}`, n))
    const { queryClient, current } = cachedTicket(full)
    addTicketMessage(queryClient, 'tk1', event('new', 59))
    expect(current()?.conversation).toHaveLength(TICKET_CONVERSATION_MESSAGES)
    expect(current()?.conversation[0].id).toBe('m1')
    const sources = [{ entryId: 'e1', question: 'How?', score: 0.4 }]
    setTicketMessageSources(queryClient, 'tk1', 'new', sources)
    addTicketMessage(queryClient, 'tk1', event('new', 59))
    expect(current()?.conversation.at(-1)?.sources).toEqual(sources)
  })

  it('takes the session’s status and tells whether the cached ticket is older than a change', () => {
    const { queryClient, current } = cachedTicket([])
    setTicketSessionStatus(queryClient, 'tk1', 'active')
    expect(current()?.sessionStatus).toBe('active')
    const listed = { id: 'tk1', updatedAt: at(5) } as Parameters<typeof ticketIsBehind>[1]
    expect(ticketIsBehind(queryClient, listed)).toBe(false)
    expect(ticketIsBehind(queryClient, { ...listed, updatedAt: at(6) })).toBe(true)
    expect(ticketIsBehind(queryClient, { ...listed, id: 'other', updatedAt: at(6) })).toBe(false)
  })

  it('leaves a ticket that is not cached alone', () => {
    const queryClient = new QueryClient()
    addTicketMessage(queryClient, 'tk1', event('m1', 1))
    expect(queryClient.getQueryData(escalationQueryKeys.detail('tk1'))).toBeUndefined()
  })
})
