import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { user } from '#server/db/schema/auth'
import { newsArticles } from '#server/db/schema/news'
import { createDealer, createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

const HOUR_MS = 60 * 60 * 1000

let t: TestApp
let trainerCookie: string
let adminCookie: string
let dealerCookie: string
let otherDealerCookie: string
let managerCookie: string
let ownDealer: { id: string }
let otherDealer: { id: string }
let dealerEmail: string
let deactivatedEmail: string

const baseInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Article ${Math.random().toString(36).slice(2, 8)}`,
  summary: 'A short summary.',
  body: '## Details\n\n- one\n- two',
  category: 'hq',
  importance: 'normal',
  publication: { status: 'published' },
  ...overrides,
})

async function create(input: Record<string, unknown>, cookie = trainerCookie) {
  const response = await t.request('/api/news/manage', { method: 'POST', json: input, cookie })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()).article as {
    id: string
    title: string
    status: string
    publishedAt: string
    updatedAt: string
  }
}

const readerTitles = async (cookie: string, query = '') => {
  const response = await t.request(`/api/news?limit=50${query}`, { cookie })
  expect(response.status).toBe(200)
  return ((await response.json()).articles as { title: string }[]).map((row) => row.title)
}
const unreadCount = async (cookie: string) =>
  (await (await t.request('/api/news/unread-count', { cookie })).json()).count as number
const detailStatus = async (id: string, cookie: string) =>
  (await t.request(`/api/news/${id}`, { cookie })).status

beforeAll(async () => {
  t = await createTestApp()
  ownDealer = await createDealer(t.db, { name: 'Own Dealer' })
  otherDealer = await createDealer(t.db, { name: 'Other Dealer' })
  const trainer = await createUser(t.db, { roles: ['trainer'] })
  const admin = await createUser(t.db, { roles: ['admin'] })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [ownDealer.id] })
  const otherDealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [otherDealer.id] })
  const dealerManager = await createUser(t.db, { roles: ['dealer_manager'], dealerIds: [ownDealer.id] })
  const deactivated = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [ownDealer.id] })
  await t.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, deactivated.id))
  dealerEmail = dealerUser.email
  deactivatedEmail = deactivated.email
  trainerCookie = await t.signIn(trainer.email, trainer.password)
  adminCookie = await t.signIn(admin.email, admin.password)
  dealerCookie = await t.signIn(dealerUser.email, dealerUser.password)
  otherDealerCookie = await t.signIn(otherDealerUser.email, otherDealerUser.password)
  managerCookie = await t.signIn(dealerManager.email, dealerManager.password)
})
afterAll(async () => {
  await t.close()
})

describe('permissions', () => {
  it('only admin, super_admin and trainer manage news (403 for others, 401 signed out)', async () => {
    for (const cookie of [dealerCookie, managerCookie]) {
      const created = await t.request('/api/news/manage', { method: 'POST', json: baseInput(), cookie })
      expect(created.status).toBe(403)
      expect((await t.request('/api/news/manage', { cookie })).status).toBe(403)
    }
    const support = await createUser(t.db, { roles: ['support_agent'] })
    const supportCookie = await t.signIn(support.email, support.password)
    expect((await t.request('/api/news/manage', { cookie: supportCookie })).status).toBe(403)
    expect((await t.request('/api/news/manage', { method: 'POST', json: baseInput() })).status).toBe(401)
    const article = await create(baseInput())
    for (const [method, path] of [
      ['PUT', `/api/news/manage/${article.id}`],
      ['POST', `/api/news/manage/${article.id}/unpublish`],
      ['POST', `/api/news/manage/${article.id}/publish`],
      ['DELETE', `/api/news/manage/${article.id}`],
      ['GET', `/api/news/manage/${article.id}/stats`],
    ] as const) {
      const response = await t.request(path, {
        method,
        json: method === 'GET' ? undefined : baseInput(),
        cookie: dealerCookie,
      })
      expect(response.status, `${method} ${path}`).toBe(403)
    }
    // The refused calls changed nothing.
    expect((await t.request(`/api/news/${article.id}`, { cookie: dealerCookie })).status).toBe(200)
    expect((await t.request('/api/news/manage', { cookie: adminCookie })).status).toBe(200)
  })
})

describe('publishing rules', () => {
  it('drafts and scheduled articles stay invisible to readers until published', async () => {
    const draft = await create(baseInput({ title: 'Rule draft', publication: { status: 'draft' } }))
    const publishAt = new Date(Date.now() + 2 * HOUR_MS).toISOString()
    const scheduled = await create(
      baseInput({ title: 'Rule scheduled', publication: { status: 'scheduled', publishAt } }),
    )
    expect(draft.status).toBe('draft')
    expect(draft.publishedAt).toBeNull()
    expect(scheduled.status).toBe('scheduled')
    expect(scheduled.publishedAt).toBe(publishAt)
    const before = await unreadCount(dealerCookie)
    for (const cookie of [dealerCookie, trainerCookie]) {
      const titles = await readerTitles(cookie)
      expect(titles).not.toContain('Rule draft')
      expect(titles).not.toContain('Rule scheduled')
      expect(await readerTitles(cookie, '&q=rule')).toEqual([])
    }
    expect(await detailStatus(draft.id, dealerCookie)).toBe(404)
    expect(await detailStatus(scheduled.id, dealerCookie)).toBe(404)

    // The scheduled time arrives (the stored time moved into the past): readers see it, no job needed.
    await t.db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(newsArticles.id, scheduled.id))
    expect(await readerTitles(dealerCookie)).toContain('Rule scheduled')
    expect(await unreadCount(dealerCookie)).toBe(before + 1)

    const published = await t.request(`/api/news/manage/${draft.id}/publish`, {
      method: 'POST',
      json: {},
      cookie: trainerCookie,
    })
    expect(published.status).toBe(200)
    expect((await published.json()).article.status).toBe('published')
    expect(await readerTitles(dealerCookie)).toContain('Rule draft')
    expect(await unreadCount(dealerCookie)).toBe(before + 2)

    const unpublished = await t.request(`/api/news/manage/${draft.id}/unpublish`, {
      method: 'POST',
      cookie: adminCookie,
    })
    expect((await unpublished.json()).article).toMatchObject({ status: 'draft', publishedAt: null })
    expect(await readerTitles(dealerCookie)).not.toContain('Rule draft')
    expect(await detailStatus(draft.id, dealerCookie)).toBe(404)
    expect(await unreadCount(dealerCookie)).toBe(before + 1)
  })

  it('schedules through publish with a future time, and refuses a time in the past (422)', async () => {
    const article = await create(baseInput({ title: 'Later', publication: { status: 'draft' } }))
    const publishAt = new Date(Date.now() + 24 * HOUR_MS).toISOString()
    const scheduled = await t.request(`/api/news/manage/${article.id}/publish`, {
      method: 'POST',
      json: { publishAt },
      cookie: trainerCookie,
    })
    expect((await scheduled.json()).article).toMatchObject({ status: 'scheduled', publishedAt: publishAt })
    const past = await t.request(`/api/news/manage/${article.id}/publish`, {
      method: 'POST',
      json: { publishAt: new Date(Date.now() - HOUR_MS).toISOString() },
      cookie: trainerCookie,
    })
    expect(past.status).toBe(422)
    expect((await past.json()).error.message).toBe('The scheduled time must be in the future')
    const current = await (
      await t.request(`/api/news/manage/${article.id}`, { cookie: trainerCookie })
    ).json()
    expect(current.article).toMatchObject({ status: 'scheduled', publishedAt: publishAt })
  })

  it('editing a live article keeps its publication date; every change is audited', async () => {
    const article = await create(baseInput({ title: 'Edited' }))
    const updated = await t.request(`/api/news/manage/${article.id}`, {
      method: 'PUT',
      json: {
        ...baseInput({ title: 'Edited again', importance: 'important', category: 'equipment' }),
        expectedUpdatedAt: article.updatedAt,
      },
      cookie: adminCookie,
    })
    expect(updated.status).toBe(200)
    const body = (await updated.json()).article
    expect(body).toMatchObject({
      title: 'Edited again',
      importance: 'important',
      category: 'equipment',
      status: 'published',
      publishedAt: article.publishedAt,
    })
    await t.request(`/api/news/manage/${article.id}/unpublish`, { method: 'POST', cookie: adminCookie })
    // Unpublishing a draft again is a no-op: 200, still a draft, nothing more recorded.
    const again = await t.request(`/api/news/manage/${article.id}/unpublish`, {
      method: 'POST',
      cookie: adminCookie,
    })
    expect(again.status).toBe(200)
    expect((await again.json()).article.status).toBe('draft')
    const deleted = await t.request(`/api/news/manage/${article.id}`, {
      method: 'DELETE',
      cookie: adminCookie,
    })
    expect(deleted.status).toBe(200)
    expect((await t.request(`/api/news/manage/${article.id}`, { cookie: adminCookie })).status).toBe(404)
    expect(
      (await t.request(`/api/news/manage/${article.id}`, { method: 'DELETE', cookie: adminCookie })).status,
    ).toBe(404)
    const actions = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'news_article'), eq(auditLog.entityId, article.id)))
      .orderBy(auditLog.createdAt)
    expect(actions.map((row) => row.action)).toEqual([
      'news.create',
      'news.publish',
      'news.update',
      'news.unpublish',
      'news.delete',
    ])
    // Every entry names the article, so the audit log reads as a sentence.
    expect(actions.every((row) => typeof row.details?.title === 'string')).toBe(true)
  })

  it('saving an unchanged article writes and records nothing; an edit records the fields it changed', async () => {
    const input = baseInput({ targetRoles: ['dealer_user', 'dealer_manager'] })
    const article = await create(input)
    const [before] = await t.db.select().from(newsArticles).where(eq(newsArticles.id, article.id))
    const save = async (values: Record<string, unknown>) => {
      // Each save starts from the article as it is (issue 32).
      const current = await t.request(`/api/news/manage/${article.id}`, { cookie: adminCookie })
      const expectedUpdatedAt = (await current.json()).article.updatedAt
      const response = await t.request(`/api/news/manage/${article.id}`, {
        method: 'PUT',
        json: { ...values, expectedUpdatedAt },
        cookie: adminCookie,
      })
      expect(response.status, await response.clone().text()).toBe(200)
      return (await response.json()).article as { status: string; updatedAt: string }
    }
    const auditOf = async () =>
      t.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'news_article'), eq(auditLog.entityId, article.id)))
    // Entries written in one transaction share a time, so they are compared in a fixed order.
    const actions = async () => (await auditOf()).map((row) => row.action).sort()

    // The same form again, targeting in another order: nothing changed.
    await save(input)
    const same = await save({ ...input, targetRoles: ['dealer_manager', 'dealer_user'] })
    expect(same.updatedAt).toBe(before.updatedAt.toISOString())
    expect(await actions()).toEqual(['news.create', 'news.publish'])

    // Only the publication changes: that is recorded, not as a content edit.
    expect((await save({ ...input, publication: { status: 'draft' } })).status).toBe('draft')
    expect(await actions()).toEqual(['news.create', 'news.publish', 'news.unpublish'])

    await save({ ...input, publication: { status: 'draft' }, summary: 'A new summary.' })
    expect(await actions()).toEqual(['news.create', 'news.publish', 'news.unpublish', 'news.update'])
    const edit = (await auditOf()).find((row) => row.action === 'news.update')
    expect(edit?.details).toEqual({ title: input.title, changed: ['summary'] })
  })

  it('the management list shows every state, filtered by status and searched', async () => {
    const stamp = Math.random().toString(36).slice(2, 8)
    await create(baseInput({ title: `List ${stamp} draft`, publication: { status: 'draft' } }))
    await create(baseInput({ title: `List ${stamp} live` }))
    const all = await (await t.request(`/api/news/manage?q=${stamp}`, { cookie: trainerCookie })).json()
    expect(all.total).toBe(2)
    // Drafts first, then by publication date.
    expect(all.articles.map((row: { title: string }) => row.title)).toEqual([
      `List ${stamp} draft`,
      `List ${stamp} live`,
    ])
    const drafts = await (
      await t.request(`/api/news/manage?q=${stamp}&status=draft`, { cookie: trainerCookie })
    ).json()
    expect(drafts.articles.map((row: { status: string }) => row.status)).toEqual(['draft'])
    expect((await t.request('/api/news/manage?status=gone', { cookie: trainerCookie })).status).toBe(400)
  })
})

describe('bad input', () => {
  it('answers 400 for malformed bodies and 422 for unknown dealers, changing nothing', async () => {
    const cases: Record<string, unknown>[] = [
      baseInput({ title: '   ' }),
      baseInput({ title: 'x'.repeat(201) }),
      baseInput({ category: 'gossip' }),
      baseInput({ importance: 'urgent' }),
      baseInput({ targetRoles: ['pilot'] }),
      baseInput({ targetDealerIds: ['not-a-uuid'] }),
      baseInput({ publication: { status: 'scheduled' } }),
      baseInput({ publication: { status: 'scheduled', publishAt: 'tomorrow' } }),
      baseInput({ publication: { status: 'live' } }),
      baseInput({ body: 'x'.repeat(20_001) }),
    ]
    const before = (await (await t.request('/api/news/manage?limit=1', { cookie: trainerCookie })).json())
      .total
    for (const input of cases) {
      const response = await t.request('/api/news/manage', {
        method: 'POST',
        json: input,
        cookie: trainerCookie,
      })
      expect(response.status, JSON.stringify(input).slice(0, 120)).toBe(400)
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
    const unknownDealer = await t.request('/api/news/manage', {
      method: 'POST',
      json: baseInput({ targetDealerIds: ['00000000-0000-4000-8000-000000000000'] }),
      cookie: trainerCookie,
    })
    expect(unknownDealer.status).toBe(422)
    const past = await t.request('/api/news/manage', {
      method: 'POST',
      json: baseInput({ publication: { status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' } }),
      cookie: trainerCookie,
    })
    expect(past.status).toBe(422)
    const after = (await (await t.request('/api/news/manage?limit=1', { cookie: trainerCookie })).json())
      .total
    expect(after).toBe(before)
    expect((await t.request('/api/news/manage/not-a-uuid', { cookie: trainerCookie })).status).toBe(400)
    const missing = '00000000-0000-4000-8000-000000000000'
    expect(
      (
        await t.request(`/api/news/manage/${missing}`, {
          method: 'PUT',
          json: { ...baseInput(), expectedUpdatedAt: new Date().toISOString() },
          cookie: trainerCookie,
        })
      ).status,
    ).toBe(404)
    expect((await t.request(`/api/news/manage/${missing}/stats`, { cookie: trainerCookie })).status).toBe(404)
  })
})

describe('targeting and read statistics', () => {
  it('a role- and dealer-targeted article reaches only its audience: list, detail, count, search', async () => {
    const article = await create(
      baseInput({
        title: 'Zephyr for own dealer users',
        targetRoles: ['dealer_user'],
        targetDealerIds: [ownDealer.id],
      }),
    )
    expect(await readerTitles(dealerCookie)).toContain('Zephyr for own dealer users')
    expect(await readerTitles(dealerCookie, '&q=zephyr')).toEqual(['Zephyr for own dealer users'])
    for (const outsider of [otherDealerCookie, managerCookie]) {
      const before = await unreadCount(outsider)
      expect(await readerTitles(outsider)).not.toContain('Zephyr for own dealer users')
      expect(await readerTitles(outsider, '&q=zephyr')).toEqual([])
      expect(await detailStatus(article.id, outsider)).toBe(404)
      expect(
        (await t.request(`/api/news/${article.id}/read`, { method: 'POST', cookie: outsider })).status,
      ).toBe(404)
      expect(await unreadCount(outsider)).toBe(before)
      const search = await (await t.request('/api/search?q=zephyr', { cookie: outsider })).json()
      expect(JSON.stringify(search)).not.toContain('Zephyr')
    }
    const managed = (
      await (await t.request(`/api/news/manage/${article.id}`, { cookie: trainerCookie })).json()
    ).article
    expect(managed.targetRoles).toEqual(['dealer_user'])
    expect(managed.targetDealers).toEqual([{ id: ownDealer.id, name: 'Own Dealer' }])
  })

  it('read statistics count the active targeted users and list who has not read it', async () => {
    const article = await create(
      baseInput({ title: 'Stats article', targetRoles: ['dealer_user'], targetDealerIds: [ownDealer.id] }),
    )
    const stats = async () =>
      (await (await t.request(`/api/news/manage/${article.id}/stats`, { cookie: trainerCookie })).json()) as {
        targetedCount: number
        readCount: number
        readers: { email: string; readAt: string; dealerNames: string[] }[]
        notYetRead: { email: string }[]
      }
    const before = await stats()
    // Only the active dealer_user of Own Dealer: not the deactivated one, the manager or the other dealer.
    expect(before.targetedCount).toBe(1)
    expect(before.readCount).toBe(0)
    expect(before.notYetRead.map((row) => row.email)).toEqual([dealerEmail])
    expect(before.notYetRead.map((row) => row.email)).not.toContain(deactivatedEmail)

    expect(
      (await t.request(`/api/news/${article.id}/read`, { method: 'POST', cookie: dealerCookie })).status,
    ).toBe(200)
    // A manager reading it is not part of the targeted audience.
    expect(
      (await t.request(`/api/news/${article.id}/read`, { method: 'POST', cookie: trainerCookie })).status,
    ).toBe(200)
    const after = await stats()
    expect(after).toMatchObject({ targetedCount: 1, readCount: 1, notYetRead: [] })
    expect(after.readers).toEqual([
      expect.objectContaining({
        email: dealerEmail,
        dealerNames: ['Own Dealer'],
        readAt: expect.any(String),
      }),
    ])
    const listed = (
      await (await t.request(`/api/news/manage/${article.id}`, { cookie: trainerCookie })).json()
    ).article
    expect(listed.readCount).toBe(2)
  })

  it('an untargeted article targets every active user', async () => {
    const article = await create(baseInput({ title: 'For everyone' }))
    const stats = await (
      await t.request(`/api/news/manage/${article.id}/stats`, { cookie: adminCookie })
    ).json()
    const activeUsers = (
      await t.db.select({ id: user.id, deactivatedAt: user.deactivatedAt }).from(user)
    ).filter((row) => !row.deactivatedAt)
    expect(stats.targetedCount).toBe(activeUsers.length)
    expect(stats.notYetRead).toHaveLength(activeUsers.length)
  })
})
