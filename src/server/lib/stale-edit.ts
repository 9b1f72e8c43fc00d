import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { STALE_EDIT_MESSAGE, type StaleEditBody } from '#shared/schemas/stale-edit'
import { AppError } from './app-error.ts'

/**
 * Optimistic concurrency on `updated_at` (issue 32, decision 029).
 *
 * PostgreSQL keeps microseconds, a JavaScript Date milliseconds, so the version the client holds
 * is the stored value cut to milliseconds: the comparison cuts the column the same way.
 */
export function isVersion(column: AnyColumn, expectedUpdatedAt: string): SQL {
  return sql`date_trunc('milliseconds', ${column}) = ${new Date(expectedUpdatedAt).toISOString()}::timestamptz`
}

/**
 * The next `updated_at` of a conditional update: now, but always at least a millisecond past the
 * version it replaces, so two saves in one millisecond (or on a server whose clock lags) still
 * leave a different version behind and the second of two stale saves cannot pass.
 */
export function nextVersion(column: AnyColumn, now = new Date()): SQL<Date> {
  return sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${column}) + interval '1 millisecond')`.mapWith(
    column,
  ) as SQL<Date>
}

/** Thrown inside a transaction when the conditional update matched no row: it rolls back. */
export class StaleVersion extends Error {
  constructor() {
    super('The record is not at the expected version')
    this.name = 'StaleVersion'
  }
}

/**
 * The early check of a write that reads the record first: a record already at another version is
 * stale without writing. The conditional UPDATE still decides the race after this read.
 */
export function assertVersion(updatedAt: Date, expectedUpdatedAt: string) {
  if (updatedAt.getTime() !== new Date(expectedUpdatedAt).getTime()) throw new StaleVersion()
}

/**
 * Runs a conditional write; when it found the record at another version (or gone), answers 404 for
 * a record that no longer exists and 409 STALE_EDIT with the record as it is now otherwise.
 */
export async function withStaleEditCheck<T, Current>(
  write: () => Promise<T>,
  explain: () => Promise<Omit<StaleEditBody<Current>, 'error'> | null>,
  notFoundMessage: string,
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error
    const details = await explain()
    if (!details) throw new AppError('NOT_FOUND', notFoundMessage)
    throw new AppError('STALE_EDIT', STALE_EDIT_MESSAGE, details)
  }
}
