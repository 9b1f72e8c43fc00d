import { Navigate, Outlet, useLocation } from 'react-router'
import { canOpenPage } from '#shared/auth/page-access'
import { BOTTOM_BAR_ENTRIES, type NavEntry, SIDEBAR_ENTRIES, visibleEntries } from '#shared/auth/permissions'
import { useRouteDeniedMessage, useRouteTitle } from '#web/app/route-handle.ts'
import { AccessDenied } from '#web/components/feedback/access-denied.tsx'
import { AccountMenu } from '#web/components/layout/account-menu.tsx'
import { AppShell } from '#web/components/layout/app-shell.tsx'
import { HelpPanel } from '#web/components/layout/help-panel.tsx'
import { LanguageMenu } from '#web/components/layout/language-menu.tsx'
import type { ResolvedNavEntry } from '#web/components/layout/nav-list.tsx'
import { paths } from '#web/config/paths.ts'
import { AccessibilityMenu } from '#web/features/accessibility/components/accessibility-menu.tsx'
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx'
import { useRealtimeStopNotice } from '#web/features/auth/hooks/use-realtime-stop-notice.ts'
import { OfflineBanner } from '#web/features/mobile/offline/offline-banner.tsx'
import { NotificationsBell } from '#web/features/notifications/components/notifications-bell.tsx'
import { ProfileGate, usePageInShell } from '#web/features/profile/components/profile-gate.tsx'
import { GlobalSearch } from '#web/features/search/components/global-search.tsx'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { useSignOut } from '#web/lib/session/use-sign-out.ts'

/** Fills `:dealerId` with the user's own dealer; entries that need a dealer the user lacks are dropped. */
function resolveEntries(entries: readonly NavEntry[], dealerId: string | undefined): ResolvedNavEntry[] {
  return entries.flatMap((entry) => {
    if (!entry.path.includes(':dealerId')) return [{ ...entry, href: entry.path }]
    return dealerId ? [{ ...entry, href: entry.path.replace(':dealerId', dealerId) }] : []
  })
}

function SignedInShell() {
  const { user, profile, roles, dealers, twoFactor } = useCurrentUser()
  const { signOut } = useSignOut()
  const { pathname } = useLocation()
  const title = useRouteTitle()
  const deniedMessage = useRouteDeniedMessage()
  const ownDealerId = dealers[0]?.id
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || user.email
  const pageInShell = usePageInShell()
  useRealtimeStopNotice()
  // Issue 32: until a user who must have two-factor sign-in has set it up, the server answers only
  // their own account (403 TWO_FACTOR_SETUP_REQUIRED): the profile's setup is the one page, without
  // the navigation, search and bell that would ask it for more.
  const setupPending = twoFactor.required && !twoFactor.enabled
  if (setupPending && pathname !== paths.profile) return <Navigate to={paths.profile} replace />

  return (
    <AppShell
      sidebarEntries={setupPending ? [] : resolveEntries(visibleEntries(SIDEBAR_ENTRIES, roles), ownDealerId)}
      bottomBarEntries={
        setupPending ? [] : resolveEntries(visibleEntries(BOTTOM_BAR_ENTRIES, roles), ownDealerId)
      }
      search={setupPending ? null : <GlobalSearch />}
      topBarActions={
        <>
          <LanguageMenu />
          {setupPending ? null : <NotificationsBell />}
          <AccessibilityMenu />
          <HelpPanel roles={roles} />
          <AccountMenu name={name} email={user.email} onSignOut={signOut} />
        </>
      }
    >
      <OfflineBanner />
      {!pageInShell ? null : canOpenPage(roles, pathname) ? (
        <Outlet />
      ) : (
        <AccessDenied page={title} message={deniedMessage} />
      )}
    </AppShell>
  )
}

/** Every route of spec §2.1 that needs a session renders inside this layout (spec §2.6 order). */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <ProfileGate>
        <SignedInShell />
      </ProfileGate>
    </RequireAuth>
  )
}
