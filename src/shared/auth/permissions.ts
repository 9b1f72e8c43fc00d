import { SIGNED_IN_PAGES, type SignedInPagePath } from '#shared/routes/route-table'
import { ADMIN_LEVEL, DEALER_ROLES, type Role, SUPPORT_LEVEL, TRAINER_LEVEL } from './roles.ts'

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

/** What every navigation entry (sidebar, bottom bar, module grid) says about the page it opens. */
interface PageLink {
  /** The page of the route table (src/shared/routes/route-table.ts) the entry opens. */
  page: SignedInPagePath
  /**
   * Where the entry leads: the page's path without its optional segments. `:dealerId` stands for the
   * user's own dealer; the entry is hidden when the user has none.
   */
  path: string
  /** The page's roles, or the narrower set the spec gives the entry; never wider than the page's. */
  roles: readonly Role[]
  /** Shown to every signed-in user, including one who has no role yet (as its page opens for them). */
  everyone?: true
}

function signedInPage(path: SignedInPagePath) {
  const page = SIGNED_IN_PAGES.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`no page ${path} in the route table`)
  return page
}

/**
 * An entry's link to a page of the route table, with the page's roles unless `roles` narrows them.
 * `ownDealer`: the page's parameter is the user's own dealer (`:dealerId` in `path`).
 */
function linkTo(
  pagePath: SignedInPagePath,
  { roles, ownDealer = false }: { roles?: readonly Role[]; ownDealer?: boolean } = {},
): PageLink {
  const page = signedInPage(pagePath)
  const segments = page.path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (ownDealer && segment.startsWith(':') ? ':dealerId' : segment))
  return {
    page: pagePath,
    path: `/${segments.join('/')}`,
    roles: roles ?? page.roles,
    ...(roles === undefined && 'everyone' in page ? { everyone: page.everyone } : {}),
  }
}

export interface NavEntry extends PageLink {
  key: string
  label: string
  icon: NavIcon
}

/**
 * Spec §2.3 sidebar, in order. The spec names only the six staff roles; dealer staff would get an
 * empty sidebar, so (issue 3) dealer_user and dealer_manager see Dashboard, My Onboarding,
 * AI ChatBots, File & Document Center and News, and (issue 8) both also their own dealer's page:
 * a dealer_manager runs its people there, a dealer_user reads its details and equipment.
 */
export const SIDEBAR_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', label: 'Dashboard', icon: 'dashboard', ...linkTo('dashboard') },
  // Issue 35: spec §2.3 offers it to standard_user and technical_specialist, who have no dealer and
  // are refused there ('You must be associated with a dealer'); it is the dealer roles' onboarding.
  {
    key: 'my-onboarding',
    label: 'My Onboarding',
    icon: 'onboarding',
    ...linkTo('my-onboarding', { roles: DEALER_ROLES }),
  },
  { key: 'chat-bots', label: 'AI ChatBots', icon: 'bot', ...linkTo('chat-bots') },
  { key: 'files', label: 'File & Document Center', icon: 'files', ...linkTo('files') },
  { key: 'dealers', label: 'Dealer Management', icon: 'dealers', ...linkTo('dealers') },
  { key: 'equipment', label: 'Equipment Management', icon: 'equipment', ...linkTo('equipment') },
  {
    key: 'dealer-analytics',
    label: 'Dealer Analytics',
    icon: 'dealer-analytics',
    ...linkTo('dealer-analytics'),
  },
  { key: 'news', label: 'News', icon: 'news', ...linkTo('news') },
  // Staff open any dealer's page from Dealer Management; this entry is the dealer staff's own.
  {
    key: 'my-dealer',
    label: 'My Dealer',
    icon: 'my-dealer',
    ...linkTo('dealers/:id', { roles: DEALER_ROLES, ownDealer: true }),
  },
  { key: 'bots', label: 'AI Bot Config', icon: 'bot-config', ...linkTo('bots') },
  { key: 'admin', label: 'User Management', icon: 'users', ...linkTo('admin') },
  { key: 'analytics', label: 'Analytics', icon: 'analytics', ...linkTo('analytics') },
  { key: 'escalations', label: 'Escalations', icon: 'escalations', ...linkTo('escalations') },
  {
    key: 'onboarding-management',
    label: 'Onboarding Management',
    icon: 'onboarding-management',
    ...linkTo('onboarding-management'),
  },
  // Issue 32: run-time settings (sign-up mode, staff two-factor), admin-level like /system-health.
  { key: 'settings', label: 'Settings', icon: 'settings', ...linkTo('settings') },
]

/** Spec §2.3 mobile bottom bar; dealer staff see only Dashboard, Chat and Files. */
export const BOTTOM_BAR_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', label: 'Dashboard', icon: 'dashboard', ...linkTo('mobile/dashboard') },
  { key: 'chat', label: 'Chat', icon: 'chat', ...linkTo('chat/:botId?') },
  { key: 'dealers', label: 'Dealers', icon: 'dealers', ...linkTo('dealers') },
  { key: 'files', label: 'Files', icon: 'files', ...linkTo('mobile/files') },
  { key: 'analytics', label: 'Analytics', icon: 'analytics', ...linkTo('analytics') },
]

export interface DashboardModule extends PageLink {
  key: string
  title: string
}

/**
 * Spec §2.5 module grid. Each card is usable exactly when its page opens for the user, so the grid
 * agrees with the sidebar (issue 35). The spec's narrower lists would show 'Access Denied' on pages
 * the user opens: they leave super_admin out of four cards (Analytics among them, which its sidebar
 * offers) and dealer staff and technical_specialist out of AI Assistants, the assistants they chat
 * with daily through AI ChatBots.
 */
export const DASHBOARD_MODULES: readonly DashboardModule[] = [
  { key: 'knowledge', title: 'Knowledge Base', ...linkTo('knowledge') },
  { key: 'assistants', title: 'AI Assistants', ...linkTo('chat/:botId?') },
  { key: 'dealers', title: 'Dealer Management', ...linkTo('dealers') },
  { key: 'training', title: 'Training & Review', ...linkTo('training') },
  { key: 'files', title: 'Files', ...linkTo('files') },
  { key: 'analytics', title: 'Analytics', ...linkTo('analytics') },
  { key: 'news', title: 'News', ...linkTo('news') },
  { key: 'user-management', title: 'User Management', ...linkTo('admin') },
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
 * Who may read knowledge base entries: bot managers (§6 BOT_MANAGEMENT) and the roles that have the
 * Knowledge Base module of §2.5 (the spec names admin, trainer and support_agent; the card follows its
 * page, /knowledge, which adds super_admin, a bot manager anyway).
 */
export function canReadKnowledgeBase(roles: readonly string[]): boolean {
  const module = DASHBOARD_MODULES.find((candidate) => candidate.key === 'knowledge')
  return hasPermission(roles, 'BOT_MANAGEMENT') || (module !== undefined && hasAnyRole(roles, module.roles))
}
