import { type SQL, sql } from 'drizzle-orm'

/**
 * A correlated subquery as a selected value. Drizzle drops the table names of the columns written
 * directly in a single-table select's fields; nested in its own SQL the subquery keeps them, which
 * its joins and its correlation with the outer row need.
 */
export const scalar = <T>(query: SQL) => sql<T>`(${query})`
