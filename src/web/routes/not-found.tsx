import { Link } from 'react-router'
import { Logo } from '#web/components/brand/logo.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'

export function NotFoundRoute() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-svh flex-col items-center justify-center gap-8 bg-muted/30 px-6 text-center outline-none"
    >
      <Logo className="text-lg" />
      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">Error 404</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="mx-auto max-w-md text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go to Home</Link>
        </Button>
      </div>
    </main>
  )
}
