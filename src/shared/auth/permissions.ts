import { ADMIN_LEVEL, DEALER_ROLES, type Role, STAFF_ROLES, SUPPORT_LEVEL, TRAINER_LEVEL } from './roles.ts'

/**
 * The one permission table (spec §6). Every server guard, every navigation entry and every
 * dashboard module reads from here; nothing else decides who may do what.
 */
export const PERMISSION_ROLES = {
  BOT_MANAGEMENT: ['admin', 'super_admin', 'trainer'],
  ANALYTICS_ACCESS: ['admin', 'super_admin', 'trainer', 'support_agent'],
  USER_MANAGEMENT: ['admin', 'super_admin'],
  DEALER_MANAGEMENT: ['admin', 'super_admin', 'support_agent'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSION_ROLES

/** Spec §6: any permission not in the table is denied. */
export function hasPermission(roles: readonly string[], permission: string): boolean {
  const allowed: readonly string[] | undefined = PERMISSION_ROLES[permission as Permission]
  return allowed !== undefined && roles.some((role) => allowed.includes(role))
}

/**
 * Spec §1, issue 32: access is by invitation. A user without any role (a self sign-up an administrator
 * has not let in yet, or someone whose last role was removed) sees their own profile and a 'waiting
 * for access' dashboard, and nothing of the company's content: every list of news, search hits, bots,
 * dashboard figures and files is empty for them. The one rule each of those asks (with
 * readableDealerScope and ownDealerIds below for dealer rows), on the server and in the web app.
 */
export function hasContentAccess(roles: readonly string[]): boolean {
  return roles.length > 0
}

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return roles.some((role) => (wanted as readonly string[]).includes(role))
}

export const isAdminLevel = (roles: readonly string[]) => hasAnyRole(roles, ADMIN_LEVEL)
export const isTrainerLevel = (roles: readonly string[]) => hasAnyRole(roles, TRAINER_LEVEL)
export const isSupportLevel = (roles: readonly string[]) => hasAnyRole(roles, SUPPORT_LEVEL)

const ALL_USERS = [...STAFF_ROLES, ...DEALER_ROLES] as const

export type NavIcon =
  | 'dashboard'
  | 'onboarding'
  | 'bot'
  | 'files'
  | 'dealers'
  | 'equipment'
  | 'dealer-analytics'
  | 'news'
  | 'bot-config'
  | 'users'
  | 'analytics'
  | 'escalations'
  | 'onboarding-management'
  | 'chat'
  | 'my-dealer'
  | 'settings'

export interface NavEntry {
  key: string
  label: string
  /** `:dealerId` stands for the user's own dealer; the entry is hidden when the user has none. */
  path: string
  icon: NavIcon
  roles: readonly Role[]
  /** Shown to every signed-in user, including one who has no role yet. */
  everyone?: true
}

/**
 * Spec §2.3 sidebar, in order. The spec names only the six staff roles; dealer staff would get an
 * empty sidebar, so (issue 3) dealer_user and dealer_manager see Dashboard, My Onboarding,
 * AI ChatBots, File & Document Center and News, and (issue 8) both also their own dealer's page:
 * a dealer_manager runs its people there, a dealer_user reads its details and equipment.
 */
export const SIDEBAR_ENTRIES: readonly NavEntry[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/dashboard',
    icon: 'dashboard',
    roles: ALL_USERS,
    everyone: true,
  },
  {
    key: 'my-onboarding',
    label: 'My Onboarding',
    path: '/my-onboarding',
    icon: 'onboarding',
    roles: ['standard_user', 'technical_specialist', ...DEALER_ROLES],
  },
  { key: 'chat-bots', label: 'AI ChatBots', path: '/chat-bots', icon: 'bot', roles: ALL_USERS },
  { key: 'files', label: 'File & Document Center', path: '/files', icon: 'files', roles: ALL_USERS },
  {
    key: 'dealers',
    label: 'Dealer Management',
    path: '/dealers',
    icon: 'dealers',
    roles: ['admin', 'super_admin', 'trainer', 'support_agent'],
  },
  {
    key: 'equipment',
    label: 'Equipment Management',
    path: '/equipment',
    icon: 'equipment',
    roles: ['admin', 'super_admin', 'trainer', 'support_agent'],
  },
  {
    key: 'dealer-analytics',
    label: 'Dealer Analytics',
    path: '/dealer-analytics',
    icon: 'dealer-analytics',
    roles: ['admin', 'super_admin', 'trainer'],
  },
  { key: 'news', label: 'News', path: '/news', icon: 'news', roles: ALL_USERS },
  {
    key: 'my-dealer',
    label: 'My Dealer',
    path: '/dealers/:dealerId',
    icon: 'my-dealer',
    roles: DEALER_ROLES,
  },
  {
    key: 'bots',
    label: 'AI Bot Config',
    path: '/bots',
    icon: 'bot-config',
    roles: ['admin', 'super_admin', 'trainer'],
  },
  { key: 'admin', label: 'User Management', path: '/admin', icon: 'users', roles: ['admin', 'super_admin'] },
  {
    key: 'analytics',
    label: 'Analytics',
    path: '/analytics',
    icon: 'analytics',
    roles: ['admin', 'super_admin', 'trainer'],
  },
  {
    key: 'escalations',
    label: 'Escalations',
    path: '/escalations',
    icon: 'escalations',
    roles: ['admin', 'super_admin', 'trainer', 'support_agent'],
  },
  {
    key: 'onboarding-management',
    label: 'Onboarding Management',
    path: '/onboarding-management',
    icon: 'onboarding-management',
    roles: ['admin', 'super_admin'],
  },
  // Issue 32: run-time settings (sign-up mode, staff two-factor), admin-level like /system-health.
  {
    key: 'settings',
    label: 'Settings',
    path: '/settings',
    icon: 'settings',
    roles: ['admin', 'super_admin'],
  },
]

