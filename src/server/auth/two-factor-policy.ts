import type { Role } from '../../shared/auth/roles.ts'
import { hasTwoFactorStaffRole } from '../../shared/auth/two-factor.ts'
import type { Executor } from '../db/client.ts'
import type { Env } from '../env.ts'
import { currentAppSettings } from '../modules/settings/settings.service.ts'

/**
 * Issue 32: whether a user with these roles must have two-factor sign-in. The one place that asks:
 * the `requireTwoFactorForStaff` setting an administrator edits on /settings (its default from
 * REQUIRE_TWO_FACTOR_FOR_STAFF).
 */
export interface TwoFactorPolicy {
  isRequired(roles: readonly Role[]): Promise<boolean>
}

export function createSettingsTwoFactorPolicy(db: Executor, env: Env): TwoFactorPolicy {
  return {
    async isRequired(roles) {
      if (!hasTwoFactorStaffRole(roles)) return false
      return (await currentAppSettings(db, env)).requireTwoFactorForStaff
    },
  }
}
