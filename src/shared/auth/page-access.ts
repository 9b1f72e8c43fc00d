import { DEALER_ROLES, ROLES, type Role } from './roles.ts'

/**
 * Who may open each protected page of spec §2.1. The sidebar (§2.3) decides what is offered; this
 * table decides what a typed or bookmarked URL may show: any other role gets the access-denied
 * panel, and the API refuses the data anyway. Pages for everyone list ROLES.
 */
const STAFF_DESK = ['admin', 'super_admin', 'trainer', 'support_agent'] as const satisfies readonly Role[]
const TRAINER_DESK = ['admin', 'super_admin', 'trainer'] as const satisfies readonly Role[]
const ADMIN_DESK = ['admin', 'super_admin'] as const satisfies readonly Role[]

export interface PageAccessRule {
  /** A react-router path pattern. */
  pattern: string
  roles: readonly Role[]
  /** Open to every signed-in user, even one with no role yet (self sign-up, spec §2.5 'No roles assigned'). */
  everyone?: true
}

export const PAGE_ACCESS: readonly PageAccessRule[] = [
  { pattern: '/dashboard', roles: ROLES, everyone: true },
  { pattern: '/profile', roles: ROLES, everyone: true },
  { pattern: '/chat', roles: ROLES },
  { pattern: '/chat/:botId', roles: ROLES },
  { pattern: '/chat-bots', roles: ROLES },
  { pattern: '/dealers', roles: STAFF_DESK },
  // Dealer staff open their own dealer's page (issue 8: a dealer_user read-only); the API answers
  // 404 for any other dealer.
  { pattern: '/dealers/:id', roles: [...STAFF_DESK, ...DEALER_ROLES] },
  { pattern: '/dealer-analytics', roles: TRAINER_DESK },
  { pattern: '/equipment', roles: STAFF_DESK },
  { pattern: '/training', roles: TRAINER_DESK },
  { pattern: '/files', roles: ROLES },
  { pattern: '/analytics', roles: TRAINER_DESK },
  { pattern: '/admin', roles: ADMIN_DESK },
  { pattern: '/knowledge', roles: STAFF_DESK },
  { pattern: '/escalations', roles: STAFF_DESK },
  { pattern: '/escalations/:id', roles: STAFF_DESK },
  { pattern: '/system-health', roles: ADMIN_DESK },
  // Issue 11: the audit log view, for admin-level roles.
  { pattern: '/audit', roles: ADMIN_DESK },
  // Issue 32: the run-time settings (sign-up mode, staff two-factor).
  { pattern: '/settings', roles: ADMIN_DESK },
  { pattern: '/onboarding', roles: STAFF_DESK },
  { pattern: '/onboarding-management', roles: ADMIN_DESK },
  // Issue 7: a dealer's own people and staff open a certificate; the API answers 404 for anyone else.
  { pattern: '/onboarding/certificate/:onboardingId', roles: ROLES },
  // Spec §2.9: staff see a notice pointing to /dealers, so the page opens for everyone.
  { pattern: '/my-onboarding', roles: ROLES },
  { pattern: '/news/*', roles: ROLES },
  { pattern: '/bots', roles: TRAINER_DESK },
  { pattern: '/bots/:botId/*', roles: TRAINER_DESK },
  { pattern: '/mobile/*', roles: ROLES },
  { pattern: '/testing/device', roles: ROLES },
]

function matches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean)
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean)
  for (let index = 0; index < patternParts.length; index++) {
    const part = patternParts[index]
    if (part === '*') return true
    if (index >= pathParts.length) return false
    if (!part.startsWith(':') && part !== pathParts[index]) return false
  }
  return patternParts.length === pathParts.length
}

/** The rule for a path, or undefined for paths the table does not know (the router's not-found page). */
export function pageAccessRule(pathname: string): PageAccessRule | undefined {
  return PAGE_ACCESS.find((rule) => matches(rule.pattern, pathname))
}

export function canOpenPage(roles: readonly string[], pathname: string): boolean {
  const rule = pageAccessRule(pathname)
  if (!rule || rule.everyone) return true
  return roles.some((role) => (rule.roles as readonly string[]).includes(role))
}
