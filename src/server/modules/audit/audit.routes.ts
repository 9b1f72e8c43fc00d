import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { describedGuard, rolesRule } from '#server/auth/guards'
import { csvDownloadHeaders } from '#server/lib/csv'
import { validate } from '#server/lib/validate'
import { requireAdminLevel } from '#server/modules/health/require-admin-level'
import { isAdminLevel } from '#shared/auth/permissions'
import { auditFilterSchema, listAuditQuerySchema } from '#shared/schemas/audit-log'
import { exportAuditCsv, getAuditFilterOptions, listAudit } from './audit.service.ts'

// Issue 11 audit log view: every row of audit_log, for admin-level roles (spec §6).
export const auditRoutes = new Hono<AppEnv>()
  .use(describedGuard(requireAdminLevel, rolesRule('Admin-level roles', isAdminLevel)))
  .get('/', validate('query', listAuditQuerySchema), async (c) =>
    c.json(await listAudit(c.get('ctx'), c.req.valid('query'))),
  )
  .get('/filters', async (c) => c.json(await getAuditFilterOptions(c.get('ctx'))))
  .get('/export.csv', validate('query', auditFilterSchema), async (c) => {
    const { csv, fileName } = await exportAuditCsv(c.get('ctx'), c.req.valid('query'))
    return c.body(csv, 200, csvDownloadHeaders(fileName))
  })
