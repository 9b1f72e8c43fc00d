import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '#web/components/brand/logo.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'

export function NotFoundRoute() {
  const { t } = useTranslation('common')
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-svh flex-col items-center justify-center gap-8 bg-muted/30 px-6 text-center outline-none"
    >
      <Logo className="text-lg" />
      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {t('notFound.code')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mx-auto max-w-md text-muted-foreground">{t('notFound.body')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.dashboard}>{t('actions.goToDashboard')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>{t('actions.goHome')}</Link>
        </Button>
      </div>
    </main>
  )
}
