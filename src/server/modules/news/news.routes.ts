import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requireSession } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { listNewsQuerySchema, newsIdParamSchema } from '#shared/schemas/news'
import { getVisibleNewsArticle, listLatestNews, markNewsRead, unreadNewsCount } from './news.service.ts'
import { newsAdminRoutes } from './news-admin.routes.ts'

// The reading side of news (dashboard widget, unread badge, news centre). Every signed-in user reads
// what newsVisibleTo lets them see; /manage is the managers' side (news-admin.routes.ts).
export const newsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  // Mounted before '/:id' so 'manage' is never read as an article id.
  .route('/manage', newsAdminRoutes)
  .get('/', validate('query', listNewsQuerySchema), async (c) =>
    c.json(await listLatestNews(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/unread-count', async (c) => c.json(await unreadNewsCount(authed(c.get('ctx')))))
  .get('/:id', validate('param', newsIdParamSchema), async (c) =>
    c.json(await getVisibleNewsArticle(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .post('/:id/read', validate('param', newsIdParamSchema), async (c) =>
    c.json(await markNewsRead(authed(c.get('ctx')), c.req.valid('param').id)),
  )
