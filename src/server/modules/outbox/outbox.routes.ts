import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { requirePermission } from '#server/auth/guards'
import { mailOutbox } from '#server/db/schema/identity'
import { validate } from '#server/lib/validate'
import { listOutboxQuerySchema } from '#shared/schemas/outbox'

/**
 * The e-mail outbox for user managers: what the system sent, to whom and whether it was delivered
 * (the audit trail of invitations and sign-in links). With SMTP_URL, `attempts`, `lastError` and
 * `nextAttemptAt` show a delivery being retried; `?status=failed` lists the mail given up on.
 * Issue 32: the bodies keep secret links hidden and the sealed copy is never selected, so no reader
 * of the outbox can sign in as a recipient.
 */
const { sealedLink: _sealed, ...shownColumns } = getTableColumns(mailOutbox)

export const outboxRoutes = new Hono<AppEnv>()
  .use(requirePermission('USER_MANAGEMENT'))
  .get('/', validate('query', listOutboxQuerySchema), async (c) => {
    const { to, status, limit } = c.req.valid('query')
    const messages = await c
      .get('ctx')
      .db.select(shownColumns)
      .from(mailOutbox)
      .where(
        and(
          to ? eq(mailOutbox.toAddress, to) : undefined,
          status ? eq(mailOutbox.status, status) : undefined,
        ),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit)
    return c.json({ messages })
  })
