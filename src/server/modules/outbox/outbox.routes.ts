import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { listOutboxQuerySchema } from '../../../shared/schemas/outbox.ts'
import type { AppEnv } from '../../app-env.ts'
import { requirePermission } from '../../auth/guards.ts'
import { mailOutbox } from '../../db/schema/identity.ts'
import { validate } from '../../lib/validate.ts'

/**
 * The e-mail outbox for user managers: what the system sent, to whom and whether it was delivered
 * (the audit trail of invitations and sign-in links). With SMTP_URL, `attempts`, `lastError` and
 * `nextAttemptAt` show a delivery being retried; `?status=failed` lists the mail given up on.
 */
export const outboxRoutes = new Hono<AppEnv>()
  .use(requirePermission('USER_MANAGEMENT'))
  .get('/', validate('query', listOutboxQuerySchema), async (c) => {
    const { to, status, limit } = c.req.valid('query')
    const messages = await c
      .get('ctx')
      .db.select()
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
