import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ChatMessageJson, ChatSessionJson } from '#shared/schemas/chat'
import { type ChatMessageEvent, type ChatSessionChanges, realtimeEventSchema } from './events.ts'

describe('realtime event schemas', () => {
  it('keep the chat payloads the shapes the chat API returns', () => {
    // A field renamed or retyped in the response types fails the typecheck here.
    expectTypeOf<ChatMessageEvent>().toMatchTypeOf<ChatMessageJson>()
    expectTypeOf<Required<ChatSessionChanges>>().toMatchTypeOf<Partial<ChatSessionJson>>()
  })

  it('refuses a chat message event that carries sources or the viewer’s feedback', () => {
    const message = {
      id: 'm1',
      sessionId: 's1',
      content: 'Hello',
      isUser: false,
      agent: null,
      languageCode: 'en',
      confidenceScore: 0.9,
      escalationType: null,
      choices: [],
      chosenEntryId: null,
      status: 'delivered',
      myFeedback: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    const parse = (value: unknown) =>
      realtimeEventSchema.safeParse({ type: 'chat.message', sessionId: 's1', message: value }).success
    expect(parse(message)).toBe(true)
    expect(parse({ ...message, myFeedback: 'positive' })).toBe(false)
    // Unknown keys are stripped by zod, so sources never reach a cache through this schema.
    const parsed = realtimeEventSchema.parse({
      type: 'chat.message',
      sessionId: 's1',
      message: { ...message, sources: [{ entryId: 'e', question: 'q', score: 1 }] },
    })
    expect(parsed.type === 'chat.message' && 'sources' in parsed.message).toBe(false)
  })
})
