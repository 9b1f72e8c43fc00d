import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BOT_PERSONALITIES,
  BOT_STYLES,
  BOT_TONES,
  BOT_TYPES,
  bots,
  KEYWORD_SENSITIVITIES,
  trainingSessions,
} from '#server/db/schema/bots'
import { chatMessages, chatSessions } from '#server/db/schema/chat'
import { botKnowledgeBases, kbEntries, kbTags, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createUser } from '#server/db/seed/factories'
import {
  BOT_PERSONALITY_VALUES,
  BOT_STYLE_VALUES,
  BOT_TONE_VALUES,
  BOT_TYPE_VALUES,
  KEYWORD_SENSITIVITY_VALUES,
} from '#shared/schemas/bots'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let trainer: string
let support: string
let standard: string
let trainerId: string

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  trainerId = trainerUser.id
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const supportUser = await createUser(t.db, { roles: ['support_agent'] })
  support = await t.signIn(supportUser.email, supportUser.password)
  const standardUser = await createUser(t.db, { roles: ['standard_user'] })
  standard = await t.signIn(standardUser.email, standardUser.password)
})
afterAll(async () => {
  await t.close()
})

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

async function newBot(json: Record<string, unknown> = {}) {
  const response = await t.request('/api/bots', { cookie: trainer, json })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string; name: string; knowledge_base_id: string }
}

async function importEntries(botId: string, entries: Record<string, unknown>[]) {
  const response = await t.request(`/api/bots/${botId}/knowledge/import`, {
    cookie: trainer,
    json: { entries },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { ids: string[] }).ids
}

/** A stored conversation: one question and the bot's reply (escalated or not). */
async function converse(botId: string, escalationType: string | null) {
  const [session] = await t.db
    .insert(chatSessions)
    .values({ userId: trainerId, botId, title: 'Test' })
    .returning({ id: chatSessions.id })
  await t.db.insert(chatMessages).values([
    { sessionId: session.id, content: 'A question', isUser: true },
    { sessionId: session.id, content: 'A reply', isUser: false, confidenceScore: 0.4, escalationType },
  ])
  return session.id
}

it('the shared option lists match the table lists', () => {
  expect(BOT_TYPE_VALUES).toEqual(BOT_TYPES)
  expect(BOT_TONE_VALUES).toEqual(BOT_TONES)
  expect(BOT_STYLE_VALUES).toEqual(BOT_STYLES)
  expect(BOT_PERSONALITY_VALUES).toEqual(BOT_PERSONALITIES)
  expect(KEYWORD_SENSITIVITY_VALUES).toEqual(KEYWORD_SENSITIVITIES)
})

/** A config save from the bot's current version (issue 32: every edit names the version it changes). */
async function patchBot(id: string, { json }: { json: Record<string, unknown> }) {
  const current = await t.request(`/api/bots/${id}`, { cookie: trainer })
  const version = current.ok ? (await current.json()).updated_at : new Date().toISOString()
  return t.request(`/api/bots/${id}`, {
    cookie: trainer,
    method: 'PATCH',
    json: { expected_updated_at: version, ...json },
  })
}

describe('POST /api/bots without a name (the create action)', () => {
  it("makes 'New Bot {n}' with platform web and purpose 'General assistance', numbering on", async () => {
    const first = await newBot()
    const second = await newBot()
    const n = Number(first.name.replace('New Bot ', ''))
    expect(first).toMatchObject({ platform_channel: 'web', purpose: 'General assistance' })
    expect(second.name).toBe(`New Bot ${n + 1}`)
  })
})

describe('GET /api/bots', () => {
  it('lists bots newest first with real knowledge and usage counts and the summary', async () => {
    const bot = await newBot({ name: 'Counting Bot' })
    await importEntries(bot.id, [
      { question: 'Approved one?', answer: 'An approved answer here.', status: 'approved' },
      { question: 'Draft one?', answer: 'A draft answer that waits.' },
      { question: 'Review one?', answer: 'An answer needing review.', status: 'pending_review' },
    ])
    await converse(bot.id, null)
    await converse(bot.id, 'knowledge_gap')
    const response = await t.request('/api/bots', { cookie: trainer })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.bots[0].id).toBe(bot.id)
    expect(body.bots[0]).toMatchObject({
      response_count: 2,
      escalation_count: 1,
      knowledge_base: { entry_count: 3, verified_count: 1, draft_count: 1, pending_review_count: 1 },
      tone_settings: { tone: 'professional' },
      escalation_rules: { confidence_threshold: 0.5 },
    })
    const all = body.bots as { is_active: boolean; response_count: number; escalation_count: number }[]
    expect(body.summary).toEqual({
      total_bots: all.length,
      active_bots: all.filter((b) => b.is_active).length,
      total_responses: all.reduce((sum, b) => sum + b.response_count, 0),
      escalations: all.reduce((sum, b) => sum + b.escalation_count, 0),
    })
    expect(body.summary.total_responses).toBeGreaterThanOrEqual(2)
  })

  it('lets support agents read but not change; other roles get 403; no session 401', async () => {
    const bot = await newBot({ name: 'Read Only Bot' })
    expect((await t.request('/api/bots', { cookie: support })).status).toBe(200)
    expect((await t.request(`/api/bots/${bot.id}`, { cookie: support })).status).toBe(200)
    expect((await t.request('/api/bots', { cookie: standard })).status).toBe(403)
    expect((await t.request('/api/bots')).status).toBe(401)
    for (const [method, path, json] of [
      ['PATCH', `/api/bots/${bot.id}`, { name: 'x' }],
      ['DELETE', `/api/bots/${bot.id}`, undefined],
      ['POST', `/api/bots/${bot.id}/duplicate`, undefined],
    ] as const) {
      const response = await t.request(path, { cookie: support, method, json })
      expect(response.status).toBe(403)
    }
  })
})

