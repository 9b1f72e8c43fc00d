import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createUser } from '#server/db/seed/factories'
import { chatSessionSourcesTopic, chatSessionTopic } from '#shared/realtime/topics'
import { startFakeLanguageModel } from '#tests/helpers/fake-language-model'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let server: Awaited<ReturnType<TestApp['listen']>>
let port: number
let trainer: string
let botId: string

beforeAll(async () => {
  t = await createTestApp()
  server = await t.listen()
  port = server.port
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const created = await t.request('/api/bots', { cookie: trainer, json: { name: 'Realtime Bot' } })
  botId = (await created.json()).id
  await t.request(`/api/bots/${botId}/knowledge/import`, {
    cookie: trainer,
    json: {
      entries: [
        {
          question: 'How do I reset my tool license?',
          answer: 'Open the tool menu, choose License, then Reset.',
          status: 'approved',
        },
      ],
    },
  })
})
afterAll(async () => {
  server.close()
  await t.close()
})

/** A signed-in socket that records every event it receives. */
async function connect(cookie: string, serverPort = port) {
  const socket = new WebSocket(`ws://127.0.0.1:${serverPort}/api/realtime`, { headers: { cookie } })
  const events: { type: string; [key: string]: unknown }[] = []
  socket.on('message', (data) => events.push(JSON.parse(String(data))))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  // The first matching event, or undefined when none came within the time.
  const waitFor = (predicate: (event: (typeof events)[number]) => boolean, timeoutMs = 3000) =>
    vi
      .waitFor(
        () => {
          const found = events.find(predicate)
          if (!found) throw new Error('no such event yet')
          return found
        },
        { timeout: timeoutMs, interval: 20 },
      )
      .catch(() => undefined)
  return { socket, events, waitFor }
}

async function user(roles: ('dealer_user' | 'support_agent')[]) {
  const account = await createUser(t.db, { roles })
  return t.signIn(account.email, account.password)
}

