import { ArrowLeftIcon, HammerIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRouteTitle } from '#web/app/route-handle.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { paths } from '#web/config/paths.ts'

/** Stands in for a protected page whose feature lands later in this release, so no route is blank. */
export function ComingSoonRoute() {
  const { t } = useTranslation('common')
  const title = useRouteTitle() ?? t('comingSoon.fallbackTitle')
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 items-center px-4 py-12 sm:px-6">
      <Card className="w-full text-center">
        <CardHeader className="justify-items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground"
          >
            <HammerIcon className="size-6" />
          </span>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription className="text-base">{t('comingSoon.badge')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <p className="text-sm text-muted-foreground">{t('comingSoon.body', { page: title })}</p>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>
              <ArrowLeftIcon aria-hidden="true" />
              {t('actions.backToDashboard')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