describe('GET and PATCH /api/bots/:botId', () => {
  it('saves the configuration, normalising keywords, and the engine uses it at once', async () => {
    const bot = await newBot({ name: 'Config Bot' })
    await importEntries(bot.id, [
      { question: 'How long is the warranty?', answer: 'Two years from delivery.', status: 'approved' },
    ])
    const response = await patchBot(bot.id, {
      json: {
        name: 'Config Bot 2',
        type: 'support',
        system_prompt: 'You are {{BotName}}.',
        custom_instructions: 'Be brief.',
        tone_settings: { tone: 'casual', style: 'concise', personality: 'calm' },
        required_roles: ['trainer', 'trainer', 'dealer_user'],
        avatar_url: 'preset:3',
        escalation_rules: {
          confidence_threshold: 0.75,
          escalation_keywords: [' Refund ', 'refund', 'KLAGE', ''],
          auto_escalate: true,
          keyword_sensitivity: 'low',
          require_both_conditions: false,
        },
      },
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      name: 'Config Bot 2',
      type: 'support',
      avatar_url: 'preset:3',
      required_roles: ['trainer', 'dealer_user'],
      escalation_rules: { confidence_threshold: 0.75, escalation_keywords: ['refund', 'klage'] },
    })
    const preview = await t.request(`/api/bots/${bot.id}/answer-preview`, {
      cookie: trainer,
      json: { message: 'I want a refund on the warranty' },
    })
    expect(await preview.json()).toMatchObject({ needsEscalation: true, escalationType: 'keyword' })
    expect((await (await t.request(`/api/bots/${bot.id}`, { cookie: trainer })).json()).name).toBe(
      'Config Bot 2',
    )
  })

  it('refuses bad values with 400 and unknown bots with 404', async () => {
    const bot = await newBot({ name: 'Strict Bot' })
    const rules = {
      confidence_threshold: 0.5,
      escalation_keywords: [],
      auto_escalate: true,
      keyword_sensitivity: 'medium',
      require_both_conditions: false,
    }
    for (const json of [
      {},
      { name: '' },
      { platform_channel: 'fax' },
      { tone_settings: { tone: 'grumpy', style: 'helpful', personality: 'calm' } },
      { escalation_rules: { ...rules, confidence_threshold: 1.5 } },
      { escalation_rules: { ...rules, confidence_threshold: 0.33 } },
      { escalation_rules: { ...rules, keyword_sensitivity: 'extreme' } },
      { required_roles: ['pirate'] },
      { avatar_url: 'https://example.com/x.png' },
      { avatar_url: 'preset:9' },
    ]) {
      const response = await patchBot(bot.id, { json })
      expect(response.status, JSON.stringify(json)).toBe(400)
    }
    // Issue 36: an out-of-range threshold is refused with the field named, never clamped or rounded.
    for (const [threshold, message] of [
      [1.5, 'Threshold must be a number from 0 to 1'],
      [-0.05, 'Threshold must be a number from 0 to 1'],
      [0.73, 'Threshold must be a multiple of 5 %'],
    ] as const) {
      const response = await patchBot(bot.id, {
        json: { escalation_rules: { ...rules, confidence_threshold: threshold } },
      })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.error.message).toBe(`escalation_rules.confidence_threshold: ${message}`)
      expect(body.error.details.issues).toEqual([{ path: 'escalation_rules.confidence_threshold', message }])
    }
    const stored = await (await t.request(`/api/bots/${bot.id}`, { cookie: trainer })).json()
    expect(stored.escalation_rules.confidence_threshold).toBe(0.5)
    for (const id of [UNKNOWN, 'nope']) {
      expect((await t.request(`/api/bots/${id}`, { cookie: trainer })).status).toBe(404)
      const patch = await patchBot(id, {
        json: { name: 'x' },
      })
      expect(patch.status).toBe(404)
      expect(await patch.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Bot not found' } })
    }
  })
})

