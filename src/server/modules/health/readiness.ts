import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { type Database, MIGRATIONS_FOLDER, pingDatabase } from '#server/db/client'

export interface MigrationJournalEntry {
  tag: string
  /** Drizzle records this as the applied migration's created_at. */
  when: number
}

export interface Readiness {
  ready: boolean
  database: { reachable: boolean; latencyMs: number | null }
  migrations: { expected: number; pending: string[] } | null
}

/** The committed migrations, from drizzle-kit's journal beside them. */
export function readMigrationJournal(folder = MIGRATIONS_FOLDER): MigrationJournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationJournalEntry[]
  }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/**
 * Readiness for load balancers: the database answers and every committed migration is applied.
 * Drizzle's migrator applies, in order, each migration newer than the last one it recorded, so a
 * journal entry newer than that record is pending.
 */
export async function checkReadiness(
  db: Database,
  journal: MigrationJournalEntry[] = readMigrationJournal(),
): Promise<Readiness> {
  let latencyMs: number
  try {
    latencyMs = Math.round((await pingDatabase(db)) * 100) / 100
  } catch {
    return { ready: false, database: { reachable: false, latencyMs: null }, migrations: null }
  }
  let lastApplied = 0
  try {
    const result = await db.execute<{ last: string | number | null }>(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )
    lastApplied = Number(result.rows[0]?.last ?? 0)
  } catch {
    // No migrations table yet: nothing is applied.
  }
  const pending = journal.filter((entry) => entry.when > lastApplied).map((entry) => entry.tag)
  return {
    ready: pending.length === 0,
    database: { reachable: true, latencyMs },
    migrations: { expected: journal.length, pending },
  }
}
