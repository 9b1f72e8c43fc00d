import type { Role } from './roles.ts'

/**
 * Issue 32: the roles an administrator's "require two-factor for staff" covers. Everyone but dealer
 * staff and standard users: the roles that manage other people's data.
 */
export const TWO_FACTOR_EXEMPT_ROLES = [
  'dealer_user',
  'dealer_manager',
  'standard_user',
] as const satisfies readonly Role[]

/** True when any of the roles is a staff role the two-factor requirement covers. */
export function hasTwoFactorStaffRole(roles: readonly string[]): boolean {
  return roles.some((role) => !(TWO_FACTOR_EXEMPT_ROLES as readonly string[]).includes(role))
}

/** The 403 code of an API call refused because the caller must set up two-factor sign-in first. */
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'TWO_FACTOR_SETUP_REQUIRED'

/** The code of a magic-link (or e-mail verification) sign-in refused for an account with two-factor. */
export const TWO_FACTOR_USE_PASSWORD_CODE = 'TWO_FACTOR_USE_PASSWORD'
