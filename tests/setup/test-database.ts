import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'

/** Where the migrated PGlite template is dumped for test files to clone. */
/** One template file per test run, so parallel runs (each with its own migrations) never share one. */
export function pgliteTemplateFile(): string {
  return path.resolve(import.meta.dirname, `../../.tmp/pglite-template-${process.pid}.tar.gz`)
}

/**
 * Tests run on PGlite unless TEST_DATABASE_URL names a PostgreSQL server (the test script sets it
 * from DATABASE_URL). Each run then works in its own fresh databases there.
 */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
}
