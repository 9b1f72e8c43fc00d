import { Outlet } from 'react-router'
import { AppHeader } from '#web/components/layout/app-header.tsx'
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx'

/** Every route of spec §2.1 that needs a session renders inside this layout. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <div className="flex min-h-svh flex-col bg-muted/30">
        <AppHeader />
        <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
    </RequireAuth>
  )
}
