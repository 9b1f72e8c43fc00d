import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { authed, describeAccess, requireSession, rolesRule } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { validate } from '#server/lib/validate'
import { hasAnyRole } from '#shared/auth/permissions'
import { translationDraftInputSchema } from '#shared/schemas/translation-drafts'
import { CONTENT_EDITOR_ROLES } from './content-editors.ts'
import { draftTranslation } from './translation-draft.service.ts'

/** 403 unless the caller edits news, onboarding programs or bots; the service checks the kind. */
const requireContentEditor = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!hasAnyRole(authed(c.get('ctx')).actor.roles, CONTENT_EDITOR_ROLES)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
    }
    await next()
  }),
  rolesRule('Editors of news, onboarding programs or bots', (roles) =>
    hasAnyRole(roles, CONTENT_EDITOR_ROLES),
  ),
)

/** Issue 35 item 5: translation drafts for the editors of translatable content. */
export const translationRoutes = new Hono<AppEnv>()
  .use(requireSession, requireContentEditor)
  .post('/draft', validate('json', translationDraftInputSchema), async (c) =>
    c.json(await draftTranslation(authed(c.get('ctx')), c.req.valid('json'))),
  )
