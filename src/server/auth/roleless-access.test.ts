import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { documents } from '#server/db/schema/documents'
import { newsArticles } from '#server/db/schema/news'
import { createDealer, createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 32, spec §1: a user without any role (a self sign-up waiting for an administrator, or a dealer
// user whose last role was removed) sees nothing of the company's content, by one rule
// (hasContentAccess). Each endpoint that lists content is asked by such a user and by a user with a
// role, who sees the same rows, so an empty answer means the rule and not empty data.

let t: TestApp
let roleless: string
let rolelessWithDealer: string
let withRole: string
let botId: string

beforeAll(async () => {
  t = await createTestApp()
  const dealer = await createDealer(t.db, { name: 'Waiting Room AS', dealerCode: 'NO-WRA-001' })
  // Untargeted, internal-looking news: before issue 32 every signed-in user read it.
  await t.db.insert(newsArticles).values({
    title: 'Zephyr internal pricing',
    summary: 'Zephyr price list for the network',
    category: 'hq',
    isPublished: true,
    publishedAt: new Date(Date.now() - 60_000),
  })
  ;[{ id: botId }] = await t.db
    .insert(bots)
    .values({ name: 'Zephyr helper', description: 'Zephyr answers' })
    .returning({ id: bots.id })
  await t.db
    .insert(documents)
    .values({ dealerId: dealer.id, title: 'Zephyr contract', category: 'contract', status: 'approved' })

  const nobody = await createUser(t.db, { roles: [] })
  roleless = await t.signIn(nobody.email, nobody.password)
  // A dealer link left behind when the dealer_user role was removed grants nothing either.
  const former = await createUser(t.db, { roles: [], dealerIds: [dealer.id] })
  rolelessWithDealer = await t.signIn(former.email, former.password)
  const member = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id] })
  withRole = await t.signIn(member.email, member.password)
})
afterAll(async () => {
  await t.close()
})

async function json(path: string, cookie: string) {
  const response = await t.request(path, { cookie })
  expect(response.status, path).toBe(200)
  return response.json()
}

describe('a user without a role', () => {
  it('reads no news on the news page, the dashboard widget or the unread badge', async () => {
    // The news centre and the dashboard widget read the same endpoint (the widget with limit=5).
    for (const path of ['/api/news', '/api/news?limit=5']) {
      expect((await json(path, withRole)).articles.map((a: { title: string }) => a.title)).toContain(
        'Zephyr internal pricing',
      )
      expect((await json(path, roleless)).articles).toEqual([])
    }
    expect((await json('/api/news/unread-count', withRole)).count).toBeGreaterThan(0)
    expect((await json('/api/news/unread-count', roleless)).count).toBe(0)
  })

  it('finds nothing in the global search', async () => {
    const hits = (cookie: string) => json('/api/search?q=zephyr', cookie)
    expect((await hits(withRole)).results.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'bot',
      'news',
    ])
    expect((await hits(roleless)).results).toEqual([])
    expect((await hits(rolelessWithDealer)).results).toEqual([])
  })

  it('sees no assistants and cannot start a chat with one', async () => {
    expect((await json('/api/chat/bots', withRole)).bots.map((b: { id: string }) => b.id)).toContain(botId)
    expect((await json('/api/chat/bots', roleless)).bots).toEqual([])
    const start = await t.request('/api/chat/sessions', { cookie: roleless, json: { botId } })
    expect(start.status).toBe(404)
  })

  it('gets no figures on the mobile dashboard', async () => {
    const member = await json('/api/mobile/summary', withRole)
    expect(member.files.total).toBe(1)
    expect(member.unreadNews).toBeGreaterThan(0)
    for (const cookie of [roleless, rolelessWithDealer]) {
      const summary = await json('/api/mobile/summary', cookie)
      expect(summary).toMatchObject({ files: null, onboarding: null, unreadNews: 0 })
    }
  })

  it("lists no files, not even a former dealer's", async () => {
    expect((await json('/api/files', withRole)).total).toBe(1)
    for (const cookie of [roleless, rolelessWithDealer]) {
      expect(await json('/api/files', cookie)).toEqual({ documents: [], total: 0 })
      const counts = await json('/api/files/counts', cookie)
      expect(Object.values(counts).every((count) => count === 0)).toBe(true)
    }
  })

  it('still reads their own profile', async () => {
    const me = await json('/api/me', roleless)
    expect(me.roles).toEqual([])
  })
})
