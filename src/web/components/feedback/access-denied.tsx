import { ArrowLeftIcon, ShieldXIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { paths } from '#web/config/paths.ts'

/** Shown in place of a page the user's roles may not open (typed or bookmarked URLs included). */
export function AccessDenied({ page }: { page?: string }) {
  const { t } = useTranslation('common')
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 items-center px-4 py-12 sm:px-6">
      <Card className="w-full text-center" role="alert">
        <CardHeader className="justify-items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive"
          >
            <ShieldXIcon className="size-6" />
          </span>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{t('accessDenied.title')}</h1>
          </CardTitle>
          <CardDescription className="text-base">
            {page ? t('accessDenied.page', { page }) : t('accessDenied.generic')}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <p className="text-sm text-muted-foreground">{t('accessDenied.hint')}</p>
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
