import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { authed, describeAccess, requireSession, rolesRule } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { csvDownloadHeaders } from '#server/lib/csv'
import { validate } from '#server/lib/validate'
import { canOpenPage } from '#shared/auth/page-access'
import {
  platformAnalyticsExportQuerySchema,
  platformAnalyticsQuerySchema,
} from '#shared/schemas/platform-analytics'
import { platformAnalyticsCsv } from './platform-analytics.csv.ts'
import { buildPlatformAnalytics } from './platform-analytics.service.ts'

/**
 * Issue 11: /analytics is for admin, super_admin and trainer. The figures span the whole platform,
 * so the API answers exactly the roles the page table lets open /analytics (403 otherwise).
 */
const requireAnalyticsAccess = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!canOpenPage(authed(c.get('ctx')).actor.roles, '/analytics'))
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
    await next()
  }),
  rolesRule('The roles that may open the /analytics page', (roles) => canOpenPage(roles, '/analytics')),
)

export const platformAnalyticsRoutes = new Hono<AppEnv>()
  .use(requireSession, requireAnalyticsAccess)
  .get('/', validate('query', platformAnalyticsQuerySchema), async (c) =>
    c.json(await buildPlatformAnalytics(authed(c.get('ctx')).db, c.req.valid('query').period)),
  )
  .get('/export.csv', validate('query', platformAnalyticsExportQuerySchema), async (c) => {
    const { period, section } = c.req.valid('query')
    const report = await buildPlatformAnalytics(authed(c.get('ctx')).db, period)
    const fileName = `platform-analytics-${section ?? 'report'}-${period}d-${report.period.to.slice(0, 10)}.csv`
    return c.body(platformAnalyticsCsv(report, section), 200, csvDownloadHeaders(fileName))
  })
