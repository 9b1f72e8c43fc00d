import { Hono } from 'hono'
import { isAdminLevel } from '../../../shared/auth/permissions.ts'
import { auditFilterSchema, listAuditQuerySchema } from '../../../shared/schemas/audit-log.ts'
import type { AppEnv } from '../../app-env.ts'
import { describedGuard, rolesRule } from '../../auth/guards.ts'
import { csvDownloadHeaders } from '../../lib/csv.ts'
import { validate } from '../../lib/validate.ts'
import { requireAdminLevel } from '../health/require-admin-level.ts'
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
