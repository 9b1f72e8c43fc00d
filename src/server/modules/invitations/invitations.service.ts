import { createHash, randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { AuthedContext, ServiceContext } from '#server/app-env'
import type { Actor } from '#server/auth/actor'
import { claimUnconfirmedUser, createCredentialUser } from '#server/auth/credential-user'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { employeeInvitations } from '#server/db/schema/identity'
import { AppError } from '#server/lib/app-error'
import { recordAudit } from '#server/lib/audit'
import { invitationMail } from '#server/mail/templates'
import { canManageDealerPeople, canSeeDealerPeople } from '#server/modules/dealers/dealers.service'
import { canReadAllDealers, hasPermission } from '#shared/auth/permissions'
import { DEALER_ROLES, formatRoleName, type Role } from '#shared/auth/roles'
import type { AcceptInvitationInput } from '#shared/schemas/auth'
import {
  type CreateInvitationInput,
  INVALID_INVITATION_MESSAGE,
  type InvitationDto,
  type InvitationListResponse,
  type InvitationViewStatus,
  type ListInvitationsQuery,
} from '#shared/schemas/invitations'
import {
  confirmedUserExistsWithEmail,
  findDealerById,
  findInvitationById,
  hasLivePendingInvitation,
  type InvitationRow,
  listInvitationRows,
} from './invitations.queries.ts'

const isDealerRole = (role: string) => (DEALER_ROLES as readonly string[]).includes(role)

/** Dealer ids the caller can see at all; a dealer outside them answers 404 like an unknown one. */
function seesDealer(actor: Actor, dealerId: string) {
  return (
    canReadAllDealers(actor.roles) ||
    canManageDealerPeople(actor, dealerId) ||
    actor.dealerIds.includes(dealerId)
  )
}

/**
 * Who may invite (or resend, or revoke an invitation for) whom (decision 004, issue 8): dealer staff
 * by whoever runs that dealer's people (user managers, DEALER_MANAGEMENT, the dealer's own
 * dealer_manager); staff roles by user managers; super_admin only by a super_admin.
 */
function assertMayInviteRole(actor: Actor, role: Role, dealerId: string | null) {
  if (role === 'super_admin' && !actor.roles.includes('super_admin')) {
    throw new AppError('FORBIDDEN', 'Only a super admin can invite a super admin.')
  }
  const mayInvite = isDealerRole(role)
    ? dealerId !== null && canManageDealerPeople(actor, dealerId)
    : hasPermission(actor.roles, 'USER_MANAGEMENT')
  if (!mayInvite) throw new AppError('FORBIDDEN', 'You do not have permission to invite this role.')
}

async function loadDealerFor(ctx: AuthedContext, dealerId: string | null | undefined) {
  if (!dealerId) return undefined
  const dealer = await findDealerById(ctx.db, dealerId)
  if (!dealer || !seesDealer(ctx.actor, dealerId)) throw new AppError('NOT_FOUND', 'Dealer not found')
  return dealer
}

/**
 * Issue 32: the invitation's token is kept only as its hash, so nobody who reads the database (or a
 * backup) can accept an invitation; the link with the token itself goes only into the invitee's mail.
 */
export function invitationTokenHash(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

function newToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: invitationTokenHash(token) }
}

function expiryFromNow(ctx: ServiceContext) {
  return new Date(Date.now() + ctx.env.INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000)
}

async function sendInvitationMail(
  ctx: ServiceContext,
  baseUrl: string,
  invitation: InvitationRow,
  token: string,
  dealerName: string | undefined,
) {
  const inviteUrl = `${baseUrl}/invite/${token}`
  await ctx.mailer.send(
    invitationMail(invitation.email, inviteUrl, {
      fullName: invitation.fullName,
      roleLabel: formatRoleName(invitation.role),
      dealerName,
      expiresAt: invitation.expiresAt,
    }),
  )
  return inviteUrl
}

function viewStatusOf(invitation: InvitationRow): InvitationViewStatus {
  if (invitation.status === 'pending' && invitation.expiresAt.getTime() <= Date.now()) return 'expired'
  return invitation.status
}

