import type { Role } from '#shared/auth/roles'

/**
 * Issue 32: whether a user with these roles must have two-factor sign-in. The one place that asks:
 * the `requireTwoFactorForStaff` setting an administrator edits on /settings (its default from
 * REQUIRE_TWO_FACTOR_FOR_STAFF), read by createSettingsTwoFactorPolicy in the settings module.
 */
export interface TwoFactorPolicy {
  isRequired(roles: readonly Role[]): Promise<boolean>
}
