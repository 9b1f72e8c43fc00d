import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'
import { signInPath } from '#web/features/auth/lib/return-path.ts'
import { useMe } from '#web/lib/session/get-me.ts'
import { CurrentUserContext } from '#web/lib/session/use-current-user.ts'

/**
 * Spec §2.6 guarded-page flow: a spinner while the session loads, then /auth when nobody is signed
 * in, then the page. The requested page rides along as `?next=`, so sign-in returns to it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth')
  const me = useMe()
  const location = useLocation()

  if (me.isPending) {
    return (
      <main id="main-content" tabIndex={-1} className="outline-none">
        <PageLoader label={t('guard.loading')} />
      </main>
    )
  }

  if (me.isError) {
    return (
      <main id="main-content" tabIndex={-1} className="outline-none">
        <ErrorState
          title={t('guard.errorTitle')}
          description={t('guard.errorDescription')}
          actions={
            <Button onClick={() => me.refetch()} disabled={me.isFetching}>
              {t('guard.tryAgain')}
            </Button>
          }
        />
      </main>
    )
  }

  if (!me.data) return <Navigate to={signInPath(paths.auth, location.pathname + location.search)} replace />

  return <CurrentUserContext value={me.data}>{children}</CurrentUserContext>
}
