import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { useRouteTitle } from '#web/app/route-handle.ts'
import { SkipLink } from '#web/components/layout/skip-link.tsx'

function DocumentTitle() {
  const title = useRouteTitle()
  useEffect(() => {
    document.title = title ? `${title} · DealerPilot` : 'DealerPilot'
  }, [title])
  return null
}

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
