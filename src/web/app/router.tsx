import { createBrowserRouter, type RouteObject } from 'react-router'
import { preloadRoutesOnIntent } from '#web/app/preload-on-intent.ts'
import type { RouteHandle } from '#web/app/route-handle.ts'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { loadNamespaces } from '#web/lib/i18n.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { meQueryOptions, takeMeFromDocument } from '#web/lib/session/get-me.ts'
import { NotFoundRoute } from '#web/routes/not-found.tsx'
import { RootLayout } from '#web/routes/root-layout.tsx'
import { RouteErrorBoundary } from '#web/routes/route-error-boundary.tsx'

/**
 * Issue 12: a route's code and the string namespaces it uses beyond the shell's (`common`), loaded side
 * by side; on the first load index.html has already modulepreloaded both (vite.config.ts reads these
 * lists, and its build fails when a route's code uses a namespace its list lacks).
 */
function withStrings<Module>(namespaces: readonly string[], code: Promise<Module>): Promise<Module> {
  return Promise.all([code, loadNamespaces(namespaces)]).then(([module]) => module)
}

const handle = (titleKey: string, deniedKey?: string): RouteHandle => ({ titleKey, deniedKey })

/** Spec §6: the bot screens say who they are for. */
const BOT_MANAGEMENT_DENIED = 'botManagement'

/**
 * Issue 12: every page first asks who is signed in. A loader written on the route object runs beside
 * the `lazy` imports, so the question goes out while the page's code is still loading instead of
 * after it. It never waits and never fails: the pages' own `useMe` shows the answer or the error.
 * A signed-in first load needs no question: its page brought the answer (the first loader run takes
 * it, before anything reads the session).
 */
function askForSessionEarly() {
  takeMeFromDocument(queryClient)
  void queryClient.prefetchQuery(meQueryOptions())
  return null
}

