import { Link } from 'react-router'
import { Logo } from '#web/components/brand/logo.tsx'
import { paths } from '#web/config/paths.ts'

/**
 * The signed-in top bar. For now it carries the brand only; the sidebar, search, language,
 * notifications and account menu of spec §2.3 arrive with the application layout.
 */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center px-4 sm:px-6">
        <Link
          to={paths.dashboard}
          className="rounded-md text-foreground transition-opacity hover:opacity-80"
          aria-label="DealerPilot dashboard"
        >
          <Logo />
        </Link>
      </div>
    </header>
  )
}
