import type { Role } from '../../shared/auth/roles.ts'
import { hasTwoFactorStaffRole } from '../../shared/auth/two-factor.ts'
import type { Env } from '../env.ts'

/**
 * Issue 32: whether a user with these roles must have two-factor sign-in. The one place that asks;
 * today the answer comes from REQUIRE_TWO_FACTOR_FOR_STAFF, later from the app settings an
 * administrator edits (only this factory changes then, hence the promise).
 */
export interface TwoFactorPolicy {
  isRequired(roles: readonly Role[]): Promise<boolean>
}

export function createEnvTwoFactorPolicy(env: Pick<Env, 'REQUIRE_TWO_FACTOR_FOR_STAFF'>): TwoFactorPolicy {
  const requireForStaff = env.REQUIRE_TWO_FACTOR_FOR_STAFF ?? false
  return {
    isRequired: async (roles) => requireForStaff && hasTwoFactorStaffRole(roles),
  }
}
