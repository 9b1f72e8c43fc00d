import { hasPermission } from './permissions.ts'
import { DEALER_ROLES } from './roles.ts'

// Issue 8 rules on accounts, read by the server (which refuses, 403) and by the pages (which do not
// offer what would be refused, issue 36). Whether the caller runs the target's dealer is the
// server's to check (the dealer page offers these actions only where it does).

const isDealerRole = (role: string) => (DEALER_ROLES as readonly string[]).includes(role)

/** Only a super admin grants or removes the super admin role. */
export function mayChangeRole(actorRoles: readonly string[], role: string): boolean {
  return role !== 'super_admin' || actorRoles.includes('super_admin')
}

/**
 * Who may deactivate or reactivate an account: user managers anyone but a super admin (only a super
 * admin does that); whoever runs a dealer's people only accounts that hold dealer roles alone.
 */
export function mayChangeAccountStatus(
  actorRoles: readonly string[],
  targetRoles: readonly string[],
): boolean {
  if (targetRoles.includes('super_admin') && !actorRoles.includes('super_admin')) return false
  return hasPermission(actorRoles, 'USER_MANAGEMENT') || targetRoles.every(isDealerRole)
}
