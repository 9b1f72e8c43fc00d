import { createBrowserRouter, type RouteObject } from 'react-router'
import type { RouteHandle } from '#web/app/route-handle.ts'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { NotFoundRoute } from '#web/routes/not-found.tsx'
import { RootLayout } from '#web/routes/root-layout.tsx'
import { RouteErrorBoundary } from '#web/routes/route-error-boundary.tsx'

const handle = (title: string): RouteHandle => ({ title })

const comingSoon = () =>
  import('#web/routes/coming-soon.tsx').then((module) => ({ Component: module.ComingSoonRoute }))

/**
 * Spec §2.1 protected routes whose pages land in later issues. They already sit behind the guard
 * and show a 'Coming in this release' panel, so no link in the product leads to a blank page.
 */
const UPCOMING_PAGES: { path: string; title: string }[] = [
  { path: '/chat', title: 'AI Assistants' },
  { path: '/chat/:botId', title: 'Assistant Chat' },
  { path: '/chat-bots', title: 'AI ChatBots' },
  { path: '/dealers', title: 'Dealer Management' },
  { path: '/dealers/:id', title: 'Dealer Details' },
  { path: '/dealer-analytics', title: 'Dealer Analytics' },
  { path: '/equipment', title: 'Equipment Management' },
  { path: '/training', title: 'Training & Review' },
  { path: '/files', title: 'File & Document Center' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/admin', title: 'User Management' },
  { path: '/knowledge', title: 'Knowledge Base' },
  { path: '/escalations', title: 'Escalations' },
  { path: '/system-health', title: 'System Health' },
  { path: '/onboarding', title: 'Onboarding' },
  { path: '/onboarding-management', title: 'Onboarding Management' },
  { path: '/my-onboarding', title: 'My Onboarding' },
  { path: '/news/*', title: 'News' },
  { path: '/bots', title: 'AI Bot Config' },
  { path: '/bots/:botId/config', title: 'Bot Configuration' },
  { path: '/bots/:botId/knowledge', title: 'Bot Knowledge Base' },
  { path: '/bots/:botId/chat', title: 'Bot Chat & Training' },
  { path: '/bots/:botId/analytics', title: 'Bot Analytics' },
  { path: '/mobile/dashboard', title: 'Mobile Dashboard' },
  { path: '/mobile/onboarding', title: 'Mobile Onboarding' },
  { path: '/mobile/files', title: 'Mobile Files' },
  { path: '/mobile/upload', title: 'Mobile Upload' },
  { path: '/mobile/support', title: 'Mobile Support' },
  { path: '/testing/device', title: 'Device Testing' },
]

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        handle: handle('Enter the future of dealer management'),
        lazy: () => import('#web/routes/welcome.tsx').then((module) => ({ Component: module.WelcomeRoute })),
      },
      {
        path: 'login',
        handle: handle('Sign In'),
        lazy: () => import('#web/routes/login.tsx').then((module) => ({ Component: module.LoginRoute })),
      },
      {
        path: 'auth',
        handle: handle('Login or Sign Up'),
        lazy: () => import('#web/routes/auth.tsx').then((module) => ({ Component: module.AuthRoute })),
      },
      {
        path: 'auth/callback',
        handle: handle('Signing In'),
        lazy: () =>
          import('#web/routes/auth-callback.tsx').then((module) => ({ Component: module.AuthCallbackRoute })),
      },
      {
        path: 'invite/:token',
        handle: handle('Accept Invitation'),
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
            handle: handle('Dashboard'),
            lazy: () =>
              import('#web/routes/dashboard.tsx').then((module) => ({ Component: module.DashboardRoute })),
          },
          {
            path: 'profile',
            handle: handle('Profile'),
            lazy: () =>
              import('#web/routes/profile.tsx').then((module) => ({ Component: module.ProfileRoute })),
          },
          ...UPCOMING_PAGES.map(({ path, title }) => ({ path, handle: handle(title), lazy: comingSoon })),
        ],
      },
      { path: '*', handle: handle('Page Not Found'), Component: NotFoundRoute },
    ],
  },
]

export const router = createBrowserRouter(routes)