describe('chat over the realtime socket', () => {
  it('every tab of a session gets messages, status, typing; others cannot subscribe', async () => {
    const owner = await user(['dealer_user'])
    const stranger = await user(['dealer_user'])
    const first = await (
      await t.request('/api/chat/messages', {
        cookie: owner,
        json: { botId, content: 'How do I reset my tool license?' },
      })
    ).json()
    const sessionId = first.session.id as string
    const topic = chatSessionTopic(sessionId)

    const tabA = await connect(owner)
    const tabB = await connect(owner)
    const outsider = await connect(stranger)
    for (const tab of [tabA, tabB, outsider]) tab.socket.send(JSON.stringify({ type: 'subscribe', topic }))
    expect(await tabA.waitFor((event) => event.type === 'subscribed')).toEqual({ type: 'subscribed', topic })
    expect(await tabB.waitFor((event) => event.type === 'subscribed')).toBeDefined()

    const sent = await (
      await t.request('/api/chat/messages', {
        cookie: owner,
        json: { botId, sessionId, content: 'How do I reset my tool license?' },
      })
    ).json()
    const messageEvent = (tab: Awaited<ReturnType<typeof connect>>, id: string) =>
      tab.waitFor((event) => event.type === 'chat.message' && (event.message as { id: string }).id === id)
    for (const tab of [tabA, tabB]) {
      // Issue 34 item 5: each event carries the message as the list shows it, so nothing is refetched.
      expect(await messageEvent(tab, sent.userMessage.id)).toEqual({
        type: 'chat.message',
        sessionId,
        message: { ...sent.userMessage, status: 'delivered' },
      })
      expect(await messageEvent(tab, sent.botMessage.id)).toEqual({
        type: 'chat.message',
        sessionId,
        message: sent.botMessage,
      })
      // A retrieval answer comes at once: no "typing" flashes around it (see the slow model below).
      expect(tab.events.some((event) => event.type === 'chat.typing')).toBe(false)
      expect(
        await tab.waitFor((event) => event.type === 'chat.message-status' && event.status === 'read'),
      ).toBeDefined()
    }

    await t.request(`/api/chat/sessions/${sessionId}/typing`, {
      method: 'PUT',
      cookie: owner,
      json: { isTyping: true },
    })
    expect(
      await tabB.waitFor((event) => event.type === 'chat.typing' && event.userId !== 'assistant'),
    ).toMatchObject({
      sessionId,
      isTyping: true,
    })

    // The stranger was never subscribed: nothing about the session reached them.
    expect(
      outsider.events.some((event) => event.type === 'subscribed' || event.type.startsWith('chat.')),
    ).toBe(false)
    // The answers' sources are for staff roles only (decision 010): not even the owner gets them.
    tabA.socket.send(JSON.stringify({ type: 'subscribe', topic: chatSessionSourcesTopic(sessionId) }))
    expect(
      await tabA.waitFor(
        (event) => event.type === 'subscribed' && event.topic === chatSessionSourcesTopic(sessionId),
        300,
      ),
    ).toBeUndefined()
    expect(tabA.events.some((event) => event.type === 'chat.message-sources')).toBe(false)
    // Unknown topic kinds are ignored too.
    outsider.socket.send(JSON.stringify({ type: 'subscribe', topic: `secret:${sessionId}` }))
    expect(await outsider.waitFor((event) => event.type === 'subscribed', 300)).toBeUndefined()
    for (const tab of [tabA, tabB, outsider]) tab.socket.close()
  })

  it('an escalation notifies support staff live', async () => {
    const owner = await user(['dealer_user'])
    const staff = await user(['support_agent'])
    const staffSocket = await connect(staff)
    await staffSocket.waitFor((event) => event.type === 'hello')
    const response = await t.request('/api/chat/messages', {
      cookie: owner,
      json: { botId, content: 'Where do penguins buy their winter tyres?' },
    })
    const sent = await response.json()
    expect(sent.escalation).not.toBeNull()
    expect(await staffSocket.waitFor((event) => event.type === 'notification.created')).toMatchObject({
      notificationType: 'new_escalation',
    })

    // Staff reading the escalated conversation get the session's changes and the answers' sources.
    const sessionId = sent.session.id as string
    for (const topic of [chatSessionTopic(sessionId), chatSessionSourcesTopic(sessionId)]) {
      staffSocket.socket.send(JSON.stringify({ type: 'subscribe', topic }))
      expect(
        await staffSocket.waitFor((event) => event.type === 'subscribed' && event.topic === topic),
      ).toBeDefined()
    }
    const followUp = await (
      await t.request('/api/chat/messages', {
        cookie: owner,
        json: { botId, sessionId, content: 'How do I reset my tool license?' },
      })
    ).json()
    expect(
      await staffSocket.waitFor(
        (event) => event.type === 'chat.message-sources' && event.messageId === followUp.botMessage.id,
      ),
    ).toMatchObject({ sessionId, sources: [{ question: 'How do I reset my tool license?' }] })
    staffSocket.socket.close()
  })

  it('shows the assistant typing while a slow language model words the answer, then hides it', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const model = await startFakeLanguageModel(async () => {
      await released
      return 'Open the tool menu, choose License, then Reset.'
    })
    const withModel = await createTestApp({ env: { LLM_BASE_URL: model.baseUrl } })
    const listening = await withModel.listen()
    try {
      const trainerUser = await createUser(withModel.db, { roles: ['trainer'] })
      const cookie = await withModel.signIn(trainerUser.email, trainerUser.password)
      const bot = (
        await (await withModel.request('/api/bots', { cookie, json: { name: 'Slow Bot' } })).json()
      ).id as string
      await withModel.request(`/api/bots/${bot}/knowledge/import`, {
        cookie,
        json: {
          entries: [
            {
              question: 'How do I reset my tool license?',
              answer: 'Open the tool menu, choose License, then Reset.',
              status: 'approved',
            },
          ],
        },
      })
      const question = { botId: bot, content: 'Hello' }
      const sessionId = (
        await (await withModel.request('/api/chat/messages', { cookie, json: question })).json()
      ).session.id as string
      const tab = await connect(cookie, listening.port)
      const topic = chatSessionTopic(sessionId)
      tab.socket.send(JSON.stringify({ type: 'subscribe', topic }))
      expect(await tab.waitFor((event) => event.type === 'subscribed')).toEqual({ type: 'subscribed', topic })

      const sending = withModel.request('/api/chat/messages', {
        cookie,
        json: { botId: bot, sessionId, content: 'How do I reset my tool license?' },
      })
      const typing = (isTyping: boolean) => (event: { type: string; [key: string]: unknown }) =>
        event.type === 'chat.typing' && event.userId === 'assistant' && event.isTyping === isTyping
      expect(await tab.waitFor(typing(true))).toMatchObject({ sessionId })
      release()
      const sent = await (await sending).json()
      expect(await tab.waitFor(typing(false))).toMatchObject({ sessionId })
      // Hidden before the answer arrives, so the indicator never sits under the reply.
      const order = tab.events.map((event) =>
        typing(false)(event)
          ? 'hidden'
          : (event.message as { id?: string })?.id === sent.botMessage.id
            ? 'reply'
            : null,
      )
      expect(order.filter(Boolean)).toEqual(['hidden', 'reply'])
      tab.socket.close()
    } finally {
      listening.close()
      await withModel.close()
      await model.close()
    }
  })
})
