import type { Column, SQL } from 'drizzle-orm'
import { inArray, sql } from 'drizzle-orm'

/**
 * Whose dealer rows a caller reads: 'all' for staff who read every dealer, otherwise the caller's own
 * dealer ids (readableDealerScope in shared/auth/permissions.ts builds it from the actor).
 */
export type DealerScope = 'all' | readonly string[]

/**
 * The condition that keeps rows whose dealer column is in scope. Every query that reads dealer rows
 * takes the scope as a required argument and filters with this, so a dealer user's request can only
 * ever reach rows of their own dealers.
 */
export function dealerScopeFilter(column: Column, scope: DealerScope): SQL | undefined {
  if (scope === 'all') return undefined
  // An empty list must match nothing, not everything.
  return scope.length > 0 ? inArray(column, [...scope]) : sql`false`
}
