import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { date, interval, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readDrizzleTextTypes } from './pglite-parsers.ts'

// Issue 12: the PGlite instance reads drizzle's text types itself, so drizzle's queries go without
// parsers (PGlite copied its whole parser table for each). The values must be what drizzle read
// before, in plain queries, transactions and raw SQL alike.

const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  took: interval('took').notNull(),
  amounts: numeric('amounts').array().notNull(),
  days: date('days').array().notNull(),
})

const ROW = {
  at: new Date(Date.UTC(2026, 10, 25, 21, 5, 30, 125)),
  local: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
  day: '2026-11-25',
  took: '01:02:03',
  amounts: ['1.50', '2.25'],
  days: ['2026-01-01', '2026-12-31'],
}

const plain = new PGlite()
const lean = new PGlite()
const create = `create table events (id uuid primary key default gen_random_uuid(), at timestamptz not null,
  local timestamp not null, day date not null, took interval not null, amounts numeric[] not null, days date[] not null)`

beforeAll(async () => {
  await plain.waitReady
  await lean.waitReady
  readDrizzleTextTypes(lean)
  for (const pglite of [plain, lean]) {
    await pglite.exec(create)
    await drizzle(pglite).insert(events).values(ROW)
  }
})
afterAll(async () => {
  await plain.close()
  await lean.close()
})

const read = (pglite: PGlite) => drizzle(pglite).select().from(events)
const withoutId = <T extends { id: string }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest)

describe('readDrizzleTextTypes', () => {
  it('gives drizzle the same values as an untouched instance', async () => {
    const [before, after] = [withoutId(await read(plain)), withoutId(await read(lean))]
    expect(after).toEqual(before)
    expect(after).toEqual([ROW])
  })

  it('gives the same values inside a transaction, and the transaction still commits and rolls back', async () => {
    const inside = await drizzle(lean).transaction(async (tx) => withoutId(await tx.select().from(events)))
    expect(inside).toEqual([ROW])
    await expect(
      drizzle(lean).transaction(async (tx) => {
        await tx.insert(events).values(ROW)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await read(lean)).toHaveLength(1)
  })

  it('gives raw SQL through drizzle the same text', async () => {
    const query = sql`select at, day, took, amounts from events`
    const [before, after] = [await drizzle(plain).execute(query), await drizzle(lean).execute(query)]
    expect(after.rows).toEqual(before.rows)
  })

  it('sends drizzle queries without parsers, and keeps parsers it does not apply itself', async () => {
    const seen: unknown[] = []
    const spy = new PGlite()
    await spy.waitReady
    const original = spy.query.bind(spy)
    spy.query = ((text, params, options) => {
      seen.push(options?.parsers)
      return original(text, params, options)
    }) as PGlite['query']
    readDrizzleTextTypes(spy)
    await drizzle(spy).execute(sql`select 1`)
    const own = { 20: (value: string) => BigInt(value) }
    const [row] = (await spy.query<{ n: bigint }>('select 5::int8 as n', [], { parsers: own })).rows
    await spy.close()
    expect(seen).toEqual([undefined, own])
    expect(row.n).toBe(5n)
  })
})
