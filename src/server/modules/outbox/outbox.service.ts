import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { ServiceContext } from '#server/app-env'
import { mailOutbox } from '#server/db/schema/identity'
import type { ListOutboxQuery, ListOutboxResponse } from '#shared/schemas/outbox'

/**
 * Issue 32: the bodies keep secret links hidden and the sealed copy is never selected, so no reader
 * of the outbox can sign in as a recipient.
 */
const { sealedLink: _sealed, ...shownColumns } = getTableColumns(mailOutbox)

const iso = (date: Date | null) => date?.toISOString() ?? null

/** The latest e-mails, newest first, optionally to one address or in one delivery status. */
export async function listOutbox(ctx: ServiceContext, query: ListOutboxQuery): Promise<ListOutboxResponse> {
  const rows = await ctx.db
    .select(shownColumns)
    .from(mailOutbox)
    .where(
      and(
        query.to ? eq(mailOutbox.toAddress, query.to) : undefined,
        query.status ? eq(mailOutbox.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(query.limit)
  return {
    messages: rows.map((row) => ({
      ...row,
      sentAt: iso(row.sentAt),
      nextAttemptAt: iso(row.nextAttemptAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  }
}
