import { createBrowserRouter, type RouteObject } from 'react-router'
import type { RouteHandle } from '#web/app/route-handle.ts'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { NotFoundRoute } from '#web/routes/not-found.tsx'
import { RootLayout } from '#web/routes/root-layout.tsx'
import { RouteErrorBoundary } from '#web/routes/route-error-boundary.tsx'

const handle = (titleKey: string, deniedKey?: string): RouteHandle => ({ titleKey, deniedKey })

/** Spec §6: the bot screens say who they are for. */
const BOT_MANAGEMENT_DENIED = 'botManagement'

const comingSoon = () =>
  import('#web/routes/coming-soon.tsx').then((module) => ({ Component: module.ComingSoonRoute }))

/**
 * Spec §2.1 protected routes whose pages land in later issues. They already sit behind the guard
 * and show a 'Coming in this release' panel, so no link in the product leads to a blank page.
 */
const UPCOMING_PAGES: { path: string; titleKey: string }[] = [
  { path: '/files', titleKey: 'files' },
  { path: '/analytics', titleKey: 'analytics' },
  { path: '/escalations', titleKey: 'escalations' },
  { path: '/system-health', titleKey: 'systemHealth' },
  { path: '/news/*', titleKey: 'news' },
  { path: '/mobile/dashboard', titleKey: 'mobileDashboard' },
  { path: '/mobile/files', titleKey: 'mobileFiles' },
  { path: '/mobile/upload', titleKey: 'mobileUpload' },
  { path: '/testing/device', titleKey: 'deviceTesting' },
]

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        handle: handle('welcome'),
        lazy: () => import('#web/routes/welcome.tsx').then((module) => ({ Component: module.WelcomeRoute })),
      },
      {
        path: 'login',
        handle: handle('login'),
        lazy: () => import('#web/routes/login.tsx').then((module) => ({ Component: module.LoginRoute })),
      },
      {
        path: 'auth',
        handle: handle('auth'),
        lazy: () => import('#web/routes/auth.tsx').then((module) => ({ Component: module.AuthRoute })),
      },
      {
        path: 'auth/callback',
        handle: handle('authCallback'),
        lazy: () =>
          import('#web/routes/auth-callback.tsx').then((module) => ({ Component: module.AuthCallbackRoute })),
      },
      {
        path: 'invite/:token',
        handle: handle('invite'),
        lazy: () => import('#web/routes/invite.tsx').then((module) => ({ Component: module.InviteRoute })),
      },
      {
        lazy: () =>
          import('#web/routes/protected-layout.tsx').then((module) => ({
            Component: module.ProtectedLayout,
          })),
        children: [
          {
            path: 'dashboard',
            handle: handle('dashboard'),
            lazy: () =>
              import('#web/routes/dashboard.tsx').then((module) => ({ Component: module.DashboardRoute })),
          },
          {
            path: 'profile',
            handle: handle('profile'),
            lazy: () =>
              import('#web/routes/profile.tsx').then((module) => ({ Component: module.ProfileRoute })),
          },
          {
            path: 'dealers',
            handle: handle('dealers'),
            lazy: () =>
              import('#web/routes/dealers.tsx').then((module) => ({ Component: module.DealersRoute })),
          },
          {
            path: 'dealers/:id',
            handle: handle('dealer'),
            lazy: () =>
              import('#web/routes/dealer.tsx').then((module) => ({ Component: module.DealerRoute })),
          },
          {
            path: 'admin',
            handle: handle('admin'),
            lazy: () => import('#web/routes/admin.tsx').then((module) => ({ Component: module.AdminRoute })),
          },
          {
            path: 'equipment',
            handle: handle('equipment'),
            lazy: () =>
              import('#web/routes/equipment.tsx').then((module) => ({ Component: module.EquipmentRoute })),
          },
          {
            path: 'dealer-analytics',
            handle: handle('dealerAnalytics'),
            lazy: () =>
              import('#web/routes/dealer-analytics.tsx').then((module) => ({
                Component: module.DealerAnalyticsRoute,
              })),
          },
          {
            path: 'chat/:botId?',
            handle: handle('chat'),
            lazy: () => import('#web/routes/chat.tsx').then((module) => ({ Component: module.ChatRoute })),
          },
          {
            path: 'chat-bots',
            handle: handle('chatBots'),
            lazy: () =>
              import('#web/routes/chat-bots.tsx').then((module) => ({ Component: module.ChatBotsRoute })),
          },
          {
            // The mobile dashboard's support action opens the assistants (issue 5).
            path: 'mobile/support',
            handle: handle('mobileSupport'),
            lazy: () => import('#web/routes/chat.tsx').then((module) => ({ Component: module.ChatRoute })),
          },
          {
            path: 'onboarding',
            handle: handle('onboarding'),
            lazy: () =>
              import('#web/routes/onboarding.tsx').then((module) => ({ Component: module.OnboardingRoute })),
          },
          {
            path: 'onboarding/certificate/:onboardingId',
            handle: handle('onboardingCertificate'),
            lazy: () =>
              import('#web/routes/onboarding-certificate.tsx').then((module) => ({
                Component: module.OnboardingCertificateRoute,
              })),
          },
          {
            path: 'onboarding-management',
            handle: handle('onboardingManagement'),
            lazy: () =>
              import('#web/routes/onboarding-management.tsx').then((module) => ({
                Component: module.OnboardingManagementRoute,
              })),
          },
          {
            path: 'my-onboarding',
            handle: handle('myOnboarding'),
            lazy: () =>
              import('#web/routes/my-onboarding.tsx').then((module) => ({
                Component: module.MyOnboardingRoute,
              })),
          },
          {
            path: 'mobile/onboarding',
            handle: handle('mobileOnboarding'),
            lazy: () =>
              import('#web/routes/mobile-onboarding.tsx').then((module) => ({
                Component: module.MobileOnboardingRoute,
              })),
          },
          {
            path: 'bots',
            handle: handle('bots', BOT_MANAGEMENT_DENIED),
            lazy: () => import('#web/routes/bots.tsx').then((module) => ({ Component: module.BotsRoute })),
          },
          {
            path: 'bots/:botId/knowledge',
            handle: handle('botKnowledge', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              import('#web/routes/bots-knowledge.tsx').then((module) => ({
                Component: module.BotKnowledgeRoute,
              })),
          },
          {
            path: 'knowledge',
            handle: handle('knowledge'),
            lazy: () =>
              import('#web/routes/knowledge.tsx').then((module) => ({ Component: module.KnowledgeRoute })),
          },
          {
            path: 'bots/:botId/chat',
            handle: handle('botChat', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              import('#web/routes/bots-chat.tsx').then((module) => ({ Component: module.BotChatRoute })),
          },
          {
            path: 'bots/:botId/analytics',
            handle: handle('botAnalytics', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              import('#web/routes/bots-analytics.tsx').then((module) => ({
                Component: module.BotAnalyticsRoute,
              })),
          },
          {
            path: 'training',
            handle: handle('training'),
            lazy: () =>
              import('#web/routes/training.tsx').then((module) => ({ Component: module.TrainingRoute })),
          },
          {
            path: 'bots/:botId/config',
            handle: handle('botConfig', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              import('#web/routes/bots-config.tsx').then((module) => ({ Component: module.BotConfigRoute })),
          },
          ...UPCOMING_PAGES.map(({ path, titleKey }) => ({
            path,
            handle: handle(titleKey),
            lazy: comingSoon,
          })),
        ],
      },
      { path: '*', handle: handle('notFound'), Component: NotFoundRoute },
    ],
  },
]

export const router = createBrowserRouter(routes)