function toInvitationDto(invitation: InvitationRow): InvitationDto {
  return {
    id: invitation.id,
    email: invitation.email,
    fullName: invitation.fullName,
    role: invitation.role,
    dealerId: invitation.dealerId,
    status: viewStatusOf(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  }
}

export async function createInvitation(ctx: AuthedContext, input: CreateInvitationInput, baseUrl: string) {
  if (isDealerRole(input.role) && !input.dealerId) {
    throw new AppError('VALIDATION_FAILED', 'dealerId: Dealer staff must belong to a dealer', {
      issues: [{ path: 'dealerId', message: 'Dealer staff must belong to a dealer' }],
    })
  }
  const dealer = await loadDealerFor(ctx, input.dealerId)
  assertMayInviteRole(ctx.actor, input.role, dealer?.id ?? null)

  const { token, hash } = newToken()
  const invitation = await ctx.db.transaction(async (tx) => {
    // Issue 32: the e-mail's pending invitation is the natural key. Its expiry is a time, which a
    // unique index cannot hold, so requests for one address take turns on a lock for it and the
    // second (a double submit) sees the first one's invitation: 409, never two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invitation:' || lower(${input.email})))`)
    if (await confirmedUserExistsWithEmail(tx, input.email)) {
      throw new AppError('CONFLICT', 'A user with this e-mail already exists.')
    }
    if (await hasLivePendingInvitation(tx, input.email)) {
      throw new AppError('CONFLICT', 'An invitation to this e-mail is already pending. Resend it instead.')
    }
    const [row] = await tx
      .insert(employeeInvitations)
      .values({
        invitationToken: hash,
        email: input.email,
        fullName: input.fullName,
        role: input.role,
        dealerId: dealer?.id ?? null,
        invitedBy: ctx.actor.userId,
        expiresAt: expiryFromNow(ctx),
      })
      .returning()
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'invitation.create',
      entityType: 'invitation',
      entityId: row.id,
      dealerId: row.dealerId,
      details: { email: row.email, fullName: row.fullName, role: row.role },
    })
    return row
  })
  const inviteUrl = await sendInvitationMail(ctx, baseUrl, invitation, token, dealer?.name)
  return { ...toInvitationDto(invitation), inviteUrl }
}

/** The invitation, if the caller may act on it: 404 when they cannot see it, 403 when they may not act. */
async function loadManageableInvitation(ctx: AuthedContext, tx: Executor, id: string) {
  const invitation = await findInvitationById(tx, id, { forUpdate: true })
  if (!invitation) throw new AppError('NOT_FOUND', 'Invitation not found')
  const visible = invitation.dealerId
    ? seesDealer(ctx.actor, invitation.dealerId)
    : hasPermission(ctx.actor.roles, 'USER_MANAGEMENT')
  if (!visible) throw new AppError('NOT_FOUND', 'Invitation not found')
  assertMayInviteRole(ctx.actor, invitation.role, invitation.dealerId)
  if (invitation.status === 'accepted') {
    throw new AppError('CONFLICT', 'This invitation has already been accepted.')
  }
  if (invitation.status === 'revoked') throw new AppError('CONFLICT', 'This invitation has been revoked.')
  return invitation
}

/** A new link (the old one stops working), a fresh expiry and the e-mail again. */
export async function resendInvitation(ctx: AuthedContext, id: string, baseUrl: string) {
  const { token, hash } = newToken()
  const { invitation, dealerName } = await ctx.db.transaction(async (tx) => {
    const current = await loadManageableInvitation(ctx, tx, id)
    if (await confirmedUserExistsWithEmail(tx, current.email)) {
      throw new AppError('CONFLICT', 'A user with this e-mail already exists.')
    }
    const [row] = await tx
      .update(employeeInvitations)
      .set({ invitationToken: hash, expiresAt: expiryFromNow(ctx), status: 'pending' })
      .where(eq(employeeInvitations.id, id))
      .returning()
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'invitation.resend',
      entityType: 'invitation',
      entityId: row.id,
      dealerId: row.dealerId,
      details: { email: row.email, role: row.role },
    })
    const dealer = row.dealerId ? await findDealerById(tx, row.dealerId) : undefined
    return { invitation: row, dealerName: dealer?.name }
  })
  const inviteUrl = await sendInvitationMail(ctx, baseUrl, invitation, token, dealerName)
  return { ...toInvitationDto(invitation), inviteUrl }
}

