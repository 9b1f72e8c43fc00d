import { z } from 'zod'
import { ROLES } from '../auth/roles.ts'

export const createInvitationInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  role: z.enum(ROLES),
  dealerId: z.string().uuid('Unknown dealer').nullish(),
})
export type CreateInvitationInput = z.infer<typeof createInvitationInputSchema>

export const INVALID_INVITATION_MESSAGE = 'Invalid or expired invitation'
