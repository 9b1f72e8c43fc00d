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
import type { DASHBOARD_MODULES } from '#shared/auth/permissions'
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

type DashboardModule = (typeof DASHBOARD_MODULES)[number]

/** Spec §2.5: one module of the grid, open for the user's roles, greyed and denied otherwise. */
export function ModuleCard({ module, available }: { module: DashboardModule; available: boolean }) {
  const { t } = useTranslation('dashboard')
  const Icon = MODULE_ICONS[module.key] ?? FolderOpenIcon
  const title = t(`modules.items.${module.key}.title`, { defaultValue: module.title })
  return (
    <li className="flex">
      <Card
        data-access={available ? 'available' : 'denied'}
        className={cn(
          'w-full gap-4 transition-shadow',
          available ? 'hover:shadow-md' : 'border-dashed bg-transparent text-muted-foreground shadow-none',
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
          <p className="text-sm text-muted-foreground">{t(`modules.items.${module.key}.description`)}</p>
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
}
