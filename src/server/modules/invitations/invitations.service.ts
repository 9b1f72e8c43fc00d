import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { hasPermission, isAdminLevel } from '../../../shared/auth/permissions.ts'
import { DEALER_ROLES, formatRoleName } from '../../../shared/auth/roles.ts'
import type { AcceptInvitationInput } from '../../../shared/schemas/auth.ts'
import {
  type CreateInvitationInput,
  INVALID_INVITATION_MESSAGE,
} from '../../../shared/schemas/invitations.ts'
import type { AuthedContext, ServiceContext } from '../../app-env.ts'
import { createCredentialUser } from '../../auth/credential-user.ts'
import { user } from '../../db/schema/auth.ts'
import { dealers } from '../../db/schema/dealers.ts'
import { employeeInvitations } from '../../db/schema/identity.ts'
import { AppError } from '../../lib/app-error.ts'
import { invitationMail } from '../../mail/templates.ts'

const isDealerRole = (role: string) => (DEALER_ROLES as readonly string[]).includes(role)

/**
 * Who may invite whom: user managers invite anyone (super_admin only by a super_admin); dealer
 * managers (DEALER_MANAGEMENT) invite dealer staff. Dealer roles need a dealer.
 */
function assertMayInvite(ctx: AuthedContext, input: CreateInvitationInput) {
  const roles = ctx.actor.roles
  if (input.role === 'super_admin' && !roles.includes('super_admin')) {
    throw new AppError('FORBIDDEN', 'Only a super admin can invite a super admin.')
  }
  const mayInvite = isDealerRole(input.role)
    ? hasPermission(roles, 'USER_MANAGEMENT') || hasPermission(roles, 'DEALER_MANAGEMENT')
    : isAdminLevel(roles)
  if (!mayInvite) throw new AppError('FORBIDDEN', 'You do not have permission to invite this role.')
  if (isDealerRole(input.role) && !input.dealerId) {
    throw new AppError('VALIDATION_FAILED', 'dealerId: Dealer staff must belong to a dealer')
  }
}

export async function createInvitation(ctx: AuthedContext, input: CreateInvitationInput, baseUrl: string) {
  assertMayInvite(ctx, input)
  const { db } = ctx
  const dealer = input.dealerId
    ? (await db.select().from(dealers).where(eq(dealers.id, input.dealerId)))[0]
    : undefined
  if (input.dealerId && !dealer) throw new AppError('NOT_FOUND', 'Dealer not found')

  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email))
  if (existing) throw new AppError('CONFLICT', 'A user with this e-mail already exists.')

  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ctx.env.INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000)
  const [invitation] = await db
    .insert(employeeInvitations)
    .values({
      invitationToken: token,
      email: input.email,
      fullName: input.fullName,
      role: input.role,
      dealerId: dealer?.id ?? null,
      invitedBy: ctx.actor.userId,
      expiresAt,
    })
    .returning()

  const inviteUrl = `${baseUrl}/invite/${token}`
  await ctx.mailer.send(
    invitationMail(input.email, inviteUrl, {
      fullName: input.fullName,
      roleLabel: formatRoleName(input.role),
      dealerName: dealer?.name,
      expiresAt,
    }),
  )
  return {
    id: invitation.id,
    email: invitation.email,
    fullName: invitation.fullName,
    role: invitation.role,
    dealerId: invitation.dealerId,
    status: invitation.status,
    expiresAt: invitation.expiresAt.toISOString(),
    inviteUrl,
  }
}

/** Spec §5: valid only if the token matches, the status is pending and it has not expired. */
export async function getPendingInvitation(ctx: ServiceContext, token: string) {
  const [row] = await ctx.db
    .select({
      invitation: employeeInvitations,
      dealer: { name: dealers.name, dealerCode: dealers.dealerCode },
    })
    .from(employeeInvitations)
    .leftJoin(dealers, eq(dealers.id, employeeInvitations.dealerId))
    .where(
      and(
        eq(employeeInvitations.invitationToken, token),
        eq(employeeInvitations.status, 'pending'),
        sql`${employeeInvitations.expiresAt} > now()`,
      ),
    )
  if (!row) throw new AppError('NOT_FOUND', INVALID_INVITATION_MESSAGE)
  return {
    fullName: row.invitation.fullName,
    email: row.invitation.email,
    role: row.invitation.role,
    dealer: row.dealer?.name ? row.dealer : null,
    expiresAt: row.invitation.expiresAt.toISOString(),
  }
}

/**
 * Creates the account with the invited role and dealer link and marks the invitation accepted, in
 * one transaction. The row is locked so two submissions of one token cannot both succeed.
 */
export async function acceptInvitation(ctx: ServiceContext, token: string, input: AcceptInvitationInput) {
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.invitationToken, token))
      .for('update')
    if (!invitation) throw new AppError('NOT_FOUND', INVALID_INVITATION_MESSAGE)
    if (invitation.status !== 'pending') throw new AppError('CONFLICT', INVALID_INVITATION_MESSAGE)
    if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', INVALID_INVITATION_MESSAGE)

    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, invitation.email))
    if (existing)
      throw new AppError('CONFLICT', 'An account with this e-mail already exists. Please sign in.')

    const [firstName, ...rest] = invitation.fullName.trim().split(/\s+/)
    const created = await createCredentialUser(tx, {
      email: invitation.email,
      password: input.password,
      firstName,
      lastName: rest.join(' ') || null,
      roles: [invitation.role],
      dealerIds: invitation.dealerId ? [invitation.dealerId] : [],
      // The invitation reached this address, so it is confirmed.
      emailVerified: true,
      signupMethod: 'invitation',
    })
    await tx
      .update(employeeInvitations)
      .set({ status: 'accepted', acceptedAt: new Date(), acceptedUserId: created.id })
      .where(eq(employeeInvitations.id, invitation.id))
    return { userId: created.id, email: invitation.email }
  })
}
