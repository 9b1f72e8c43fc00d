import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { requirePermission } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { listOutboxQuerySchema } from '#shared/schemas/outbox'
import { listOutbox } from './outbox.service.ts'

/**
 * The e-mail outbox for user managers: what the system sent, to whom and whether it was delivered
 * (the audit trail of invitations and sign-in links). With SMTP_URL, `attempts`, `lastError` and
 * `nextAttemptAt` show a delivery being retried; `?status=failed` lists the mail given up on.
 */
export const outboxRoutes = new Hono<AppEnv>()
  .use(requirePermission('USER_MANAGEMENT'))
  .get('/', validate('query', listOutboxQuerySchema), async (c) =>
    c.json(await listOutbox(c.get('ctx'), c.req.valid('query'))),
  )
