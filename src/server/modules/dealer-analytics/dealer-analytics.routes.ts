import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { authed, describeAccess, requireSession, rolesRule } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { csvDownloadHeaders } from '#server/lib/csv'
import { validate } from '#server/lib/validate'
import { canOpenPage } from '#shared/auth/page-access'
import { dealerAnalyticsQuerySchema } from '#shared/schemas/dealer-analytics'
import { buildDealerAnalytics, dealerAnalyticsCsv } from './dealer-analytics.service.ts'

/**
 * Spec §2.3: Dealer Analytics is for admin, super_admin and trainer. The figures span every dealer,
 * so the API answers exactly the roles the page table lets open /dealer-analytics (403 otherwise).
 */
const requireDealerAnalyticsAccess = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!canOpenPage(authed(c.get('ctx')).actor.roles, '/dealer-analytics'))
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
    await next()
  }),
  rolesRule('The roles that may open the /dealer-analytics page', (roles) =>
    canOpenPage(roles, '/dealer-analytics'),
  ),
)

export const dealerAnalyticsRoutes = new Hono<AppEnv>()
  .use(requireSession, requireDealerAnalyticsAccess)
  .get('/', validate('query', dealerAnalyticsQuerySchema), async (c) =>
    c.json(await buildDealerAnalytics(authed(c.get('ctx')), c.req.valid('query').period)),
  )
  .get('/export.csv', validate('query', dealerAnalyticsQuerySchema), async (c) => {
    const report = await buildDealerAnalytics(authed(c.get('ctx')), c.req.valid('query').period)
    const fileName = `dealer-analytics-${report.period.days}d-${report.period.to.slice(0, 10)}.csv`
    return c.body(dealerAnalyticsCsv(report), 200, csvDownloadHeaders(fileName))
  })
