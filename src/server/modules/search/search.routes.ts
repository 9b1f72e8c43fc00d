import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requireSession } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { searchQuerySchema } from '#shared/schemas/search'
import { searchVisibleContent } from './search.service.ts'

// Every signed-in user may search; what they find is scoped by the service, not by this route.
export const searchRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', validate('query', searchQuerySchema), async (c) =>
    c.json(await searchVisibleContent(authed(c.get('ctx')), c.req.valid('query'))),
  )
