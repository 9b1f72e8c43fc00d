import { LogOutIcon, UserRoundIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'

type DashboardHeaderProps = {
  greetingName: string
  onSignOut: () => void
  isSigningOut: boolean
}

export function DashboardHeader({ greetingName, onSignOut, isSigningOut }: DashboardHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome back, {greetingName}</h1>
        <p className="text-sm text-muted-foreground">
          Your account, your roles and the modules you can open.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="outline" asChild>
          <Link to={paths.profile}>
            <UserRoundIcon aria-hidden="true" />
            Profile
          </Link>
        </Button>
        <Button variant="secondary" onClick={onSignOut} disabled={isSigningOut}>
          {isSigningOut ? <Spinner decorative /> : <LogOutIcon aria-hidden="true" />}
          Sign Out
        </Button>
      </div>
    </div>
  )
}
