import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts'
import { createDealer, createUser } from '../../db/seed/factories.ts'

let t: TestApp
let ownDealer: { id: string }
let otherDealer: { id: string }
let dealerUserCookie: string

beforeAll(async () => {
  t = await createTestApp()
  ownDealer = await createDealer(t.db, { name: 'Own Dealer', city: 'Bergen' })
  otherDealer = await createDealer(t.db, { name: 'Other Dealer', country: 'Sweden', city: 'Malmö' })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [ownDealer.id] })
  dealerUserCookie = await t.signIn(dealerUser.email, dealerUser.password)
})
afterAll(async () => {
  await t.close()
})

describe('dealer scope', () => {
  it('a dealer user lists only their own dealer', async () => {
    const body = await (await t.request('/api/dealers', { cookie: dealerUserCookie })).json()
    expect(body.dealers.map((dealer: { id: string }) => dealer.id)).toEqual([ownDealer.id])
  })

  it("a dealer user's request for another dealer is refused like an unknown id", async () => {
    expect((await t.request(`/api/dealers/${ownDealer.id}`, { cookie: dealerUserCookie })).status).toBe(200)
    const other = await t.request(`/api/dealers/${otherDealer.id}`, { cookie: dealerUserCookie })
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Dealer not found' } })
  })

  it('staff who manage dealers read every dealer and can search', async () => {
    const support = await createUser(t.db, { roles: ['support_agent'] })
    const cookie = await t.signIn(support.email, support.password)
    const all = await (await t.request('/api/dealers', { cookie })).json()
    expect(all.dealers).toHaveLength(2)
    const found = await (await t.request('/api/dealers?search=malm', { cookie })).json()
    expect(found.dealers.map((dealer: { name: string }) => dealer.name)).toEqual(['Other Dealer'])
    expect((await t.request(`/api/dealers/${otherDealer.id}`, { cookie })).status).toBe(200)
  })

  it('a staff user without dealer access and without a dealer sees none', async () => {
    const standard = await createUser(t.db, { roles: ['standard_user'] })
    const cookie = await t.signIn(standard.email, standard.password)
    expect((await (await t.request('/api/dealers', { cookie })).json()).dealers).toEqual([])
  })

  it('refuses signed-out callers and bad ids', async () => {
    expect((await t.request('/api/dealers')).status).toBe(401)
    expect((await t.request('/api/dealers/not-a-uuid', { cookie: dealerUserCookie })).status).toBe(400)
    expect((await t.request('/api/dealers?limit=100000', { cookie: dealerUserCookie })).status).toBe(400)
  })
})
