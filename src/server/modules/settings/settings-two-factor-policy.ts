import type { TwoFactorPolicy } from '#server/auth/two-factor-policy'
import type { Executor } from '#server/db/client'
import type { Env } from '#server/env'
import { hasTwoFactorStaffRole } from '#shared/auth/two-factor'
import { currentAppSettings } from './settings.service.ts'

/** The two-factor policy the app runs with: staff roles need it while the setting says so. */
export function createSettingsTwoFactorPolicy(db: Executor, env: Env): TwoFactorPolicy {
  return {
    async isRequired(roles) {
      if (!hasTwoFactorStaffRole(roles)) return false
      return (await currentAppSettings(db, env)).requireTwoFactorForStaff
    },
  }
}
