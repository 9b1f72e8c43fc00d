import {
  ArrowRightIcon,
  BookOpenIcon,
  BotIcon,
  Building2Icon,
  ChartColumnIcon,
  FolderOpenIcon,
  GraduationCapIcon,
  LockIcon,
  type LucideIcon,
  NewspaperIcon,
  UsersIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DASHBOARD_MODULES, hasAnyRole } from '#shared/auth/permissions'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'

const MODULE_ICONS: Record<string, LucideIcon> = {
  knowledge: BookOpenIcon,
  assistants: BotIcon,
  dealers: Building2Icon,
  training: GraduationCapIcon,
  files: FolderOpenIcon,
  analytics: ChartColumnIcon,
  news: NewspaperIcon,
  'user-management': UsersIcon,
}

/** Spec §2.5 module grid: every module, open for the user's roles, greyed and denied otherwise. */
export function ModuleGrid({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('dashboard')
  return (
    <section aria-labelledby="modules-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="modules-heading" className="text-lg font-semibold tracking-tight">
          {t('modules.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('modules.description')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-2 2xl:grid-cols-3">
        {DASHBOARD_MODULES.map((module) => {
          const available = hasAnyRole(roles, module.roles)
          const Icon = MODULE_ICONS[module.key] ?? FolderOpenIcon
          const title = t(`modules.items.${module.key}.title`, { defaultValue: module.title })
          return (
            <li key={module.key} className="flex">
              <Card
                data-access={available ? 'available' : 'denied'}
                className={cn(
                  'w-full gap-4 transition-shadow',
                  available
                    ? 'hover:shadow-md'
                    : 'border-dashed bg-transparent text-muted-foreground shadow-none',
                )}
              >
                <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'row-span-2 flex size-10 items-center justify-center rounded-lg',
                      available
                        ? 'bg-primary/5 text-foreground ring-1 ring-border'
                        : 'bg-muted text-muted-foreground',
                    )}
                  >
                    <Icon className="size-5" />
                  </span>
                  <CardTitle asChild className="text-base">
                    <h3>{title}</h3>
                  </CardTitle>
                  <div>
                    {available ? (
                      <Badge variant="success">{t('modules.available')}</Badge>
                    ) : (
                      <Badge variant="outline" className="text-muted-foreground">
                        <LockIcon aria-hidden="true" />
                        {t('modules.accessDenied')}
                      </Badge>
                    )}
                  </div>
                </CardHeader>
                <CardContent className="flex-1">
                  <p className="text-sm text-muted-foreground">
                    {t(`modules.items.${module.key}.description`)}
                  </p>
                </CardContent>
                <CardFooter>
                  {available ? (
                    <Button asChild variant="outline" size="sm" className="w-full">
                      <Link to={module.path}>
                        {t('modules.open')}
                        <span className="sr-only"> {title}</span>
                        <ArrowRightIcon aria-hidden="true" />
                      </Link>
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" className="w-full" disabled>
                      <LockIcon aria-hidden="true" />
                      {t('modules.denied')}
                      <span className="sr-only"> {title}</span>
                    </Button>
                  )}
                </CardFooter>
              </Card>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
