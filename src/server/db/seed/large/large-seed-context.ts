import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client'
import type { Role } from '#shared/auth/roles'
import { type Random, randomFor } from './random.ts'
import type { LargeVolumes } from './volumes.ts'

export const DAY_MS = 86_400_000

export interface LargeSeedPeople {
  dealerIds: string[]
  /** Every bulk user, with the dealer a dealer user or manager belongs to. */
  users: { id: string; role: Role; dealerId: string | null }[]
  idsByRole: Map<Role, string[]>
}

/** What every table's generator gets: the database, the counts, the clock and a random source. */
export interface LargeSeedContext {
  db: Database
  volumes: LargeVolumes
  /** The seed's "now": everything happened in the year before it. */
  baseDate: Date
  seed: number
  random(table: string): Random
  /** A moment `daysAgo` (fractional) before the base date. */
  daysBefore(daysAgo: number): Date
  report(table: string, rows: number, startedAt: number): void
}

export function createLargeSeedContext(options: {
  db: Database
  volumes: LargeVolumes
  baseDate: Date
  seed: number
  log: (line: string) => void
}): LargeSeedContext {
  const { db, volumes, baseDate, seed, log } = options
  return {
    db,
    volumes,
    baseDate,
    seed,
    random: (table) => randomFor(seed, table),
    daysBefore: (daysAgo) => new Date(baseDate.getTime() - Math.round(daysAgo * DAY_MS)),
    report: (table, rows, startedAt) =>
      log(
        `  ${table.padEnd(32)} ${String(rows).padStart(10)} rows  ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      ),
  }
}

export interface BatchInserter<T extends PgTable> {
  add(row: T['$inferInsert']): Promise<void>
  flush(): Promise<void>
  /** Flushes what is left and answers how many rows went in. */
  done(): Promise<number>
}

const BATCH_ROWS = 5_000

/**
 * Inserts rows in batches of a few thousand, flushed as rows arrive so a table of millions never
 * sits in memory at once. `parents` are flushed first, so a row never reaches the database before
 * the row its foreign key points to.
 */
export function batchInserter<T extends PgTable>(
  db: Database,
  table: T,
  parents: readonly BatchInserter<PgTable>[] = [],
): BatchInserter<T> {
  let pending: T['$inferInsert'][] = []
  let total = 0
  const flush = async () => {
    if (pending.length === 0) return
    for (const parent of parents) await parent.flush()
    const rows = pending
    pending = []
    await insertByUnnest(db, table, rows)
  }
  return {
    async add(row) {
      pending.push(row)
      total++
      if (pending.length >= BATCH_ROWS) await flush()
    },
    flush,
    async done() {
      await flush()
      return total
    },
  }
}

/**
 * One INSERT ... SELECT FROM unnest($1::uuid[], $2::text[], ...): one array parameter per column
 * instead of one per value. Building a multi-row VALUES list in the query builder costs hundreds of
 * microseconds a row; this costs about ten on PostgreSQL and forty on PGlite. Values go through each
 * column's own mapToDriverValue, as drizzle's insert would. A key absent from a row is null (the
 * generators give every row of a table the same keys, so no column default is skipped by this).
 * Array-typed columns are not supported (unnest would flatten them).
 */
export async function insertByUnnest<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const names: SQL[] = []
  const arrays: SQL[] = []
  for (const key of keys) {
    const column = columns[key]
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`)
    const sqlType = column.getSQLType()
    if (sqlType.endsWith(']')) throw new Error(`insertByUnnest cannot write the array column ${column.name}`)
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key]
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
    names.push(sql`${sql.identifier(column.name)}`)
    arrays.push(sql`${sql.param(values)}::${sql.raw(sqlType)}[]`)
  }
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  )
}
