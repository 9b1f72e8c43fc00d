import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { authed, describeAccess, requireSession } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { validate } from '#server/lib/validate'
import {
  NO_USER_LOGGED_IN_MESSAGE,
  setPasswordInputSchema,
  updateProfileInputSchema,
} from '#shared/schemas/profile'
import { getCurrentUser, setFirstPassword, updateProfile } from './me.service.ts'

/** Spec §5: a profile update without a session is refused with 'No user logged in'. */
const requireUserForProfile = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('ctx').actor) throw new AppError('UNAUTHENTICATED', NO_USER_LOGGED_IN_MESSAGE)
    await next()
  }),
  { kind: 'session' },
)

// Everything here is about the caller's own account: the session is the only scope.
export const meRoutes = new Hono<AppEnv>()
  .get('/', requireSession, async (c) => c.json(await getCurrentUser(authed(c.get('ctx')))))
  .patch('/', requireUserForProfile, validate('json', updateProfileInputSchema), async (c) =>
    c.json(await updateProfile(authed(c.get('ctx')), c.req.valid('json'))),
  )
  .post('/password', requireSession, validate('json', setPasswordInputSchema), async (c) =>
    c.json(await setFirstPassword(authed(c.get('ctx')), c.req.valid('json'))),
  )
