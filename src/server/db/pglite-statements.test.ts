import { and, eq, sql } from 'drizzle-orm'
import { pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from './client.ts'
import { bindValue } from './pglite-statements.ts'
import { prepared } from './prepared.ts'

// Issue 12: on PGlite a named statement is prepared in the wire protocol and each call binds its
// arguments as text. These tests hold it to what the unnamed statement answers for the same values,
// hostile text above all, check that it is really prepared once, and that it keeps PGlite's locks.

const things = pgTable('things', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tags: text('tags').array().notNull(),
  note: text('note'),
  score: real('score'),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

const HOSTILE = [
  "O'Brien",
  "'); drop table things; --",
  'back\\slash \\x41 \\047',
  'emoji 🚗 and ÆØÅ',
  'line\nbreak\ttab',
  '{braces,"quotes"}',
  "''",
  '',
]

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await openDatabase({})
  await handle.db.execute(sql`
    create table things (
      id uuid primary key default gen_random_uuid(), name text not null, tags text[] not null,
      note text, score real, at timestamptz not null)`)
  await handle.db.insert(things).values(
    HOSTILE.map((name, index) => ({
      name,
      tags: [name, `tag ${index}`],
      note: index % 2 ? null : `note ${index}`,
      score: index / 4,
      at: new Date(Date.UTC(2026, 0, 1 + index, 12, 30, 15, 250)),
    })),
  )
})
afterAll(async () => {
  await handle.close()
})

const byName = () =>
  prepared(handle.db, 'things_by_name', (name) =>
    handle.db
      .select()
      .from(things)
      .where(
        and(
          eq(things.name, sql.placeholder('name')),
          sql`${things.tags} && ${sql.placeholder('tags')}::text[]`,
          sql`coalesce(${sql.placeholder('note')}, ${things.note}) is not distinct from ${things.note}`,
        ),
      )
      .prepare(name),
  )

describe('named statements on PGlite', () => {
  it('answers what the unnamed statement answers, for hostile text too', async () => {
    for (const name of HOSTILE) {
      const [expected] = await handle.db.select().from(things).where(eq(things.name, name))
      const rows = await byName().execute({ name, tags: [name, 'x,y', '"'], note: null })
      expect(rows).toEqual([expected])
      expect(rows[0].at).toBeInstanceOf(Date)
    }
    const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(things)
    expect(count).toBe(HOSTILE.length)
  })

  it('binds null and values of other types as the driver would', async () => {
    const [first] = await byName().execute({ name: HOSTILE[0], tags: [HOSTILE[0]], note: 'note 0' })
    expect(first).toMatchObject({ name: HOSTILE[0], note: 'note 0', score: 0 })
    expect(await byName().execute({ name: HOSTILE[0], tags: [HOSTILE[0]], note: 'other' })).toEqual([])
    expect(await byName().execute({ name: HOSTILE[0], tags: ['no such tag'], note: null })).toEqual([])

    const after = prepared(handle.db, 'things_after', (name) =>
      handle.db
        .select({ name: things.name })
        .from(things)
        .where(
          sql`${things.at} > ${sql.placeholder('at')}::timestamptz and ${things.score} >= ${sql.placeholder('score')}`,
        )
        .orderBy(things.at)
        .prepare(name),
    )
    const rows = await after.execute({ at: new Date(Date.UTC(2026, 0, 6)).toISOString(), score: 1.5 })
    expect(rows.map((row) => row.name)).toEqual(HOSTILE.slice(6))
  })

  it("learns its parameters' types on a first call made beside other queries", async () => {
    const byTag = prepared(handle.db, 'things_by_tag', (name) =>
      handle.db
        .select({ name: things.name })
        .from(things)
        .where(sql`${things.tags} && ${sql.placeholder('tags')}::text[]`)
        .prepare(name),
    )
    const [tagged] = await Promise.all([
      byTag.execute({ tags: ['tag 3'] }),
      handle.db.select().from(things),
      handle.db.select().from(things).where(eq(things.name, HOSTILE[2])),
    ])
    expect(tagged).toEqual([{ name: HOSTILE[3] }])
  })

  it('is prepared once in PostgreSQL, and a transaction keeps the unnamed statement', async () => {
    await byName().execute({ name: 'x', tags: ['x'], note: null })
    const statements = await handle.pglite!.query<{ statement: string; from_sql: boolean }>(
      `select statement, from_sql from pg_prepared_statements where name = 'things_by_name'`,
    )
    expect(statements.rows).toHaveLength(1)
    expect(statements.rows[0]).toMatchObject({ from_sql: false, statement: expect.stringMatching(/^select/) })

    const inside = await handle.db.transaction(async (tx) =>
      prepared(tx, 'things_in_tx', (name) =>
        tx
          .select({ name: things.name })
          .from(things)
          .where(eq(things.name, sql.placeholder('name')))
          .prepare(name),
      ).execute({ name: HOSTILE[1] }),
    )
    expect(inside).toEqual([{ name: HOSTILE[1] }])
    const inTx = await handle.pglite!.query(
      `select 1 from pg_prepared_statements where name = 'things_in_tx'`,
    )
    expect(inTx.rows).toHaveLength(0)
  })

  it('waits for a transaction in progress instead of running inside it', async () => {
    const countByName = prepared(handle.db, 'things_count_by_name', (name) =>
      handle.db
        .select({ count: sql<number>`count(*)::int` })
        .from(things)
        .where(eq(things.name, sql.placeholder('name')))
        .prepare(name),
    )
    expect(await countByName.execute({ name: 'only in a transaction' })).toEqual([{ count: 0 }])
    let inserted!: () => void
    let release!: () => void
    const insertedNow = new Promise<void>((resolve) => {
      inserted = resolve
    })
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.insert(things).values({ name: 'only in a transaction', tags: [], at: new Date() })
        inserted()
        await new Promise<void>((resolve) => {
          release = resolve
        })
        tx.rollback()
      })
      .catch(() => 'rolled back')
    await insertedNow
    const counted = countByName.execute({ name: 'only in a transaction' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    // Inside the transaction it would have counted the row that was never committed.
    expect(await counted).toEqual([{ count: 0 }])
    expect(await transaction).toBe('rolled back')
  })

  it('fails with the database error the unnamed statement gives', async () => {
    const byId = prepared(handle.db, 'things_by_id', (name) =>
      handle.db
        .select()
        .from(things)
        .where(eq(things.id, sql.placeholder('id')))
        .prepare(name),
    )
    const error = await byId.execute({ id: 'not-a-uuid' }).catch((caught: unknown) => caught)
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('22P02')
    // The statement stays usable after a failed call.
    expect(await byId.execute({ id: '00000000-0000-4000-8000-000000000000' })).toEqual([])
  })
})

describe('bindValue', () => {
  it("sends null for a missing value and a value as its type's serializer writes it", () => {
    expect(bindValue(null)).toBeNull()
    expect(bindValue(undefined)).toBeNull()
    expect(bindValue("it's")).toBe("it's")
    expect(bindValue(42)).toBe('42')
    expect(bindValue(['a'], (value) => `{${String(value)}}`)).toBe('{a}')
  })
})
