import { Hono } from 'hono'
import { botAnalyticsQuerySchema } from '../../../shared/schemas/bots.ts'
import type { AppEnv } from '../../app-env.ts'
import { authed, requirePermission } from '../../auth/guards.ts'
import { validate } from '../../lib/validate.ts'
import { getBotAnalytics } from './bot-analytics.service.ts'

/** /bots/:botId/analytics (spec §2.18), for bot managers like the rest of the bot screens. */
export const botAnalyticsRoutes = new Hono<AppEnv>()
  .use(requirePermission('BOT_MANAGEMENT'))
  .get('/:botId', validate('query', botAnalyticsQuerySchema), async (c) =>
    c.json(await getBotAnalytics(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('query'))),
  )
