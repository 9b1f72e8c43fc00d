import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMigrationJournal } from '#server/modules/health/readiness'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'
import { type DatabaseHandle, MIGRATION_LOCK_KEY, openDatabase } from './client.ts'

// Issue 12: instances starting together against one PostgreSQL migrate once (an advisory lock).
describe.skipIf(!testServerUrl())('migrations started by two instances at once (PostgreSQL)', () => {
  const serverUrl = testServerUrl()!
  const name = uniqueDatabaseName('dealerpilot_test_migrate')
  const handles: DatabaseHandle[] = []

  beforeAll(async () => {
    // A fresh, empty database: not the migrated template the other tests clone.
    await adminQuery(serverUrl, `create database ${name}`)
  })
  afterAll(async () => {
    for (const handle of handles) await handle.close()
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
  })

  it('both succeed, each migration is recorded once, and the lock is released', async () => {
    // Two pools as two instances have; one connection each, as the test template's migration uses.
    for (let instance = 0; instance < 2; instance++)
      handles.push(await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolMax: 1 }))
    const [a, b] = handles

    await Promise.all([a.migrate(), b.migrate()])

    const recorded = await a.db.execute<{ hash: string; created_at: string }>(
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
    )
    const journal = readMigrationJournal()
    expect(recorded.rows.map((row) => Number(row.created_at))).toEqual(journal.map((entry) => entry.when))
    expect(new Set(recorded.rows.map((row) => row.hash)).size).toBe(journal.length)

    // Nobody holds the lock any more, and a later start finds nothing to do.
    const held = await a.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pg_locks
          where locktype = 'advisory' and objid = ${MIGRATION_LOCK_KEY}
            and database = (select oid from pg_database where datname = current_database())`,
    )
    expect(held.rows[0].count).toBe(0)
    await b.migrate()
    const after = await b.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    expect(after.rows[0].count).toBe(journal.length)
  })
})