/** Spec §2.3 mobile bottom bar; dealer staff see only Dashboard, Chat and Files. */
export const BOTTOM_BAR_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/mobile/dashboard', icon: 'dashboard', roles: ALL_USERS },
  { key: 'chat', label: 'Chat', path: '/chat', icon: 'chat', roles: ALL_USERS },
  {
    key: 'dealers',
    label: 'Dealers',
    path: '/dealers',
    icon: 'dealers',
    roles: ['admin', 'super_admin', 'support_agent', 'trainer'],
  },
  { key: 'files', label: 'Files', path: '/mobile/files', icon: 'files', roles: ALL_USERS },
  {
    key: 'analytics',
    label: 'Analytics',
    path: '/analytics',
    icon: 'analytics',
    roles: ['admin', 'super_admin', 'trainer'],
  },
]

export interface DashboardModule {
  key: string
  title: string
  path: string
  roles: readonly Role[]
}

/**
 * Spec §2.5 module grid. Where the spec names no roles (Dealer Management, Files) the roles follow
 * the matching sidebar entry of §2.3, so the grid never offers what the sidebar hides.
 */
export const DASHBOARD_MODULES: readonly DashboardModule[] = [
  {
    key: 'knowledge',
    title: 'Knowledge Base',
    path: '/knowledge',
    roles: ['admin', 'trainer', 'support_agent'],
  },
  {
    key: 'assistants',
    title: 'AI Assistants',
    path: '/chat',
    roles: ['admin', 'trainer', 'support_agent', 'standard_user'],
  },
  {
    key: 'dealers',
    title: 'Dealer Management',
    path: '/dealers',
    roles: ['admin', 'super_admin', 'trainer', 'support_agent'],
  },
  { key: 'training', title: 'Training & Review', path: '/training', roles: ['admin', 'trainer'] },
  { key: 'files', title: 'Files', path: '/files', roles: ALL_USERS },
  { key: 'analytics', title: 'Analytics', path: '/analytics', roles: ['admin', 'trainer'] },
  { key: 'news', title: 'News', path: '/news', roles: ALL_USERS },
  { key: 'user-management', title: 'User Management', path: '/admin', roles: ['admin', 'super_admin'] },
]

export function visibleEntries<T extends { roles: readonly Role[]; everyone?: true }>(
  entries: readonly T[],
  roles: readonly string[],
): T[] {
  return entries.filter((entry) => entry.everyone || hasAnyRole(roles, entry.roles))
}

/**
 * Who may read every dealer: the roles that see Dealer Management in the sidebar (§2.3). Everyone
 * else reads only the dealers they belong to.
 */
export function canReadAllDealers(roles: readonly string[]): boolean {
  const entry = SIDEBAR_ENTRIES.find((candidate) => candidate.key === 'dealers')
  return entry !== undefined && hasAnyRole(roles, entry.roles)
}

/**
 * The dealers a user reads as their own: their dealer links, but none without a role
 * (hasContentAccess): a dealer link left behind when the last role was removed grants nothing.
 */
export function ownDealerIds(user: {
  roles: readonly string[]
  dealerIds: readonly string[]
}): readonly string[] {
  return hasContentAccess(user.roles) ? user.dealerIds : []
}

/** Whose dealer rows (dealers, equipment, files, onboarding) a user reads: 'all', or their own dealers. */
export function readableDealerScope(user: {
  roles: readonly string[]
  dealerIds: readonly string[]
}): 'all' | readonly string[] {
  return canReadAllDealers(user.roles) ? 'all' : ownDealerIds(user)
}

/**
 * Who may read knowledge base entries: bot managers (§6 BOT_MANAGEMENT, which adds super_admin) and the
 * roles that have the Knowledge Base module of §2.5 (admin, trainer, support_agent).
 */
export function canReadKnowledgeBase(roles: readonly string[]): boolean {
  const module = DASHBOARD_MODULES.find((candidate) => candidate.key === 'knowledge')
  return hasPermission(roles, 'BOT_MANAGEMENT') || (module !== undefined && hasAnyRole(roles, module.roles))
}
