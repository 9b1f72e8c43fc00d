import { sql } from 'drizzle-orm'
import type { Executor } from './client.ts'

/**
 * Named prepared statements per database handle and name (issue 12): the SQL is built once, and
 * on PostgreSQL node-postgres sends drizzle's statement name, so PostgreSQL parses and plans it
 * once per connection instead of on every call. The hot reads use them; a name stands for one SQL
 * text (a rule with two shapes gets two names). A transaction handle gets its own objects with the
 * same names and texts, which a connection reuses. Needs a session-level connection (PgBouncer in
 * session mode, as LISTEN does; docs/operations.md). PGlite's driver ignores the name: there the
 * statement is built once and runs as the unnamed statement, parsed on every call (decision 034).
 */
const preparedStatements = new WeakMap<Executor, Map<string, unknown>>()

export function prepared<T>(db: Executor, name: string, prepare: (name: string) => T): T {
  let byName = preparedStatements.get(db)
  if (!byName) {
    byName = new Map()
    preparedStatements.set(db, byName)
  }
  let statement = byName.get(name) as T | undefined
  if (!statement) {
    statement = prepare(name)
    byName.set(name, statement)
  }
  return statement
}

/**
 * A prepared statement's clock: `preparedNow` in its SQL, `{ now: nowValue() }` in each call's
 * values. A JS date given at build time would be frozen into the statement (as drizzle's $onUpdate
 * would be), so prepared updates set updated_at with this.
 */
export const preparedNow = sql`${sql.placeholder('now')}::timestamptz`
export const nowValue = () => new Date().toISOString()
