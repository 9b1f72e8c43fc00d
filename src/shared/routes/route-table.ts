/**
 * Issue 34, item 4: the app's pages in one table, read by the web router (src/web/app/router.tsx), the
 * build's preload plan and string checks (src/web/build-plugins) and anything else that needs to know
 * which pages exist. Data only: the code of `module` is imported in src/web/app/route-modules.ts,
 * where Vite sees each `import()`.
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

/** Pages inside the signed-in shell. */
export const SIGNED_IN_PAGES = [
  {
    path: 'dashboard',
    module: 'dashboard',
    component: 'DashboardRoute',
    namespaces: ['dashboard', 'news'],
    titleKey: 'dashboard',
  },
  { path: 'profile', module: 'profile', component: 'ProfileRoute', namespaces: [], titleKey: 'profile' },
  {
    path: 'dealers',
    module: 'dealers',
    component: 'DealersRoute',
    namespaces: ['dealers'],
    titleKey: 'dealers',
  },
  {
    path: 'dealers/:id',
    module: 'dealer',
    component: 'DealerRoute',
    namespaces: ['dealers', 'users'],
    titleKey: 'dealer',
  },
  { path: 'admin', module: 'admin', component: 'AdminRoute', namespaces: ['users'], titleKey: 'admin' },
  {
    path: 'escalations',
    module: 'escalations',
    component: 'EscalationsRoute',
    namespaces: ['escalations'],
    titleKey: 'escalations',
  },
  {
    path: 'escalations/:id',
    module: 'escalations',
    component: 'EscalationTicketRoute',
    namespaces: ['escalations'],
    titleKey: 'escalations',
  },
  {
    path: 'equipment',
    module: 'equipment',
    component: 'EquipmentRoute',
    namespaces: ['equipment'],
    titleKey: 'equipment',
  },
  {
    path: 'analytics',
    module: 'analytics',
    component: 'AnalyticsRoute',
    namespaces: ['analytics', 'dealer-analytics'],
    titleKey: 'analytics',
  },
  {
    path: 'dealer-analytics',
    module: 'dealer-analytics',
    component: 'DealerAnalyticsRoute',
    namespaces: ['dealer-analytics'],
    titleKey: 'dealerAnalytics',
  },
  { path: 'chat/:botId?', module: 'chat', component: 'ChatRoute', namespaces: ['chat'], titleKey: 'chat' },
  {
    path: 'chat-bots',
    module: 'chat-bots',
    component: 'ChatBotsRoute',
    namespaces: ['chat'],
    titleKey: 'chatBots',
  },
  {
    // The mobile dashboard's support action: the support assistant and the user's tickets (issue 10).
    path: 'mobile/support',
    module: 'mobile-support',
    component: 'MobileSupportRoute',
    namespaces: ['escalations'],
    titleKey: 'mobileSupport',
  },
  {
    path: 'onboarding',
    module: 'onboarding',
    component: 'OnboardingRoute',
    namespaces: ['onboarding'],
    titleKey: 'onboarding',
  },
  {
    path: 'onboarding/certificate/:onboardingId',
    module: 'onboarding-certificate',
    component: 'OnboardingCertificateRoute',
    namespaces: ['onboarding'],
    titleKey: 'onboardingCertificate',
  },
  {
    path: 'onboarding-management',
    module: 'onboarding-management',
    component: 'OnboardingManagementRoute',
    namespaces: ['onboarding'],
    titleKey: 'onboardingManagement',
  },
  {
    path: 'my-onboarding',
    module: 'my-onboarding',
    component: 'MyOnboardingRoute',
    namespaces: ['onboarding'],
    titleKey: 'myOnboarding',
  },
  {
    path: 'mobile/dashboard',
    module: 'mobile-dashboard',
    component: 'MobileDashboardRoute',
    namespaces: ['dashboard'],
    titleKey: 'mobileDashboard',
  },
  {
    path: 'testing/device',
    module: 'testing-device',
    component: 'TestingDeviceRoute',
    namespaces: ['device'],
    titleKey: 'deviceTesting',
  },
  {
    path: 'mobile/onboarding',
    module: 'mobile-onboarding',
    component: 'MobileOnboardingRoute',
    namespaces: ['onboarding'],
    titleKey: 'mobileOnboarding',
  },
  {
    path: 'bots',
    module: 'bots',
    component: 'BotsRoute',
    namespaces: ['bots'],
    titleKey: 'bots',
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'bots/:botId/knowledge',
    module: 'bots-knowledge',
    component: 'BotKnowledgeRoute',
    namespaces: ['bots', 'knowledge'],
    titleKey: 'botKnowledge',
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'knowledge',
    module: 'knowledge',
    component: 'KnowledgeRoute',
    namespaces: ['knowledge'],
    titleKey: 'knowledge',
  },
  {
    path: 'bots/:botId/chat',
    module: 'bots-chat',
    component: 'BotChatRoute',
    namespaces: ['bots', 'training', 'knowledge'],
    titleKey: 'botChat',
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'bots/:botId/analytics',
    module: 'bots-analytics',
    component: 'BotAnalyticsRoute',
    namespaces: ['bots'],
    titleKey: 'botAnalytics',
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  {
    path: 'training',
    module: 'training',
    component: 'TrainingRoute',
    namespaces: ['training'],
    titleKey: 'training',
  },
  {
    path: 'bots/:botId/config',
    module: 'bots-config',
    component: 'BotConfigRoute',
    namespaces: ['bots'],
    titleKey: 'botConfig',
    deniedKey: BOT_MANAGEMENT_DENIED,
  },
  { path: 'news', module: 'news', component: 'NewsRoute', namespaces: ['news'], titleKey: 'news' },
  {
    path: 'news/new',
    module: 'news-editor',
    component: 'NewsEditorRoute',
    namespaces: ['news'],
    titleKey: 'news',
  },
  {
    path: 'news/:id',
    module: 'news-article',
    component: 'NewsArticleRoute',
    namespaces: ['news'],
    titleKey: 'news',
  },
  {
    path: 'news/:id/edit',
    module: 'news-editor',
    component: 'NewsEditorRoute',
    namespaces: ['news'],
    titleKey: 'news',
  },
  {
    path: 'news/:id/stats',
    module: 'news-stats',
    component: 'NewsStatsRoute',
    namespaces: ['news'],
    titleKey: 'news',
  },
  {
    path: 'system-health',
    module: 'system-health',
    component: 'SystemHealthRoute',
    namespaces: ['health'],
    titleKey: 'systemHealth',
  },
  {
    path: 'settings',
    module: 'settings',
    component: 'SettingsRoute',
    namespaces: ['settings'],
    titleKey: 'settings',
  },
  { path: 'audit', module: 'audit', component: 'AuditRoute', namespaces: ['audit'], titleKey: 'audit' },
  { path: 'files', module: 'files', component: 'FilesRoute', namespaces: ['files'], titleKey: 'files' },
  {
    path: 'mobile/files',
    module: 'mobile-files',
    component: 'MobileFilesRoute',
    namespaces: ['files'],
    titleKey: 'mobileFiles',
  },
  {
    path: 'mobile/upload',
    module: 'mobile-upload',
    component: 'MobileUploadRoute',
    namespaces: ['files'],
    titleKey: 'mobileUpload',
  },
] as const satisfies readonly PageRoute[]

/** Every route module the table names: the keys of src/web/app/route-modules.ts. */
export type RouteModule =
  | (typeof PUBLIC_PAGES)[number]['module']
  | (typeof SIGNED_IN_PAGES)[number]['module']
  | (typeof SIGNED_IN_LAYOUT)['module']

/** A module's source file, from the project root. */
export const routeModuleFile = (module: string) => `src/web/routes/${module}.tsx`
