import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { NotFoundRoute } from '#web/routes/not-found.tsx'

/** Spec §2.19: an unexpected rendering error shows 'Something went wrong' with 'Try Again'. */
export function RouteErrorBoundary() {
  const { t } = useTranslation('common')
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404

  useEffect(() => {
    if (!notFound) console.error('Unhandled route error', error)
  }, [error, notFound])

  if (notFound) return <NotFoundRoute />

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-svh items-center justify-center bg-muted/30 outline-none"
    >
      <ErrorState
        title={t('errorBoundary.title')}
        description={t('errorBoundary.body')}
        actions={<Button onClick={() => window.location.reload()}>{t('actions.tryAgain')}</Button>}
      />
    </main>
  )
}