describe('POST /api/bots/:botId/duplicate', () => {
  it('copies configuration and knowledge with tags and approval under a (Copy) name', async () => {
    const bot = await newBot({ name: 'Original Bot' })
    await patchBot(bot.id, {
      json: { custom_instructions: 'Keep it short.', required_roles: ['dealer_user'] },
    })
    await importEntries(bot.id, [
      {
        question: 'Opening hours?',
        answer: 'We are open from 8 to 16.',
        status: 'approved',
        tags: ['hours'],
      },
      { question: 'Parking?', answer: 'Parking is free behind the shop.' },
    ])
    const response = await t.request(`/api/bots/${bot.id}/duplicate`, { cookie: trainer, method: 'POST' })
    expect(response.status).toBe(201)
    const copy = await response.json()
    expect(copy).toMatchObject({
      name: 'Original Bot (Copy)',
      custom_instructions: 'Keep it short.',
      required_roles: ['dealer_user'],
      knowledge_base: { entry_count: 2, verified_count: 1, draft_count: 1 },
    })
    expect(copy.id).not.toBe(bot.id)
    const list = await (
      await t.request(`/api/knowledge/entries?bot_id=${copy.id}`, { cookie: trainer })
    ).json()
    const approved = list.entries.find((entry: { question: string }) => entry.question === 'Opening hours?')
    expect(approved.tags.map((tag: { name: string }) => tag.name)).toEqual(['hours'])
    expect(approved.approved_at).not.toBeNull()
    expect(
      (await t.request(`/api/bots/${UNKNOWN}/duplicate`, { cookie: trainer, method: 'POST' })).status,
    ).toBe(404)
  })
})

describe('a duplicated bot starts safe (issue 36)', () => {
  it('is inactive (internal only) even when the original is active, and named as a numbered copy', async () => {
    const bot = await newBot({ name: 'Live Bot' })
    expect((await patchBot(bot.id, { json: { is_active: true } })).status).toBe(200)
    const duplicate = async (id: string) => {
      const response = await t.request(`/api/bots/${id}/duplicate`, { cookie: trainer, method: 'POST' })
      expect(response.status).toBe(201)
      return (await response.json()) as { id: string; name: string; is_active: boolean }
    }
    const first = await duplicate(bot.id)
    expect(first).toMatchObject({ name: 'Live Bot (Copy)', is_active: false })
    expect((await duplicate(bot.id)).name).toBe('Live Bot (Copy 2)')
    expect((await duplicate(first.id)).name).toBe('Live Bot (Copy 3)')
    const [stored] = await t.db.select().from(bots).where(eq(bots.id, first.id))
    expect(stored.isActive).toBe(false)
    // The original is left as it was.
    expect((await (await t.request(`/api/bots/${bot.id}`, { cookie: trainer })).json()).is_active).toBe(true)
  })
})

