import { ArrowLeftIcon, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'

type PagePanelProps = {
  icon: LucideIcon
  tone?: 'muted' | 'destructive'
  title: string
  subtitle: string
  body: string
  role?: 'alert'
}

/**
 * A centred card that stands in for a page (still to come, or not open to the user's roles), with
 * the way back to the dashboard.
 */
export function PagePanel({ icon: Icon, tone = 'muted', title, subtitle, body, role }: PagePanelProps) {
  const { t } = useTranslation('common')
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 items-center px-4 py-12 sm:px-6">
      <Card className="w-full text-center" role={role}>
        <CardHeader className="justify-items-center gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-12 items-center justify-center rounded-full',
              tone === 'destructive'
                ? 'bg-destructive/10 text-destructive'
                : 'bg-muted text-muted-foreground',
            )}
          >
            <Icon className="size-6" />
          </span>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription className="text-base">{subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <p className="text-sm text-muted-foreground">{body}</p>
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
