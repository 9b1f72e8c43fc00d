import type { AuthedContext } from '#server/app-env'
import type { Actor } from '#server/auth/actor'
import type { Executor } from '#server/db/client'
import { AppError } from '#server/lib/app-error'
import { recordAudit } from '#server/lib/audit'
import { canManageDealerPeople } from '#server/modules/dealers/dealers.service'
import { mayChangeAccountStatus, mayChangeRole } from '#shared/auth/account-rules'
import { hasPermission, isAdminLevel } from '#shared/auth/permissions'
import { DEALER_ROLES, type Role } from '#shared/auth/roles'
import type {
  GrantRoleInput,
  ListUsersQuery,
  UserAuditResponse,
  UserListResponse,
} from '#shared/schemas/users'
import {
  dealerExists,
  deleteSessionsOf,
  deleteUserRole,
  findUserWithAccess,
  insertUserRole,
  latestAuditPerUser,
  linkUserToDealer,
  listUserAudit,
  listUsers as listUserRows,
  setDeactivatedAt,
} from './users.queries.ts'

type Target = NonNullable<Awaited<ReturnType<typeof findUserWithAccess>>>

const isDealerRole = (role: string) => (DEALER_ROLES as readonly string[]).includes(role)

function actorOf(row: {
  actorId: string | null
  actorEmail: string | null
  actorFirstName: string | null
  actorLastName: string | null
}) {
  if (!row.actorId) return null
  const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ')
  return { id: row.actorId, name: name || row.actorEmail || '' }
}

export async function listUsers(ctx: AuthedContext, query: ListUsersQuery): Promise<UserListResponse> {
  const { rows, total } = await listUserRows(ctx.db, query)
  const latest = new Map(
    (
      await latestAuditPerUser(
        ctx.db,
        rows.map((row) => row.id),
      )
    ).map((entry) => [entry.userId, entry]),
  )
  return {
    users: rows.map((row) => {
      const entry = latest.get(row.id)
      return {
        ...row,
        lastLogin: row.lastLogin?.toISOString() ?? null,
        deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        lastChange: entry
          ? {
              action: entry.action,
              details: entry.details ?? {},
              at: entry.createdAt.toISOString(),
              actor: actorOf(entry),
            }
          : null,
      }
    }),
    total,
  }
}

export async function getUserAudit(ctx: AuthedContext, userId: string): Promise<UserAuditResponse> {
  await loadTarget(ctx.db, userId)
  const rows = await listUserAudit(ctx.db, userId, 100)
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      details: row.details ?? {},
      at: row.createdAt.toISOString(),
      actor: actorOf(row),
    })),
  }
}

async function loadTarget(db: Executor, userId: string): Promise<Target> {
  const target = await findUserWithAccess(db, userId)
  if (!target) throw new AppError('NOT_FOUND', 'User not found')
  return target
}

/** Issue 8: a super_admin role can only be granted or taken away by a super_admin. */
function assertMayChangeRole(actor: Actor, role: Role) {
  if (!mayChangeRole(actor.roles, role)) {
    throw new AppError('FORBIDDEN', 'Only a super admin can grant or remove the super admin role.')
  }
}

/** Runs a change of the user's roles, dealers or sessions, then stops this instance serving their cached sessions. */
async function changingAccessOf<T>(ctx: AuthedContext, userId: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change()
  } finally {
    ctx.authChanged(userId)
  }
}

export async function grantRole(ctx: AuthedContext, userId: string, input: GrantRoleInput) {
  assertMayChangeRole(ctx.actor, input.role)
  return changingAccessOf(ctx, userId, () =>
    ctx.db.transaction(async (tx) => {
      const target = await loadTarget(tx, userId)
      if (target.roles.includes(input.role)) throw new AppError('CONFLICT', 'The user already has this role.')
      if (input.dealerId && !(await dealerExists(tx, input.dealerId))) {
        throw new AppError('NOT_FOUND', 'Dealer not found')
      }
      // Dealer staff only ever see their dealer's rows, so a dealer role without a dealer would see nothing.
      if (isDealerRole(input.role) && !input.dealerId && target.dealerIds.length === 0) {
        throw new AppError('UNPROCESSABLE', 'Dealer staff must belong to a dealer. Choose the dealer.')
      }
      await insertUserRole(tx, userId, input.role)
      if (input.dealerId) await linkUserToDealer(tx, userId, input.dealerId)
      await recordAudit(tx, {
        actorId: ctx.actor.userId,
        action: 'user.role_grant',
        entityType: 'user',
        entityId: userId,
        dealerId: input.dealerId ?? target.dealerIds[0] ?? null,
        details: { role: input.role, ...(input.dealerId ? { dealerId: input.dealerId } : {}) },
      })
      return { roles: [...target.roles, input.role].sort() }
    }),
  )
}