export async function revokeInvitation(ctx: AuthedContext, id: string) {
  const invitation = await ctx.db.transaction(async (tx) => {
    await loadManageableInvitation(ctx, tx, id)
    const [row] = await tx
      .update(employeeInvitations)
      .set({ status: 'revoked' })
      .where(eq(employeeInvitations.id, id))
      .returning()
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'invitation.revoke',
      entityType: 'invitation',
      entityId: row.id,
      dealerId: row.dealerId,
      details: { email: row.email, role: row.role },
    })
    return row
  })
  return toInvitationDto(invitation)
}

/** One dealer's invitations (whoever sees that dealer's people) or every invitation (user managers). */
export async function listInvitations(
  ctx: AuthedContext,
  query: ListInvitationsQuery,
): Promise<InvitationListResponse> {
  if (query.dealerId) {
    if (!seesDealer(ctx.actor, query.dealerId) || !(await findDealerById(ctx.db, query.dealerId))) {
      throw new AppError('NOT_FOUND', 'Dealer not found')
    }
    if (!canSeeDealerPeople(ctx.actor, query.dealerId)) {
      throw new AppError('FORBIDDEN', "You do not have permission to see this dealer's people.")
    }
  } else if (!hasPermission(ctx.actor.roles, 'USER_MANAGEMENT')) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
  }
  const rows = await listInvitationRows(ctx.db, {
    dealerId: query.dealerId ?? null,
    open: query.status === 'open',
    limit: query.limit,
  })
  return {
    invitations: rows.map((row) => ({
      ...toInvitationDto(row.invitation),
      dealer: row.dealer?.id ? row.dealer : null,
      invitedBy: row.invitedBy?.email
        ? [row.invitedBy.firstName, row.invitedBy.lastName].filter(Boolean).join(' ') || row.invitedBy.email
        : null,
    })),
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
        eq(employeeInvitations.invitationToken, invitationTokenHash(token)),
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
  const accepted = await ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.invitationToken, invitationTokenHash(token)))
      .for('update')
    if (!invitation) throw new AppError('NOT_FOUND', INVALID_INVITATION_MESSAGE)
    if (invitation.status !== 'pending') throw new AppError('CONFLICT', INVALID_INVITATION_MESSAGE)
    if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', INVALID_INVITATION_MESSAGE)

    const [existing] = await tx
      .select({ id: user.id, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, invitation.email))
      .for('update')
    if (existing?.emailVerified)
      throw new AppError('CONFLICT', 'An account with this e-mail already exists. Please sign in.')

    const [firstName, ...rest] = invitation.fullName.trim().split(/\s+/)
    const account = {
      password: input.password,
      firstName,
      lastName: rest.join(' ') || null,
      roles: [invitation.role],
      dealerIds: invitation.dealerId ? [invitation.dealerId] : [],
      signupMethod: 'invitation' as const,
    }
    // The invitation reached this address, so it is confirmed; an unconfirmed sign-up holding the
    // address never proved it, and the invitee takes that account over (issue 32).
    let created: { id: string }
    if (existing) {
      await claimUnconfirmedUser(tx, existing.id, account)
      created = { id: existing.id }
    } else {
      created = await createCredentialUser(tx, { ...account, email: invitation.email, emailVerified: true })
    }
    await tx
      .update(employeeInvitations)
      .set({ status: 'accepted', acceptedAt: new Date(), acceptedUserId: created.id })
      .where(eq(employeeInvitations.id, invitation.id))
    // On the new user's row: who invited them, with which role (the invitee is the actor).
    await recordAudit(tx, {
      actorId: created.id,
      action: 'invitation.accept',
      entityType: 'user',
      entityId: created.id,
      dealerId: invitation.dealerId,
      details: {
        invitationId: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        ...(existing ? { tookOverUnconfirmedSignUp: true } : {}),
      },
    })
    return { userId: created.id, email: invitation.email, claimed: Boolean(existing) }
  })
  // A taken-over sign-up's sessions were ended above; this instance forgets any it cached.
  if (accepted.claimed) ctx.authChanged(accepted.userId)
  return { userId: accepted.userId, email: accepted.email }
}
