import { is, sql } from 'drizzle-orm'
import { PglitePreparedQuery } from 'drizzle-orm/pglite'
import type { Executor } from './client.ts'
import { namedStatementClient } from './pglite-statements.ts'

/**
 * Named prepared statements per database handle and name (issue 12): the SQL is built once, and
 * PostgreSQL parses and plans it once per connection instead of on every call. The hot reads use
 * them; a name stands for one SQL text (a rule with two shapes gets two names). A transaction
 * handle gets its own objects with the same names and texts, which a connection reuses. Needs a
 * session-level connection (PgBouncer in session mode, as LISTEN does; docs/operations.md). On
 * PGlite, whose driver ignores the name, the statement is prepared in the wire protocol instead
 * (pglite-statements.ts).
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
    if (is(statement, PglitePreparedQuery)) runAsNamedStatement(statement, name)
    byName.set(name, statement)
  }
  return statement
}

/** drizzle keeps a PGlite statement's client and SQL private; they are read and swapped here only. */
function runAsNamedStatement(statement: object, name: string) {
  const open = statement as unknown as { client: unknown; queryString: string }
  open.client = namedStatementClient(open.client, name, open.queryString)
}

/**
 * A prepared statement's clock: `preparedNow` in its SQL, `{ now: nowValue() }` in each call's
 * values. A JS date given at build time would be frozen into the statement (as drizzle's $onUpdate
 * would be), so prepared updates set updated_at with this.
 */
export const preparedNow = sql`${sql.placeholder('now')}::timestamptz`
export const nowValue = () => new Date().toISOString()
