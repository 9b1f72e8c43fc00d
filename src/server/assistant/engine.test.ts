import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { kbEntries } from '#server/db/schema/knowledge'
import { logger } from '#server/lib/logger'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { createAssistantEngine } from './engine.ts'
import { createLlmClient } from './llm-client.ts'

// A tiny OpenAI-compatible peer: answers, fails or stalls as the test says.
let mode: 'ok' | 'fail' | 'stall' = 'ok'
const received: { body: { model: string; messages: { role: string; content: string }[] }; auth?: string }[] =
  []
let llmServer: Server
let llmUrl: string

let t: TestApp
let botId: string

beforeAll(async () => {
  llmServer = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      received.push({ body: JSON.parse(raw), auth: request.headers.authorization })
      if (mode === 'fail') {
        response.writeHead(500).end('{"error":"boom"}')
        return
      }
      // No answer at all: the client's own timeout must end the request.
      if (mode === 'stall') return
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Generated: two years.' } }],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => llmServer.listen(0, '127.0.0.1', resolve))
  llmUrl = `http://127.0.0.1:${(llmServer.address() as AddressInfo).port}/v1`

  t = await createTestApp()
  ;[{ id: botId }] = await t.db
    .insert(bots)
    .values({ name: 'Dyno Bot', systemPrompt: 'You are {{BotName}}.', customInstructions: 'Be brief.' })
    .returning({ id: bots.id })
  await t.db.insert(kbEntries).values([
    {
      botId,
      question: 'How long is the warranty on the dyno?',
      answer: 'The dyno has a two-year warranty from delivery.',
      status: 'approved',
    },
    {
      botId,
      question: 'Do you ship to Iceland?',
      answer: 'Yes, shipping to Iceland takes ten days.',
      status: 'draft',
    },
  ])
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => llmServer.close(resolve))
})

const engineWith = (timeoutMs = 500) =>
  createAssistantEngine({
    db: t.db,
    logger,
    llm: createLlmClient({ baseUrl: llmUrl, apiKey: 'secret-key', model: 'test-model', timeoutMs }, logger),
  })

describe('LLM-worded answers', () => {
  it('grounds the prompt in the retrieved entries and the bot settings; confidence stays retrieval', async () => {
    mode = 'ok'
    received.length = 0
    const answer = await engineWith().answer({
      botId,
      message: 'how long is the dyno warranty?',
      userSignature: 'Ola, Oslo workshop',
    })
    expect(answer.content).toBe('Generated: two years.')
    expect(answer.knowledgeBased).toBe(true)
    expect(answer.sources).toHaveLength(1)
    const [{ body, auth }] = received
    expect(auth).toBe('Bearer secret-key')
    expect(body.model).toBe('test-model')
    const system = body.messages[0].content
    expect(system).toContain('You are Dyno Bot.')
    expect(system).toContain('Be brief.')
    expect(system).toContain('Tone: professional')
    expect(system).toContain('The dyno has a two-year warranty from delivery.')
    expect(system).toContain('Ola, Oslo workshop')
    expect(system).not.toContain('Iceland')
    expect(body.messages[1]).toEqual({ role: 'user', content: 'how long is the dyno warranty?' })
  })

  it('falls back to the entry when the model fails or does not answer in time', async () => {
    for (const failure of ['fail', 'stall'] as const) {
      mode = failure
      const started = performance.now()
      const answer = await engineWith(300).answer({ botId, message: 'how long is the dyno warranty?' })
      expect(answer.content).toBe('The dyno has a two-year warranty from delivery.')
      expect(performance.now() - started).toBeLessThan(1400)
    }
  })

  it('does not ask the model when nothing in the knowledge answers', async () => {
    mode = 'ok'
    received.length = 0
    const answer = await engineWith().answer({ botId, message: 'Do you ship to Iceland?' })
    expect(answer.knowledgeBased).toBe(false)
    expect(received).toHaveLength(0)
  })
})

describe('per-bot index', () => {
  it('rebuilds after knowledgeChanged and never serves a draft', async () => {
    const engine = createAssistantEngine({ db: t.db, logger })
    const question = 'Do you ship to Iceland?'
    expect((await engine.answer({ botId, message: question })).knowledgeBased).toBe(false)
    await t.db.update(kbEntries).set({ status: 'approved' }).where(eq(kbEntries.question, question))
    engine.knowledgeChanged(botId)
    expect((await engine.answer({ botId, message: question })).content).toBe(
      'Yes, shipping to Iceland takes ten days.',
    )
    await t.db.delete(kbEntries).where(eq(kbEntries.question, question))
    engine.knowledgeChanged(null)
    expect((await engine.answer({ botId, message: question })).knowledgeBased).toBe(false)
  })

  it('answers concurrent first questions from one build, and answers 404 for an unknown bot', async () => {
    const engine = createAssistantEngine({ db: t.db, logger })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => engine.answer({ botId, message: 'dyno warranty' })),
    )
    expect(new Set(answers.map((answer) => answer.sources[0]?.entryId)).size).toBe(1)
    await expect(
      engine.answer({ botId: '00000000-0000-4000-8000-000000000000', message: 'hi' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})
