import { hasContentAccess } from '#shared/auth/permissions'
import { WaitingForAccessCard } from '#web/components/feedback/waiting-for-access-card.tsx'
import { ActionItemsCard } from '#web/features/dashboard/components/action-items-card.tsx'
import { DashboardHeader } from '#web/features/dashboard/components/dashboard-header.tsx'
import { ModuleGrid } from '#web/features/dashboard/components/module-grid.tsx'
import { PasswordNotice } from '#web/features/dashboard/components/password-notice.tsx'
import { ProfileSummaryCard } from '#web/features/dashboard/components/profile-summary-card.tsx'
import { RolesCard } from '#web/features/dashboard/components/roles-card.tsx'
import { LatestNewsWidget } from '#web/features/news/components/latest-news-widget.tsx'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { useSignOut } from '#web/lib/session/use-sign-out.ts'

export function DashboardRoute() {
  const { user, profile, roles, dealers } = useCurrentUser()
  const { signOut, isSigningOut } = useSignOut()
  // Spec §2.5 warns "no password is set": shown exactly when the account has no password to sign
  // in with (the spec's sign-up-and-confirmed test stands in for that; every account made by
  // sign-up, invitation or seed has one, so the literal rule would warn users who do have one).
  const showPasswordNotice = !user.hasPassword

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <DashboardHeader
        greetingName={profile.firstName?.trim() || user.email}
        returning={profile.previousLogin !== null}
        onSignOut={signOut}
        isSigningOut={isSigningOut}
      />
      {showPasswordNotice ? <PasswordNotice /> : null}
      {hasContentAccess(roles) ? <ActionItemsCard /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProfileSummaryCard
            profile={{
              firstName: profile.firstName,
              lastName: profile.lastName,
              email: user.email,
              department: profile.department,
              lastLogin: profile.lastLogin,
              dealers,
            }}
          />
        </div>
        <RolesCard roles={roles} />
      </div>
      {/* Issue 32: without a role there is nothing to open or read yet (the server agrees). */}
      {hasContentAccess(roles) ? (
        <div className="grid gap-8 xl:grid-cols-3">
          <div className="xl:col-span-2">
            <ModuleGrid roles={roles} />
          </div>
          <div className="xl:self-start">
            <LatestNewsWidget />
          </div>
        </div>
      ) : (
        <WaitingForAccessCard />
      )}
    </div>
  )
}