describe('GET /api/bots/:botId/export', () => {
  it('downloads the bot with its configuration and knowledge as JSON', async () => {
    const bot = await newBot({ name: 'Export Bot' })
    await importEntries(bot.id, [
      {
        question: 'Export me?',
        answer: 'Yes, with my tags too.',
        tags: ['alpha', 'beta'],
        language_code: 'sv',
      },
    ])
    const response = await t.request(`/api/bots/${bot.id}/export`, { cookie: trainer })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('bot-export-bot.json')
    const body = await response.json()
    expect(body).toMatchObject({
      format: 'dealerpilot-bot',
      bot: { name: 'Export Bot', escalation_rules: { confidence_threshold: 0.5 } },
      entries: [{ question: 'Export me?', language_code: 'sv', tags: ['alpha', 'beta'], status: 'draft' }],
    })
    expect((await t.request(`/api/bots/${UNKNOWN}/export`, { cookie: trainer })).status).toBe(404)
  })
})

describe('DELETE /api/bots/:botId', () => {
  it('removes the bot with its knowledge, sessions, messages, suggestions and training sessions', async () => {
    const bot = await newBot({ name: 'Doomed Bot' })
    const [entryId] = await importEntries(bot.id, [
      { question: 'Doomed?', answer: 'Yes, this entry goes too.', tags: ['doomed-tag'] },
      { question: 'Global?', answer: 'Global entries stay for everyone.', scope: 'global' },
    ])
    const sessionId = await converse(bot.id, null)
    await t.db.insert(knowledgeSuggestions).values({
      botId: bot.id,
      userQuestion: 'q',
      normalizedQuestion: 'q',
      suggestionType: 'unmatched_question',
    })
    await t.db.insert(trainingSessions).values({ botId: bot.id, sessionName: 's' })
    const response = await t.request(`/api/bots/${bot.id}`, { cookie: trainer, method: 'DELETE' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: 'Doomed Bot', deleted: true })
    expect(await t.db.select().from(bots).where(eq(bots.id, bot.id))).toHaveLength(0)
    expect(await t.db.select().from(kbEntries).where(eq(kbEntries.id, entryId))).toHaveLength(0)
    expect(
      await t.db.select().from(botKnowledgeBases).where(eq(botKnowledgeBases.botId, bot.id)),
    ).toHaveLength(0)
    expect(await t.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId))).toHaveLength(0)
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))).toHaveLength(
      0,
    )
    expect(
      await t.db.select().from(knowledgeSuggestions).where(eq(knowledgeSuggestions.botId, bot.id)),
    ).toHaveLength(0)
    expect(await t.db.select().from(trainingSessions).where(eq(trainingSessions.botId, bot.id))).toHaveLength(
      0,
    )
    expect(await t.db.select().from(kbEntries).where(eq(kbEntries.question, 'Global?'))).toHaveLength(1)
    expect(await t.db.select().from(kbTags).where(eq(kbTags.name, 'doomed-tag'))).toHaveLength(1)
    expect((await t.request(`/api/bots/${bot.id}`, { cookie: trainer, method: 'DELETE' })).status).toBe(404)
  })
})

