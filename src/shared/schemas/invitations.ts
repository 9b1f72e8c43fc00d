import { z } from 'zod'
import { ROLES } from '#shared/auth/roles'

export const createInvitationInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  role: z.enum(ROLES),
  dealerId: z.string().uuid('Unknown dealer').nullish(),
})
export type CreateInvitationInput = z.infer<typeof createInvitationInputSchema>

export const INVALID_INVITATION_MESSAGE = 'Invalid or expired invitation'

export const invitationIdParamSchema = z.object({ id: z.string().uuid('Invitation not found') })

/**
 * The states a list shows. 'expired' is derived: a pending row whose expiry has passed (the stored
 * status stays 'pending' until someone resends or revokes it).
 */
export const INVITATION_VIEW_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const
export type InvitationViewStatus = (typeof INVITATION_VIEW_STATUSES)[number]

/** GET /api/invitations: one dealer's invitations, or (user managers) every invitation. */
export const listInvitationsQuerySchema = z.object({
  dealerId: z.string().uuid('Dealer not found').optional(),
  /** 'open' = pending or expired: the ones someone can still resend or revoke. */
  status: z.enum(['open', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
})
export type ListInvitationsQuery = z.infer<typeof listInvitationsQuerySchema>

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the server's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  dealerId: z.string().nullable(),
  status: z.enum(INVITATION_VIEW_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
})
export type InvitationDto = z.infer<typeof invitationSchema>

/** GET /api/invitations: with the dealer and who invited (name, or e-mail). */
export const invitationListResponseSchema = z.object({
  invitations: z.array(
    invitationSchema.extend({
      dealer: z.object({ id: z.string(), name: z.string(), dealerCode: z.string() }).nullable(),
      invitedBy: z.string().nullable(),
    }),
  ),
})
export type InvitationListResponse = z.infer<typeof invitationListResponseSchema>
