import { hasPermission } from '#shared/auth/permissions'
import { DEALER_ROLES, type Role, STAFF_ROLES } from '#shared/auth/roles'

/**
 * The roles an invitation form offers (the server checks again, decision 004 and issue 8): dealer
 * roles on a dealer's page, plus staff roles for user managers; super_admin only for a super admin.
 */
export function invitableRoles(actorRoles: readonly string[], forDealer: boolean): Role[] {
  const staff = hasPermission(actorRoles, 'USER_MANAGEMENT')
    ? STAFF_ROLES.filter((role) => role !== 'super_admin' || actorRoles.includes('super_admin'))
    : []
  return forDealer ? [...DEALER_ROLES, ...staff] : [...staff]
}

/** The roles a user manager may grant in the role editor (super_admin only by a super admin). */
export function grantableRoles(actorRoles: readonly string[]): Role[] {
  return [...STAFF_ROLES, ...DEALER_ROLES].filter(
    (role) => role !== 'super_admin' || actorRoles.includes('super_admin'),
  )
}
