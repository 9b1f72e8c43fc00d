import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { dealers } from '../../db/schema/dealers.ts'

/** 'all' for staff who may read every dealer, otherwise the caller's own dealer ids. */
export type DealerScope = 'all' | readonly string[]

function scopeFilter(scope: DealerScope): SQL | undefined {
  if (scope === 'all') return undefined
  // An empty list must match nothing, not everything.
  return scope.length > 0
    ? inArray(dealers.id, [...scope])
    : eq(dealers.id, '00000000-0000-0000-0000-000000000000')
}

export async function listDealers(
  db: Executor,
  params: {
    scope: DealerScope
    search?: string
    status?: 'active' | 'onboarding' | 'inactive'
    limit: number
    offset: number
  },
) {
  const pattern = params.search ? `%${params.search.replace(/[\\%_]/g, '\\$&')}%` : undefined
  return db
    .select()
    .from(dealers)
    .where(
      and(
        scopeFilter(params.scope),
        params.status ? eq(dealers.status, params.status) : undefined,
        pattern
          ? or(
              ilike(dealers.name, pattern),
              ilike(dealers.dealerCode, pattern),
              ilike(dealers.city, pattern),
              ilike(dealers.country, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(dealers.createdAt), dealers.name)
    .limit(params.limit)
    .offset(params.offset)
}

export async function findDealer(db: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await db
    .select()
    .from(dealers)
    .where(and(scopeFilter(params.scope), eq(dealers.id, params.id)))
  return row
}
