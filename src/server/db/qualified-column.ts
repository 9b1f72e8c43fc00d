import { getTableName, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * A column with its table name, for correlated subqueries: Drizzle leaves columns unqualified in
 * single-table queries, where "id" inside a subquery would mean the subquery's own id.
 */
export const qualifiedColumn = (column: AnyPgColumn) =>
  sql.raw(`"${getTableName(column.table)}"."${column.name}"`)
