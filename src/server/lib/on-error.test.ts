import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealerUsers } from '#server/db/schema/identity'
import { createDealer } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { logger } from './logger.ts'
import { databaseRefusal, onError } from './on-error.ts'

// The safety net for input that reaches PostgreSQL (issue 12): real errors from the real driver
// (PGlite here, node-postgres when TEST_DATABASE_URL is set), since each wraps them differently.
let t: TestApp
let probe: Hono
beforeAll(async () => {
  t = await createTestApp()
  await t.db.execute(sql`create table on_error_probe (short varchar(3))`)
  const dealer = await createDealer(t.db, { dealerCode: 'ON-ERROR-1' })
  const queries: Record<string, () => Promise<unknown>> = {
    uuid: () => t.db.execute(sql`select ${'not-a-uuid'}::uuid`),
    tooLong: () => t.db.execute(sql`insert into on_error_probe values (${'abcdef'})`),
    nul: () => t.db.execute(sql`select ${'a\u0000b'}::text`),
    date: () => t.db.execute(sql`select ${'2026-13-45'}::date`),
    unique: () => createDealer(t.db, { dealerCode: 'ON-ERROR-1' }),
    foreignKey: () => t.db.insert(dealerUsers).values({ userId: 'no-such-user', dealerId: dealer.id }),
    syntax: () => t.db.execute(sql`select from where`),
    plain: () => Promise.reject(new Error('boom')),
  }
  probe = new Hono()
    .get('/:case', async (c) => c.json(await queries[c.req.param('case')]()))
    .onError(onError(logger))
}, 60_000)
afterAll(async () => {
  await t.close()
})

async function answer(name: string) {
  const response = await probe.request(`/${name}`)
  return {
    status: response.status,
    body: (await response.json()) as { error: { code: string; message: string } },
  }
}

describe('onError and PostgreSQL errors', () => {
  it.each([
    ['uuid', 400, 'BAD_REQUEST'],
    ['tooLong', 400, 'BAD_REQUEST'],
    ['nul', 400, 'BAD_REQUEST'],
    ['date', 400, 'BAD_REQUEST'],
    ['unique', 409, 'CONFLICT'],
    ['foreignKey', 409, 'CONFLICT'],
  ])('answers %s with %i %s and no internals', async (name, status, code) => {
    const { status: got, body } = await answer(name)
    expect(got).toBe(status)
    expect(body.error.code).toBe(code)
    expect(body.error.message).not.toMatch(/select|insert|on_error_probe|uuid|varchar/i)
  })

  it('still answers a real server fault (bad SQL, a thrown error) with 500', async () => {
    expect((await answer('syntax')).status).toBe(500)
    expect((await answer('plain')).status).toBe(500)
  })

  it('looks through wrapped causes but not forever', () => {
    const wrapped = { message: 'x', cause: { cause: { code: '22P02' } } }
    expect(databaseRefusal(wrapped)?.code).toBe('BAD_REQUEST')
    expect(databaseRefusal({ code: 'EPIPE' })).toBeUndefined()
    expect(databaseRefusal({ code: '57P01' })).toBeUndefined()
    expect(databaseRefusal(null)).toBeUndefined()
  })
})