export async function removeRole(ctx: AuthedContext, userId: string, role: Role) {
  assertMayChangeRole(ctx.actor, role)
  return changingAccessOf(ctx, userId, () =>
    ctx.db.transaction(async (tx) => {
      const target = await loadTarget(tx, userId)
      if (!target.roles.includes(role)) throw new AppError('NOT_FOUND', 'The user does not have this role.')
      const remaining = target.roles.filter((candidate) => candidate !== role)
      // Issue 8: nobody removes their own last admin-level role (they would lock themselves out).
      if (userId === ctx.actor.userId && isAdminLevel([role]) && !isAdminLevel(remaining)) {
        throw new AppError('UNPROCESSABLE', 'You cannot remove your own last administrator role.')
      }
      await deleteUserRole(tx, userId, role)
      await recordAudit(tx, {
        actorId: ctx.actor.userId,
        action: 'user.role_remove',
        entityType: 'user',
        entityId: userId,
        dealerId: target.dealerIds[0] ?? null,
        details: { role },
      })
      return { roles: remaining }
    }),
  )
}

/**
 * User managers (de)activate anyone but a super admin (only a super admin does that); whoever runs a
 * dealer's people (DEALER_MANAGEMENT, that dealer's dealer_manager) does it for that dealer's staff,
 * meaning accounts that hold dealer roles only.
 */
function assertMayChangeStatus(actor: Actor, target: Target) {
  if (target.id === actor.userId)
    throw new AppError('UNPROCESSABLE', 'You cannot deactivate your own account.')
  if (target.roles.includes('super_admin') && !actor.roles.includes('super_admin')) {
    throw new AppError('FORBIDDEN', 'Only a super admin can deactivate or reactivate a super admin.')
  }
  if (hasPermission(actor.roles, 'USER_MANAGEMENT')) return
  const managesTheirDealer = target.dealerIds.some((dealerId) => canManageDealerPeople(actor, dealerId))
  if (!mayChangeAccountStatus(actor.roles, target.roles) || !managesTheirDealer) {
    throw new AppError('FORBIDDEN', 'You do not have permission to change this account.')
  }
}

/** Deactivation ends every session at once; sign-in is refused from then on (auth.ts). */
export async function deactivateUser(ctx: AuthedContext, userId: string) {
  return changingAccessOf(ctx, userId, () =>
    ctx.db.transaction(async (tx) => {
      const target = await loadTarget(tx, userId)
      assertMayChangeStatus(ctx.actor, target)
      if (target.deactivatedAt) throw new AppError('CONFLICT', 'This account is already deactivated.')
      const at = new Date()
      await setDeactivatedAt(tx, userId, at)
      await deleteSessionsOf(tx, userId)
      await recordAudit(tx, {
        actorId: ctx.actor.userId,
        action: 'user.deactivate',
        entityType: 'user',
        entityId: userId,
        dealerId: target.dealerIds[0] ?? null,
        details: { email: target.email },
      })
      return { id: userId, deactivatedAt: at.toISOString() }
    }),
  )
}

export async function reactivateUser(ctx: AuthedContext, userId: string) {
  return changingAccessOf(ctx, userId, () =>
    ctx.db.transaction(async (tx) => {
      const target = await loadTarget(tx, userId)
      assertMayChangeStatus(ctx.actor, target)
      if (!target.deactivatedAt) throw new AppError('CONFLICT', 'This account is already active.')
      await setDeactivatedAt(tx, userId, null)
      await recordAudit(tx, {
        actorId: ctx.actor.userId,
        action: 'user.reactivate',
        entityType: 'user',
        entityId: userId,
        dealerId: target.dealerIds[0] ?? null,
        details: { email: target.email },
      })
      return { id: userId, deactivatedAt: null }
    }),
  )
}
