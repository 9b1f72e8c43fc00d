// Spec §6: the eight roles. Dealer staff (dealer_user, dealer_manager) are users linked to a dealer.
export const ROLES = [
  'super_admin',
  'admin',
  'trainer',
  'support_agent',
  'technical_specialist',
  'standard_user',
  'dealer_user',
  'dealer_manager',
] as const

export type Role = (typeof ROLES)[number]

export const STAFF_ROLES = [
  'super_admin',
  'admin',
  'trainer',
  'support_agent',
  'technical_specialist',
  'standard_user',
] as const satisfies readonly Role[]

export const DEALER_ROLES = ['dealer_user', 'dealer_manager'] as const satisfies readonly Role[]

// Spec §6 helper rules. Here, beside the roles, so that the route table's pages can name them
// without importing the permission table, which reads the route table for its navigation.
export const ADMIN_LEVEL = ['admin', 'super_admin'] as const satisfies readonly Role[]
export const TRAINER_LEVEL = ['trainer', 'admin', 'super_admin'] as const satisfies readonly Role[]
export const SUPPORT_LEVEL = [
  'support_agent',
  'trainer',
  'admin',
  'super_admin',
] as const satisfies readonly Role[]

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value)
}

/** Spec §6: underscores replaced by spaces, words capitalised ("super_admin" -> "Super Admin"). */
export function formatRoleName(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
}

/** Spec §6: badge colours are distinct per role (Tailwind classes, light and dark). */
export const ROLE_BADGE_CLASSES: Record<Role, string> = {
  super_admin: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
  admin: 'bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-200',
  trainer: 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200',
  support_agent: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
  technical_specialist: 'bg-teal-100 text-teal-800 dark:bg-teal-900/40 dark:text-teal-200',
  standard_user: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  dealer_user: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  dealer_manager: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
}
