import { LogOutIcon, UserRoundIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'

type DashboardHeaderProps = {
  greetingName: string
  /** Signed in before this visit: 'Welcome back', else 'Welcome' (issue 35 item 6). */
  returning: boolean
  onSignOut: () => void
  isSigningOut: boolean
}

export function DashboardHeader({ greetingName, returning, onSignOut, isSigningOut }: DashboardHeaderProps) {
  const { t } = useTranslation('dashboard')
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t(returning ? 'header.greeting' : 'header.greetingFirstVisit', { name: greetingName })}
        </h1>
        <p className="text-sm text-muted-foreground">{t('header.description')}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="outline" asChild>
          <Link to={paths.profile}>
            <UserRoundIcon aria-hidden="true" />
            {t('header.profile')}
          </Link>
        </Button>
        <Button variant="secondary" onClick={onSignOut} disabled={isSigningOut}>
          {isSigningOut ? <Spinner decorative /> : <LogOutIcon aria-hidden="true" />}
          {t('header.signOut')}
        </Button>
      </div>
    </div>
  )
}
