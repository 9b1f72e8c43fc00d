import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { authed, describeAccess, requireSession, rolesRule } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { validate } from '#server/lib/validate'
import { hasAnyRole } from '#shared/auth/permissions'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import {
  listManagedNewsQuerySchema,
  newsArticleInputSchema,
  newsArticleUpdateSchema,
  newsIdParamSchema,
  publishNewsInputSchema,
} from '#shared/schemas/news'
import {
  changeNewsPublication,
  createNews,
  deleteNews,
  getNewsForManagers,
  listNewsForManagers,
  newsDealerOptions,
  newsReadStats,
  updateNews,
} from './news-admin.service.ts'

/** 403 unless the caller manages news (issue 9: admin, super_admin, trainer). */
const requireNewsManager = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!hasAnyRole(authed(c.get('ctx')).actor.roles, NEWS_MANAGER_ROLES)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
    }
    await next()
  }),
  rolesRule('News managers', (roles) => hasAnyRole(roles, NEWS_MANAGER_ROLES)),
)

const idParam = validate('param', newsIdParamSchema)

/** Managing news: every article whatever its state or audience, with read statistics. */
export const newsAdminRoutes = new Hono<AppEnv>()
  .use(requireSession, requireNewsManager)
  .get('/', validate('query', listManagedNewsQuerySchema), async (c) =>
    c.json(await listNewsForManagers(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/dealer-options', async (c) => c.json(await newsDealerOptions(authed(c.get('ctx')))))
  .post('/', validate('json', newsArticleInputSchema), async (c) =>
    c.json(await createNews(authed(c.get('ctx')), c.req.valid('json')), 201),
  )
  .get('/:id', idParam, async (c) =>
    c.json(await getNewsForManagers(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .put('/:id', idParam, validate('json', newsArticleUpdateSchema), async (c) =>
    c.json(await updateNews(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/publish', idParam, validate('json', publishNewsInputSchema), async (c) => {
    const { publishAt } = c.req.valid('json')
    return c.json(
      await changeNewsPublication(
        authed(c.get('ctx')),
        c.req.valid('param').id,
        publishAt ? { status: 'scheduled', publishAt } : { status: 'published' },
      ),
    )
  })
  .post('/:id/unpublish', idParam, async (c) =>
    c.json(await changeNewsPublication(authed(c.get('ctx')), c.req.valid('param').id, { status: 'draft' })),
  )
  .get('/:id/stats', idParam, async (c) =>
    c.json(await newsReadStats(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .delete('/:id', idParam, async (c) =>
    c.json(await deleteNews(authed(c.get('ctx')), c.req.valid('param').id)),
  )
