import { and, eq, sql } from 'drizzle-orm'
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import type { Executor } from './client.ts'
import { prepared, preparedNow } from './prepared.ts'

// Issue 12's named statements through drizzle's public prepare(name): on PostgreSQL node-postgres
// prepares them by name once per connection; PGlite's driver runs them as the unnamed statement
// (issue 34: no PGlite internals). Either way a call answers what the unnamed query answers.

const things = pgTable('prepared_things', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tags: text('tags').array().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

const HOSTILE = [
  "O'Brien",
  "'); drop table prepared_things; --",
  'back\\slash \\047',
  'emoji 🚗 ÆØÅ',
  '{a,"b"}',
  '',
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.db.execute(sql`
    create table prepared_things (
      id uuid primary key default gen_random_uuid(), name text not null, tags text[] not null,
      at timestamptz not null)`)
  await t.db.insert(things).values(
    HOSTILE.map((name, index) => ({
      name,
      tags: [name, `tag ${index}`],
      at: new Date(Date.UTC(2026, 0, 1 + index)),
    })),
  )
})
afterAll(async () => {
  await t.close()
})

/** One name, one SQL text (pg refuses a name reused for another), on any handle. */
const byNameOn = (db: Executor) =>
  prepared(db, 'prepared_things_by_name', (name) =>
    db
      .select()
      .from(things)
      .where(
        and(
          eq(things.name, sql.placeholder('name')),
          sql`${things.tags} && ${sql.placeholder('tags')}::text[]`,
        ),
      )
      .prepare(name),
  )
const byName = () => byNameOn(t.db)

describe('prepared', () => {
  it('answers what the unnamed query answers, for hostile text too', async () => {
    for (const name of HOSTILE) {
      const expected = await t.db.select().from(things).where(eq(things.name, name))
      expect(expected).toHaveLength(1)
      expect(await byName().execute({ name, tags: [name, 'x,y'] })).toEqual(expected)
      expect(await byName().execute({ name, tags: ['no such tag'] })).toEqual([])
    }
    const [{ count }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(things)
    expect(count).toBe(HOSTILE.length)
  })

  it('builds a statement once per handle and name', async () => {
    expect(byName()).toBe(byName())
    const inside = await t.db.transaction(async (tx) => {
      const statement = byNameOn(tx)
      expect(statement).not.toBe(byName())
      const rows = await statement.execute({ name: HOSTILE[1], tags: [HOSTILE[1]] })
      const named = await tx.execute(
        sql`select from_sql from pg_prepared_statements where name = 'prepared_things_by_name'`,
      )
      return { rows, named: named.rows }
    })
    expect(inside.rows.map((row) => row.name)).toEqual([HOSTILE[1]])
    // node-postgres prepares it by name on the transaction's connection; PGlite's driver ignores names.
    if (process.env.TEST_DATABASE_URL) expect(inside.named).toEqual([{ from_sql: false }])
    else expect(inside.named).toEqual([])
  })

  it("takes the clock from each call's values", async () => {
    const touch = prepared(t.db, 'prepared_things_touch', (name) =>
      t.db
        .update(things)
        .set({ at: preparedNow })
        .where(eq(things.name, sql.placeholder('name')))
        .returning({ at: things.at })
        .prepare(name),
    )
    const first = await touch.execute({ name: HOSTILE[0], now: '2030-01-01T00:00:00.000Z' })
    const second = await touch.execute({ name: HOSTILE[0], now: '2031-06-01T12:00:00.000Z' })
    expect(first[0].at.toISOString()).toBe('2030-01-01T00:00:00.000Z')
    expect(second[0].at.toISOString()).toBe('2031-06-01T12:00:00.000Z')
  })
})
