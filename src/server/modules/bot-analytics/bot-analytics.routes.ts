import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requirePermission } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { botAnalyticsQuerySchema } from '#shared/schemas/bots'
import { getBotAnalytics } from './bot-analytics.service.ts'

/** /bots/:botId/analytics (spec §2.18), for bot managers like the rest of the bot screens. */
export const botAnalyticsRoutes = new Hono<AppEnv>()
  .use(requirePermission('BOT_MANAGEMENT'))
  .get('/:botId', validate('query', botAnalyticsQuerySchema), async (c) =>
    c.json(await getBotAnalytics(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('query'))),
  )