/**
 * Issue 12: the first load carries only the shell (this file, the root layout, the error boundary and
 * the loader); each page's code comes with its own `lazy` when it is opened (initial JavaScript per
 * page: `npm run bench -- web`). The error boundary stays eager: it must show when a page's code
 * cannot be loaded. `HydrateFallback` fills the screen until the first page's code is there, the
 * same full-height loader the pages use.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    loader: askForSessionEarly,
    children: [
      {
        index: true,
        handle: handle('welcome'),
        lazy: () =>
          withStrings(['auth', 'welcome'], import('#web/routes/welcome.tsx')).then((module) => ({
            Component: module.WelcomeRoute,
          })),
      },
      {
        path: 'login',
        handle: handle('login'),
        lazy: () =>
          withStrings(['auth'], import('#web/routes/login.tsx')).then((module) => ({
            Component: module.LoginRoute,
          })),
      },
      {
        path: 'auth',
        handle: handle('auth'),
        lazy: () =>
          withStrings(['auth'], import('#web/routes/auth.tsx')).then((module) => ({
            Component: module.AuthRoute,
          })),
      },
      {
        path: 'auth/callback',
        handle: handle('authCallback'),
        lazy: () =>
          withStrings(['auth'], import('#web/routes/auth-callback.tsx')).then((module) => ({
            Component: module.AuthCallbackRoute,
          })),
      },
      {
        path: 'invite/:token',
        handle: handle('invite'),
        lazy: () =>
          withStrings(['auth', 'invitations'], import('#web/routes/invite.tsx')).then((module) => ({
            Component: module.InviteRoute,
          })),
      },
      {
        lazy: () =>
          withStrings(
            ['accessibility', 'auth', 'mobile', 'notifications', 'profile', 'search'],
            import('#web/routes/protected-layout.tsx'),
          ).then((module) => ({
            Component: module.ProtectedLayout,
          })),
        children: [
          {
            path: 'dashboard',
            handle: handle('dashboard'),
            lazy: () =>
              withStrings(['dashboard', 'news'], import('#web/routes/dashboard.tsx')).then((module) => ({
                Component: module.DashboardRoute,
              })),
          },
          {
            path: 'profile',
            handle: handle('profile'),
            lazy: () =>
              withStrings([], import('#web/routes/profile.tsx')).then((module) => ({
                Component: module.ProfileRoute,
              })),
          },
          {
            path: 'dealers',
            handle: handle('dealers'),
            lazy: () =>
              withStrings(['dealers'], import('#web/routes/dealers.tsx')).then((module) => ({
                Component: module.DealersRoute,
              })),
          },
          {
            path: 'dealers/:id',
            handle: handle('dealer'),
            lazy: () =>
              withStrings(['dealers', 'users'], import('#web/routes/dealer.tsx')).then((module) => ({
                Component: module.DealerRoute,
              })),
          },
          {
            path: 'admin',
            handle: handle('admin'),
            lazy: () =>
              withStrings(['users'], import('#web/routes/admin.tsx')).then((module) => ({
                Component: module.AdminRoute,
              })),
          },
          {
            path: 'escalations',
            handle: handle('escalations'),
            lazy: () =>
              withStrings(['escalations'], import('#web/routes/escalations.tsx')).then((module) => ({
                Component: module.EscalationsRoute,
              })),
          },
          {
            path: 'escalations/:id',
            handle: handle('escalations'),
            lazy: () =>
              withStrings(['escalations'], import('#web/routes/escalations.tsx')).then((module) => ({
                Component: module.EscalationTicketRoute,
              })),
          },
          {
            path: 'equipment',
            handle: handle('equipment'),
            lazy: () =>
              withStrings(['equipment'], import('#web/routes/equipment.tsx')).then((module) => ({
                Component: module.EquipmentRoute,
              })),
          },
          {
            path: 'analytics',
            handle: handle('analytics'),
            lazy: () =>
              withStrings(['analytics', 'dealer-analytics'], import('#web/routes/analytics.tsx')).then(
                (module) => ({ Component: module.AnalyticsRoute }),
              ),
          },
          {
            path: 'dealer-analytics',
            handle: handle('dealerAnalytics'),
            lazy: () =>
              withStrings(['dealer-analytics'], import('#web/routes/dealer-analytics.tsx')).then(
                (module) => ({
                  Component: module.DealerAnalyticsRoute,
                }),
              ),
          },
          {
            path: 'chat/:botId?',
            handle: handle('chat'),
            lazy: () =>
              withStrings(['chat'], import('#web/routes/chat.tsx')).then((module) => ({
                Component: module.ChatRoute,
              })),
          },
          {
            path: 'chat-bots',
            handle: handle('chatBots'),
            lazy: () =>
              withStrings(['chat'], import('#web/routes/chat-bots.tsx')).then((module) => ({
                Component: module.ChatBotsRoute,
              })),
          },
          {
            // The mobile dashboard's support action: the support assistant and the user's tickets (issue 10).
            path: 'mobile/support',
            handle: handle('mobileSupport'),
            lazy: () =>
              withStrings(['escalations'], import('#web/routes/mobile-support.tsx')).then((module) => ({
                Component: module.MobileSupportRoute,
              })),
          },
          {
            path: 'onboarding',
            handle: handle('onboarding'),
            lazy: () =>
              withStrings(['onboarding'], import('#web/routes/onboarding.tsx')).then((module) => ({
                Component: module.OnboardingRoute,
              })),
          },
          {
            path: 'onboarding/certificate/:onboardingId',
            handle: handle('onboardingCertificate'),
            lazy: () =>
              withStrings(['onboarding'], import('#web/routes/onboarding-certificate.tsx')).then(
                (module) => ({
                  Component: module.OnboardingCertificateRoute,
                }),
              ),
          },
          {
            path: 'onboarding-management',
            handle: handle('onboardingManagement'),
            lazy: () =>
              withStrings(['onboarding'], import('#web/routes/onboarding-management.tsx')).then((module) => ({
                Component: module.OnboardingManagementRoute,
              })),
          },
          {
            path: 'my-onboarding',
            handle: handle('myOnboarding'),
            lazy: () =>
              withStrings(['onboarding'], import('#web/routes/my-onboarding.tsx')).then((module) => ({
                Component: module.MyOnboardingRoute,
              })),
          },
          {
            path: 'mobile/dashboard',
            handle: handle('mobileDashboard'),
            lazy: () =>
              withStrings(['dashboard'], import('#web/routes/mobile-dashboard.tsx')).then((module) => ({
                Component: module.MobileDashboardRoute,
              })),
          },
          {
            path: 'testing/device',
            handle: handle('deviceTesting'),
            lazy: () =>
              withStrings(['device'], import('#web/routes/testing-device.tsx')).then((module) => ({
                Component: module.TestingDeviceRoute,
              })),
          },
          {
            path: 'mobile/onboarding',
            handle: handle('mobileOnboarding'),
            lazy: () =>
              withStrings(['onboarding'], import('#web/routes/mobile-onboarding.tsx')).then((module) => ({
                Component: module.MobileOnboardingRoute,
              })),
          },
          {
            path: 'bots',
            handle: handle('bots', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              withStrings(['bots'], import('#web/routes/bots.tsx')).then((module) => ({
                Component: module.BotsRoute,
              })),
          },
          {
            path: 'bots/:botId/knowledge',
            handle: handle('botKnowledge', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              withStrings(['bots', 'knowledge'], import('#web/routes/bots-knowledge.tsx')).then((module) => ({
                Component: module.BotKnowledgeRoute,
              })),
          },
          {
            path: 'knowledge',
            handle: handle('knowledge'),
            lazy: () =>
              withStrings(['knowledge'], import('#web/routes/knowledge.tsx')).then((module) => ({
                Component: module.KnowledgeRoute,
              })),
          },
          {
            path: 'bots/:botId/chat',
            handle: handle('botChat', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              withStrings(['bots', 'training', 'knowledge'], import('#web/routes/bots-chat.tsx')).then(
                (module) => ({
                  Component: module.BotChatRoute,
                }),
              ),
          },
          {
            path: 'bots/:botId/analytics',
            handle: handle('botAnalytics', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              withStrings(['bots'], import('#web/routes/bots-analytics.tsx')).then((module) => ({
                Component: module.BotAnalyticsRoute,
              })),
          },
          {
            path: 'training',
            handle: handle('training'),
            lazy: () =>
              withStrings(['training'], import('#web/routes/training.tsx')).then((module) => ({
                Component: module.TrainingRoute,
              })),
          },
          {
            path: 'bots/:botId/config',
            handle: handle('botConfig', BOT_MANAGEMENT_DENIED),
            lazy: () =>
              withStrings(['bots'], import('#web/routes/bots-config.tsx')).then((module) => ({
                Component: module.BotConfigRoute,
              })),
          },
          {
            path: 'news',
            handle: handle('news'),
            lazy: () =>
              withStrings(['news'], import('#web/routes/news.tsx')).then((module) => ({
                Component: module.NewsRoute,
              })),
          },
          {
            path: 'news/new',
            handle: handle('news'),
            lazy: () =>
              withStrings(['news'], import('#web/routes/news-editor.tsx')).then((module) => ({
                Component: module.NewsEditorRoute,
              })),
          },
          {
            path: 'news/:id',
            handle: handle('news'),
            lazy: () =>
              withStrings(['news'], import('#web/routes/news-article.tsx')).then((module) => ({
                Component: module.NewsArticleRoute,
              })),
          },
          {
            path: 'news/:id/edit',
            handle: handle('news'),
            lazy: () =>
              withStrings(['news'], import('#web/routes/news-editor.tsx')).then((module) => ({
                Component: module.NewsEditorRoute,
              })),
          },
          {
            path: 'news/:id/stats',
            handle: handle('news'),
            lazy: () =>
              withStrings(['news'], import('#web/routes/news-stats.tsx')).then((module) => ({
                Component: module.NewsStatsRoute,
              })),
          },
          {
            path: 'system-health',
            handle: handle('systemHealth'),
            lazy: () =>
              withStrings(['health'], import('#web/routes/system-health.tsx')).then((module) => ({
                Component: module.SystemHealthRoute,
              })),
          },
          {
            path: 'settings',
            handle: handle('settings'),
            lazy: () =>
              withStrings(['settings'], import('#web/routes/settings.tsx')).then((module) => ({
                Component: module.SettingsRoute,
              })),
          },
          {
            path: 'audit',
            handle: handle('audit'),
            lazy: () =>
              withStrings(['audit'], import('#web/routes/audit.tsx')).then((module) => ({
                Component: module.AuditRoute,
              })),
          },
          {
            path: 'files',
            handle: handle('files'),
            lazy: () =>
              withStrings(['files'], import('#web/routes/files.tsx')).then((module) => ({
                Component: module.FilesRoute,
              })),
          },
          {
            path: 'mobile/files',
            handle: handle('mobileFiles'),
            lazy: () =>
              withStrings(['files'], import('#web/routes/mobile-files.tsx')).then((module) => ({
                Component: module.MobileFilesRoute,
              })),
          },
          {
            path: 'mobile/upload',
            handle: handle('mobileUpload'),
            lazy: () =>
              withStrings(['files'], import('#web/routes/mobile-upload.tsx')).then((module) => ({
                Component: module.MobileUploadRoute,
              })),
          },
        ],
      },
      // Eager: the error boundary shows it too, so it is in the shell anyway.
      { path: '*', handle: handle('notFound'), Component: NotFoundRoute },
    ],
  },
]

export const router = createBrowserRouter(routes)
preloadRoutesOnIntent(routes)