describe('POST /api/bots/:botId/avatar', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 7),
  ])
  const upload = (botId: string, body: Buffer, fileName = 'a.png', cookie = trainer) =>
    t.request(`/api/bots/${botId}/avatar?file_name=${fileName}`, {
      cookie,
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': 'application/octet-stream' },
    })

  it('stores an image checked by content, serves it, replaces and removes it', async () => {
    const bot = await newBot({ name: 'Avatar Bot' })
    const response = await upload(bot.id, png)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.avatar_url).toMatch(new RegExp(`^/api/bots/${bot.id}/avatar/[0-9a-f-]{36}$`))
    const served = await t.request(body.avatar_url, { cookie: standard })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // Removing it (or choosing a preset) deletes the stored image.
    await patchBot(bot.id, {
      json: { avatar_url: 'preset:1' },
    })
    expect((await t.request(body.avatar_url, { cookie: standard })).status).toBe(404)
  })

  it('refuses oversize files and non-images (by content, not by name) with the spec messages', async () => {
    const bot = await newBot({ name: 'Picky Bot' })
    const big = await upload(bot.id, Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]))
    expect(big.status).toBe(413)
    expect((await big.json()).error.message).toBe('File size must be less than 5MB')
    for (const [bytes, name] of [
      [Buffer.from('%PDF-1.4 not an image'), 'photo.png'],
      [Buffer.from('just some text'), 'avatar.jpg'],
    ] as const) {
      const response = await upload(bot.id, bytes, name)
      expect(response.status).toBe(415)
      expect((await response.json()).error.message).toBe('Please upload an image file')
    }
    expect(
      (await t.request(`/api/bots/${bot.id}`, { cookie: trainer }).then((r) => r.json())).avatar_url,
    ).toBeNull()
    expect((await upload(UNKNOWN, png)).status).toBe(404)
    expect((await upload(bot.id, png, 'a.png', support)).status).toBe(403)
  })
})

describe('audit log (issue 11: every administrative change of a bot)', () => {
  type Entry = { action: string; entityType: string; entityId: string; details: Record<string, unknown> }

  async function auditOf(query: string): Promise<Entry[]> {
    const admin = await createUser(t.db, { roles: ['admin'] })
    const cookie = await t.signIn(admin.email, admin.password)
    const response = await t.request(`/api/audit?limit=100&${query}`, { cookie })
    expect(response.status).toBe(200)
    return (await response.json()).entries
  }

  it('records create, config update, activation, duplicate, import and delete, and the audit view finds them', async () => {
    const bot = await newBot({ name: 'Audited Bot' })
    const patch = (json: Record<string, unknown>) => patchBot(bot.id, { json })
    expect(
      (await patch({ name: 'Audited Bot 2', system_prompt: 'Be brief.', type: 'customer' })).status,
    ).toBe(200)
    // The same values again change nothing, so they record nothing.
    expect((await patch({ name: 'Audited Bot 2', system_prompt: 'Be brief.' })).status).toBe(200)
    expect((await patch({ is_active: false })).status).toBe(200)
    expect((await patch({ is_active: true })).status).toBe(200)
    await importEntries(bot.id, [{ question: 'Opening hours?', answer: 'We are open from 8 to 16.' }])
    const copy = await t.request(`/api/bots/${bot.id}/duplicate`, { method: 'POST', cookie: trainer })
    expect(copy.status).toBe(201)
    const copyId = ((await copy.json()) as { id: string }).id
    expect((await t.request(`/api/bots/${copyId}`, { method: 'DELETE', cookie: trainer })).status).toBe(200)

    const entries = await auditOf('entityType=bot')
    const ours = entries.filter((entry) => entry.entityId === bot.id).reverse()
    expect(ours.map((entry) => entry.action)).toEqual([
      'bot.create',
      'bot.update',
      'bot.deactivate',
      'bot.activate',
      'kb_entry.import',
    ])
    expect(ours[0].details).toEqual({ name: 'Audited Bot' })
    expect(ours[1].details).toEqual({
      name: 'Audited Bot 2',
      previousName: 'Audited Bot',
      fields: ['name', 'type', 'system_prompt'],
    })
    expect(ours[4].details).toEqual({ name: 'Audited Bot 2', count: 1 })
    expect(entries.filter((entry) => entry.entityId === copyId).map((entry) => entry.action)).toEqual([
      'bot.delete',
      'bot.duplicate',
    ])
    expect(entries.find((entry) => entry.action === 'bot.duplicate')?.details).toMatchObject({
      name: 'Audited Bot 2 (Copy)',
      sourceId: bot.id,
      entries: 1,
    })

    const updates = await auditOf('action=bot.update')
    expect(updates.some((entry) => entry.entityId === bot.id)).toBe(true)
    expect(updates.every((entry) => entry.action === 'bot.update')).toBe(true)
  })
})
