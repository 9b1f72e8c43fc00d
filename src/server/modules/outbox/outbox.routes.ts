import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { listOutboxQuerySchema } from '../../../shared/schemas/outbox.ts'
import type { AppEnv } from '../../app-env.ts'
import { requirePermission } from '../../auth/guards.ts'
import { mailOutbox } from '../../db/schema/identity.ts'
import { validate } from '../../lib/validate.ts'

/**
 * The e-mail outbox for user managers: what the system sent, to whom and whether it was delivered
 * (the audit trail of invitations and sign-in links).
 */
export const outboxRoutes = new Hono<AppEnv>()
  .use(requirePermission('USER_MANAGEMENT'))
  .get('/', validate('query', listOutboxQuerySchema), async (c) => {
    const { to, limit } = c.req.valid('query')
    const messages = await c.var.ctx.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.toAddress, to) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit)
    return c.json({ messages })
  })
