import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { paths } from '#web/config/paths.ts'
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-messages.ts'
import { useReturnPath } from '#web/features/auth/hooks/use-return-path.ts'
import { signInPath } from '#web/features/auth/lib/return-path.ts'
import { meQueryOptions } from '#web/lib/session/get-me.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * Spec §2.4: where e-mail links land. With a session the user goes on to /dashboard (or to the page
 * the magic link was asked for from, `?next=`); without one, or with `?error=`, an 'Authentication
 * Error' toast and /login, which keeps `?next=` for the next try.
 */
export function AuthCallbackRoute() {
  const { t } = useTranslation('auth')
  const messages = useAuthMessages()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const error = searchParams.get('error')
  const { next, afterSignIn } = useReturnPath()
  const retry = signInPath(paths.login, next)
  // The link has just set the session cookie: never trust a cached "signed out".
  const me = useQuery({ ...meQueryOptions(), refetchOnMount: 'always', enabled: !error })
  const fresh = me.isFetchedAfterMount && !me.isFetching
  const done = useRef(false)

  useEffect(() => {
    if (done.current) return
    if (error) {
      done.current = true
      toast.error(t('toasts.authenticationError'), {
        id: 'auth-error',
        description: messages.linkError(error),
      })
      navigate(retry, { replace: true })
      return
    }
    if (!fresh) return
    done.current = true
    if (me.data) {
      navigate(afterSignIn, { replace: true })
    } else {
      toast.error(t('toasts.authenticationError'), {
        id: 'auth-error',
        description: t('toasts.sessionNotConfirmed'),
      })
      navigate(retry, { replace: true })
    }
  }, [error, fresh, me.data, navigate, t, messages, afterSignIn, retry])

  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-svh items-center justify-center outline-none">
      <h1 className="sr-only">{t('callback.signingIn')}</h1>
      <PageLoader label={t('callback.signingIn')} />
    </main>
  )
}
