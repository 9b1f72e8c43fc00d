import { hasTwoFactorStaffRole } from '../../../shared/auth/two-factor.ts'
import type { TwoFactorPolicy } from '../../auth/two-factor-policy.ts'
import type { Executor } from '../../db/client.ts'
import type { Env } from '../../env.ts'
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
