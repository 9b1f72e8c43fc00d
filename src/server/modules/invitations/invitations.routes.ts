import { Hono } from 'hono'
import { acceptInvitationSchema, invitationTokenSchema } from '../../../shared/schemas/auth.ts'
import {
  createInvitationInputSchema,
  invitationIdParamSchema,
  listInvitationsQuerySchema,
} from '../../../shared/schemas/invitations.ts'
import type { AppEnv } from '../../app-env.ts'
import { clientIp } from '../../auth/auth-routes.ts'
import { authed, requireSession } from '../../auth/guards.ts'
import { createRateLimiter, enforceRateLimit, type RateLimitRule } from '../../lib/rate-limiter.ts'
import { validate } from '../../lib/validate.ts'
import {
  acceptInvitation,
  createInvitation,
  getPendingInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.ts'

export function createInvitationRoutes(options: {
  baseUrl: string
  acceptLimit: RateLimitRule
  limitsEnabled: boolean
}) {
  const acceptLimiter = createRateLimiter(options.acceptLimit)

  return (
    new Hono<AppEnv>()
      // Staff and dealer managers list, invite, resend and revoke; the service decides for which
      // dealer and which roles (403 otherwise, 404 for a dealer they cannot see).
      .get('/', requireSession, validate('query', listInvitationsQuerySchema), async (c) =>
        c.json(await listInvitations(authed(c.var.ctx), c.req.valid('query'))),
      )
      .post('/', requireSession, validate('json', createInvitationInputSchema), async (c) =>
        c.json(await createInvitation(authed(c.var.ctx), c.req.valid('json'), options.baseUrl), 201),
      )
      .post('/:id/resend', requireSession, validate('param', invitationIdParamSchema), async (c) =>
        c.json(await resendInvitation(authed(c.var.ctx), c.req.valid('param').id, options.baseUrl)),
      )
      .post('/:id/revoke', requireSession, validate('param', invitationIdParamSchema), async (c) =>
        c.json(await revokeInvitation(authed(c.var.ctx), c.req.valid('param').id)),
      )
      // Public: the invitation page reads who is invited before they have an account.
      .get('/:token', validate('param', invitationTokenSchema), async (c) =>
        c.json(await getPendingInvitation(c.var.ctx, c.req.valid('param').token)),
      )
      .post(
        '/:token/accept',
        validate('param', invitationTokenSchema),
        validate('json', acceptInvitationSchema),
        async (c) => {
          if (options.limitsEnabled) enforceRateLimit(acceptLimiter, clientIp(c))
          const result = await acceptInvitation(c.var.ctx, c.req.valid('param').token, c.req.valid('json'))
          return c.json(result, 201)
        },
      )
  )
}
