import { lazy, type ReactNode, Suspense, useState } from 'react'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { useCurrentUser } from '#web/features/auth/hooks/use-current-user.ts'
import { dismissTourForGood, finishTourForThisPageLoad, shouldShowTour } from '../lib/tour-visibility.ts'
import { WelcomeTour } from './welcome-tour.tsx'

/**
 * Issue 12: only an incomplete profile sees the form, and it brings zod and react-hook-form (about
 * 40 KB gzip) that every other signed-in first load would carry for nothing.
 */
const CompleteProfileForm = lazy(() =>
  import('./complete-profile-form.tsx').then((module) => ({ default: module.CompleteProfileForm })),
)

/**
 * Spec §2.6 guarded-page flow after the session has loaded: the complete-profile form while first
 * or last name is missing, then the welcome tour (a dialog over the page), then the page.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const me = useCurrentUser()
  const [tourOpen, setTourOpen] = useState(shouldShowTour)

  if (!me.profile.profileCompleted)
    return (
      <Suspense fallback={<PageLoader />}>
        <CompleteProfileForm me={me} />
      </Suspense>
    )

  return (
    <>
      {children}
      {tourOpen ? (
        <WelcomeTour
          firstName={me.profile.firstName ?? ''}
          roles={me.roles}
          onFinish={() => {
            finishTourForThisPageLoad()
            setTourOpen(false)
          }}
          onDismiss={() => {
            dismissTourForGood()
            setTourOpen(false)
          }}
        />
      ) : null}
    </>
  )
}
