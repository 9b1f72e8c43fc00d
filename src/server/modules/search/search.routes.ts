import { Hono } from 'hono'
import { searchQuerySchema } from '../../../shared/schemas/search.ts'
import type { AppEnv } from '../../app-env.ts'
import { authed, requireSession } from '../../auth/guards.ts'
import { validate } from '../../lib/validate.ts'
import { searchVisibleContent } from './search.service.ts'

// Every signed-in user may search; what they find is scoped by the service, not by this route.
export const searchRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', validate('query', searchQuerySchema), async (c) =>
    c.json(await searchVisibleContent(authed(c.get('ctx')), c.req.valid('query'))),
  )
