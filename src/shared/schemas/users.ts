import { z } from 'zod'
import { ROLES } from '#shared/auth/roles'

export const USER_STATUS_VALUES = ['active', 'deactivated'] as const
export type UserStatus = (typeof USER_STATUS_VALUES)[number]

export const USER_PAGE_SIZE = 25

export const userIdParamSchema = z.object({ id: z.string().trim().min(1).max(100) })

/** GET /api/users: search (name, e-mail), role and status filters, pagination (spec §2.1 /admin). */
export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum([...ROLES, 'none']).optional(),
  status: z.enum(USER_STATUS_VALUES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(USER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>

/** Grant a role; dealer roles may name the dealer to link the user to (needed when they have none). */
export const grantRoleInputSchema = z.object({
  role: z.enum(ROLES),
  dealerId: z.string().uuid('Dealer not found').nullish(),
})
export type GrantRoleInput = z.infer<typeof grantRoleInputSchema>

export const userRoleParamSchema = z.object({
  id: z.string().trim().min(1).max(100),
  role: z.enum(ROLES),
})

/** Shown by the sign-in form when a deactivated account tries to sign in. */
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'This account has been deactivated. Contact your administrator to have it reactivated.'
export const ACCOUNT_DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED'

/** The audit actions this issue records (spec: "every change is recorded: who, what, when"). */
export const AUDIT_ACTIONS = [
  'dealer.create',
  'dealer.update',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'invitation.accept',
  'user.role_grant',
  'user.role_remove',
  'user.deactivate',
  'user.reactivate',
  'document.upload',
  'document.resubmit',
  'document.approve',
  'document.reject',
  'document.delete',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the server's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

/** Who made an audited change, by name (or e-mail); null for the system. */
const auditActorSchema = z.object({ id: z.string(), name: z.string() }).nullable()

/** GET /api/users: one page of users with their roles, dealers and latest audited change. */
export const userListResponseSchema = z.object({
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      lastLogin: z.string().nullable(),
      deactivatedAt: z.string().nullable(),
      twoFactorEnabled: z.boolean(),
      createdAt: z.string(),
      roles: z.array(z.enum(ROLES)),
      dealers: z.array(z.object({ id: z.string(), name: z.string(), dealerCode: z.string() })),
      lastChange: z
        .object({
          action: z.string(),
          details: z.record(z.string(), z.unknown()),
          at: z.string(),
          actor: auditActorSchema,
        })
        .nullable(),
    }),
  ),
  total: z.number(),
})
export type UserListResponse = z.infer<typeof userListResponseSchema>

/** GET /api/users/:id/audit: the user's audited changes, newest first. */
export const userAuditResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      details: z.record(z.string(), z.unknown()),
      at: z.string(),
      actor: auditActorSchema,
    }),
  ),
})
export type UserAuditResponse = z.infer<typeof userAuditResponseSchema>
