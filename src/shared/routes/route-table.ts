import { ADMIN_LEVEL, DEALER_ROLES, ROLES, type Role, SUPPORT_LEVEL, TRAINER_LEVEL } from '#shared/auth/roles'

/**
 * Issue 34, item 4: the app's pages in one table, read by the web router (src/web/app/router.tsx), the
 * build's preload plan and string checks (src/web/build-plugins), page access (src/shared/auth/page-access.ts),
 * the navigation (sidebar, bottom bar and module grid in src/shared/auth/permissions.ts) and anything
 * else that needs to know which pages exist. Data only: the code of `module` is imported in
 * src/web/app/route-modules.ts, where Vite sees each `import()`.
 */

/** A page: `path` under `/` (`''` is `/` itself), the module in src/web/routes and its export. */
export type PageRoute = {
  readonly path: string
  readonly module: string
  readonly component: string
  /** String namespaces the page uses beyond the shell's; loaded beside its code (and preloaded). */
  readonly namespaces: readonly string[]
  /** Key under `pages.` in the common namespace: the document title. */
  readonly titleKey: string
  /** Key under `accessDenied.` in the common namespace: the spec's own denial sentence for this area. */
  readonly deniedKey?: string
  /** Rendered to HTML at build time per language (issue 12, src/web/prerender): public pages only. */
  readonly prerendered?: true
}

/**
 * A page inside the signed-in shell, and who may open it. The sidebar (spec §2.3) decides what is
 * offered; `roles` decides what a typed or bookmarked URL may show: any other role gets the
 * access-denied panel, and the API refuses the data anyway.
 */
export type SignedInPageRoute = PageRoute & {
  readonly roles: readonly Role[]
  /** Open to every signed-in user, even one with no role yet (self sign-up, spec §2.5 'No roles assigned'). */
  readonly everyone?: true
}

/** Spec §6: the bot screens say who they are for. */
const BOT_MANAGEMENT_DENIED = 'botManagement'

/** Pages anyone can open. */
export const PUBLIC_PAGES = [
  {
    path: '',
    module: 'welcome',
    component: 'WelcomeRoute',
    namespaces: ['auth', 'welcome'],
    titleKey: 'welcome',
    prerendered: true,
  },
  {
    path: 'login',
    module: 'login',
    component: 'LoginRoute',
    namespaces: ['auth'],
    titleKey: 'login',
    prerendered: true,
  },
  { path: 'auth', module: 'auth', component: 'AuthRoute', namespaces: ['auth'], titleKey: 'auth' },
  {
    path: 'auth/callback',
    module: 'auth-callback',
    component: 'AuthCallbackRoute',
    namespaces: ['auth'],
    titleKey: 'authCallback',
  },
  {
    path: 'invite/:token',
    module: 'invite',
    component: 'InviteRoute',
    namespaces: ['auth', 'invitations'],
    titleKey: 'invite',
  },
] as const satisfies readonly PageRoute[]

/** The signed-in shell around every page of SIGNED_IN_PAGES (spec §2.6 guarded flow). */
export const SIGNED_IN_LAYOUT = {
  module: 'protected-layout',
  component: 'ProtectedLayout',
  namespaces: ['accessibility', 'auth', 'mobile', 'notifications', 'profile', 'search'],
} as const

/**
 * Pages inside the signed-in shell. Who opens them follows the spec's sidebar (§2.3) and permissions
 * (§6): the staff desks are §6's support-level, the trainer desks trainer-level, the admin desks
 * admin-level.
 */
