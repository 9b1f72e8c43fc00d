import { type SQLWrapper, sql } from 'drizzle-orm'

/**
 * A timestamptz as JSON.stringify writes a Date: UTC with milliseconds, the microseconds cut (as a
 * Date made from the driver's text cuts them; to_char's MS cuts too). For answers whose JSON text
 * the database writes and the server sends as it is.
 */
export const isoTimestamp = (value: SQLWrapper) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
