import { Hono } from 'hono'
import { listNewsQuerySchema, newsIdParamSchema } from '../../../shared/schemas/news.ts'
import type { AppEnv } from '../../app-env.ts'
import { authed, requireSession } from '../../auth/guards.ts'
import { validate } from '../../lib/validate.ts'
import { listLatestNews, markNewsRead, unreadNewsCount } from './news.service.ts'

// The reading side of news (dashboard widget, unread badge). Every signed-in user reads what
// newsVisibleTo lets them see; managing news comes with issue 9.
export const newsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', validate('query', listNewsQuerySchema), async (c) =>
    c.json(await listLatestNews(authed(c.var.ctx), c.req.valid('query'))),
  )
  .get('/unread-count', async (c) => c.json(await unreadNewsCount(authed(c.var.ctx))))
  .post('/:id/read', validate('param', newsIdParamSchema), async (c) =>
    c.json(await markNewsRead(authed(c.var.ctx), c.req.valid('param').id)),
  )