export const SIGNED_IN_PAGES = [
  {
    path: 'dashboard',
    module: 'dashboard',
    component: 'DashboardRoute',
    namespaces: ['dashboard', 'news'],
    titleKey: 'dashboard',
    roles: ROLES,
    everyone: true,
  },
  {
    path: 'profile',
    module: 'profile',
    component: 'ProfileRoute',
    namespaces: [],
    titleKey: 'profile',
    roles: ROLES,
    everyone: true,
  },
  {
    path: 'dealers',
    module: 'dealers',
    component: 'DealersRoute',
    namespaces: ['dealers'],
    titleKey: 'dealers',
    roles: SUPPORT_LEVEL,
  },
  {
    // Dealer staff open their own dealer's page (issue 8: a dealer_user read-only); the API answers
    // 404 for any other dealer.
    path: 'dealers/:id',
    module: 'dealer',
    component: 'DealerRoute',
    namespaces: ['dealers', 'users'],
    titleKey: 'dealer',
    roles: [...SUPPORT_LEVEL, ...DEALER_ROLES],
  },
  {
    path: 'admin',
    module: 'admin',
    component: 'AdminRoute',
    namespaces: ['users'],
    titleKey: 'admin',
    roles: ADMIN_LEVEL,
  },
  {
    path: 'escalations',
    module: 'escalations',
    component: 'EscalationsRoute',
    namespaces: ['escalations'],
    titleKey: 'escalations',
    roles: SUPPORT_LEVEL,
  },
  {
    path: 'escalations/:id',
    module: 'escalations',
    component: 'EscalationTicketRoute',
    namespaces: ['escalations'],
    titleKey: 'escalations',
    roles: SUPPORT_LEVEL,
  },
  {
    path: 'equipment',
    module: 'equipment',
    component: 'EquipmentRoute',
    namespaces: ['equipment'],
    titleKey: 'equipment',
    roles: SUPPORT_LEVEL,
  },
  {
    path: 'analytics',
    module: 'analytics',
    component: 'AnalyticsRoute',
    namespaces: ['analytics', 'dealer-analytics'],
    titleKey: 'analytics',
    roles: TRAINER_LEVEL,
  },
  {
    path: 'dealer-analytics',
    module: 'dealer-analytics',
    component: 'DealerAnalyticsRoute',
    namespaces: ['dealer-analytics'],
    titleKey: 'dealerAnalytics',
    roles: TRAINER_LEVEL,
  },
  {
    path: 'chat/:botId?',
    module: 'chat',
    component: 'ChatRoute',
    namespaces: ['chat'],
    titleKey: 'chat',
    roles: ROLES,
  },
  {
    path: 'chat-bots',
    module: 'chat-bots',
    component: 'ChatBotsRoute',
    namespaces: ['chat'],
    titleKey: 'chatBots',
    roles: ROLES,
  },
  {
    // The mobile dashboard's support action: the support assistant and the user's tickets (issue 10).
    path: 'mobile/support',
    module: 'mobile-support',
    component: 'MobileSupportRoute',
    namespaces: ['escalations'],
    titleKey: 'mobileSupport',
    roles: ROLES,
  },
  {
    path: 'onboarding',
    module: 'onboarding',
    component: 'OnboardingRoute',
    namespaces: ['onboarding'],
    titleKey: 'onboarding',
    roles: SUPPORT_LEVEL,
  },
  {
    // Issue 7: a dealer's own people and staff open a certificate; the API answers 404 for anyone else.
    path: 'onboarding/certificate/:onboardingId',
    module: 'onboarding-certificate',
    component: 'OnboardingCertificateRoute',
    namespaces: ['onboarding'],
    titleKey: 'onboardingCertificate',
    roles: ROLES,
  },
  {
    path: 'onboarding-management',
    module: 'onboarding-management',
    component: 'OnboardingManagementRoute',
    namespaces: ['onboarding'],
    titleKey: 'onboardingManagement',
    roles: ADMIN_LEVEL,
  },
  {
    // Spec §2.9: staff see a notice pointing to /dealers, so the page opens for everyone; the sidebar
    // offers it only to the dealer roles, who have a dealer.
    path: 'my-onboarding',
    module: 'my-onboarding',
    component: 'MyOnboardingRoute',
    namespaces: ['onboarding'],
    titleKey: 'myOnboarding',
    roles: ROLES,
  },
  {
    path: 'mobile/dashboard',
    module: 'mobile-dashboard',
    component: 'MobileDashboardRoute',
    namespaces: ['dashboard'],
    titleKey: 'mobileDashboard',
    roles: ROLES,
  },
  {
    path: 'testing/device',
    module: 'testing-device',
    component: 'TestingDeviceRoute',
    namespaces: ['device'],
    titleKey: 'deviceTesting',
    roles: ROLES,
  },
  {
    path: 'mobile/onboarding',
    module: 'mobile-onboarding',
    component: 'MobileOnboardingRoute',
    namespaces: ['onboarding'],
    titleKey: 'mobileOnboarding',
    roles: ROLES,
  },
  {
    path: 'bots',
    module: 'bots',
    component: 'BotsRoute',
    namespaces: ['bots'],
    titleKey: 'bots',
    roles: TRAINER_LEVEL,
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'bots/:botId/knowledge',
    module: 'bots-knowledge',
    component: 'BotKnowledgeRoute',
    namespaces: ['bots', 'knowledge'],
    titleKey: 'botKnowledge',
    roles: TRAINER_LEVEL,
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'knowledge',
    module: 'knowledge',
    component: 'KnowledgeRoute',
    namespaces: ['knowledge'],
    titleKey: 'knowledge',
    roles: SUPPORT_LEVEL,
  },
  {
    path: 'bots/:botId/chat',
    module: 'bots-chat',
    component: 'BotChatRoute',
    namespaces: ['bots', 'training', 'knowledge'],
    titleKey: 'botChat',
    roles: TRAINER_LEVEL,
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'bots/:botId/analytics',
    module: 'bots-analytics',
    component: 'BotAnalyticsRoute',
    namespaces: ['bots'],
    titleKey: 'botAnalytics',
    roles: TRAINER_LEVEL,
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'training',
    module: 'training',
    component: 'TrainingRoute',
    namespaces: ['training'],
    titleKey: 'training',
    roles: TRAINER_LEVEL,
  },
  {
    path: 'bots/:botId/config',
    module: 'bots-config',
    component: 'BotConfigRoute',
    namespaces: ['bots'],
    titleKey: 'botConfig',
    roles: TRAINER_LEVEL,
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'news',
    module: 'news',
    component: 'NewsRoute',
    namespaces: ['news'],
    titleKey: 'news',
    roles: ROLES,
  },
  {
    path: 'news/new',
    module: 'news-editor',
    component: 'NewsEditorRoute',
    namespaces: ['news'],
    titleKey: 'news',
    roles: ROLES,
  },
  {
    path: 'news/:id',
    module: 'news-article',
    component: 'NewsArticleRoute',
    namespaces: ['news'],
    titleKey: 'news',
    roles: ROLES,
  },
  {
    path: 'news/:id/edit',
    module: 'news-editor',
    component: 'NewsEditorRoute',
    namespaces: ['news'],
    titleKey: 'news',
    roles: ROLES,
  },
  {
    path: 'news/:id/stats',
    module: 'news-stats',
    component: 'NewsStatsRoute',
    namespaces: ['news'],
    titleKey: 'news',
    roles: ROLES,
  },
  {
    path: 'system-health',
    module: 'system-health',
    component: 'SystemHealthRoute',
    namespaces: ['health'],
    titleKey: 'systemHealth',
    roles: ADMIN_LEVEL,
  },
  {
    // Issue 32: the run-time settings (sign-up mode, staff two-factor).
    path: 'settings',
    module: 'settings',
    component: 'SettingsRoute',
    namespaces: ['settings'],
    titleKey: 'settings',
    roles: ADMIN_LEVEL,
  },
  {
    // Issue 11: the audit log view, for admin-level roles.
    path: 'audit',
    module: 'audit',
    component: 'AuditRoute',
    namespaces: ['audit'],
    titleKey: 'audit',
    roles: ADMIN_LEVEL,
  },
  {
    path: 'files',
    module: 'files',
    component: 'FilesRoute',
    namespaces: ['files'],
    titleKey: 'files',
    roles: ROLES,
  },
  {
    path: 'mobile/files',
    module: 'mobile-files',
    component: 'MobileFilesRoute',
    namespaces: ['files'],
    titleKey: 'mobileFiles',
    roles: ROLES,
  },
  {
    path: 'mobile/upload',
    module: 'mobile-upload',
    component: 'MobileUploadRoute',
    namespaces: ['files'],
    titleKey: 'mobileUpload',
    roles: ROLES,
  },
] as const satisfies readonly SignedInPageRoute[]

/** A page of SIGNED_IN_PAGES, named by its path: how the navigation names the page an entry opens. */
export type SignedInPagePath = (typeof SIGNED_IN_PAGES)[number]['path']

/** Every route module the table names: the keys of src/web/app/route-modules.ts. */
export type RouteModule =
  | (typeof PUBLIC_PAGES)[number]['module']
  | (typeof SIGNED_IN_PAGES)[number]['module']
  | (typeof SIGNED_IN_LAYOUT)['module']

/** A module's source file, from the project root. */
export const routeModuleFile = (module: string) => `src/web/routes/${module}.tsx`
