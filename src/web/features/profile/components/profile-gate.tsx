import { type ReactNode, useState } from 'react'
import { useCurrentUser } from '#web/features/auth/hooks/use-current-user.ts'
import { dismissTourForGood, finishTourForThisPageLoad, shouldShowTour } from '../lib/tour-visibility.ts'
import { CompleteProfileForm } from './complete-profile-form.tsx'
import { WelcomeTour } from './welcome-tour.tsx'

/**
 * Spec §2.6 guarded-page flow after the session has loaded: the complete-profile form while first
 * or last name is missing, then the welcome tour (a dialog over the page), then the page.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const me = useCurrentUser()
  const [tourOpen, setTourOpen] = useState(shouldShowTour)

  if (!me.profile.profileCompleted) return <CompleteProfileForm me={me} />

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
