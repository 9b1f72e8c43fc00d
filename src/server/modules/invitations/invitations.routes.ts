import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { clientIp } from '#server/auth/auth-routes'
import { authed, checkedByService, publicRoute, requireSession } from '#server/auth/guards'
import { idempotent } from '#server/lib/idempotency'
import { createRateLimiter, enforceRateLimit, type RateLimitRule } from '#server/lib/rate-limiter'
import { validate } from '#server/lib/validate'
import { acceptInvitationSchema, invitationTokenSchema } from '#shared/schemas/auth'
import {
  createInvitationInputSchema,
  invitationIdParamSchema,
  listInvitationsQuerySchema,
} from '#shared/schemas/invitations'
import {
  acceptInvitation,
  createInvitation,
  getPendingInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.ts'

// The rules of invitations.service.ts, for the API description (the service enforces them).
const mayList = checkedByService({
  kind: 'rule',
  description:
    "User managers for every invitation; with `dealerId`, whoever sees that dealer's people (staff who " +
    'read every dealer, DEALER_MANAGEMENT, its own dealer managers)',
})
const mayInvite = checkedByService({
  kind: 'rule',
  description:
    "Dealer roles: whoever runs that dealer's people (user managers, DEALER_MANAGEMENT, its own dealer " +
    'managers); staff roles: user managers; super_admin: a super admin only',
})

export function createInvitationRoutes(options: {
  baseUrl: string
  acceptLimit: RateLimitRule
  limitsEnabled: boolean
}) {
  const acceptLimiter = createRateLimiter('invitationAcceptPerIp', options.acceptLimit)

  return (
    new Hono<AppEnv>()
      // Staff and dealer managers list, invite, resend and revoke; the service decides for which
      // dealer and which roles (403 otherwise, 404 for a dealer they cannot see).
      .get('/', requireSession, mayList, validate('query', listInvitationsQuerySchema), async (c) =>
        c.json(await listInvitations(authed(c.get('ctx')), c.req.valid('query'))),
      )
      .post(
        '/',
        requireSession,
        mayInvite,
        validate('json', createInvitationInputSchema),
        idempotent,
        async (c) =>
          c.json(await createInvitation(authed(c.get('ctx')), c.req.valid('json'), options.baseUrl), 201),
      )
      .post('/:id/resend', requireSession, mayInvite, validate('param', invitationIdParamSchema), async (c) =>
        c.json(await resendInvitation(authed(c.get('ctx')), c.req.valid('param').id, options.baseUrl)),
      )
      .post('/:id/revoke', requireSession, mayInvite, validate('param', invitationIdParamSchema), async (c) =>
        c.json(await revokeInvitation(authed(c.get('ctx')), c.req.valid('param').id)),
      )
      // Public: the invitation page reads who is invited before they have an account.
      .get('/:token', publicRoute, validate('param', invitationTokenSchema), async (c) =>
        c.json(await getPendingInvitation(c.get('ctx'), c.req.valid('param').token)),
      )
      .post(
        '/:token/accept',
        publicRoute,
        validate('param', invitationTokenSchema),
        validate('json', acceptInvitationSchema),
        async (c) => {
          if (options.limitsEnabled) await enforceRateLimit(c.get('ctx').db, acceptLimiter, clientIp(c))
          const result = await acceptInvitation(c.get('ctx'), c.req.valid('param').token, c.req.valid('json'))
          return c.json(result, 201)
        },
      )
  )
}
