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
import { Link } from 'react-router'
import { DASHBOARD_MODULES, hasAnyRole } from '#shared/auth/permissions'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'

const MODULE_DETAILS: Record<string, { icon: LucideIcon; description: string }> = {
  knowledge: { icon: BookOpenIcon, description: 'Questions and answers the assistants draw on.' },
  assistants: { icon: BotIcon, description: 'Chat with the AI assistants for your role.' },
  dealers: { icon: Building2Icon, description: 'Dealers, their status, equipment and onboarding.' },
  training: { icon: GraduationCapIcon, description: 'Train the assistants and review their answers.' },
  files: { icon: FolderOpenIcon, description: 'Documents and files shared across the network.' },
  analytics: { icon: ChartColumnIcon, description: 'How the portal and the assistants perform.' },
  news: { icon: NewspaperIcon, description: 'Announcements from HQ, suppliers and partners.' },
  'user-management': { icon: UsersIcon, description: 'Invite people and manage their roles.' },
}

/** Spec §2.5 module grid: every module, open for the user's roles, greyed and denied otherwise. */
export function ModuleGrid({ roles }: { roles: readonly string[] }) {
  return (
    <section aria-labelledby="modules-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="modules-heading" className="text-lg font-semibold tracking-tight">
          Modules
        </h2>
        <p className="text-sm text-muted-foreground">What your roles give you access to.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {DASHBOARD_MODULES.map((module) => {
          const available = hasAnyRole(roles, module.roles)
          const details = MODULE_DETAILS[module.key]
          const Icon = details?.icon ?? FolderOpenIcon
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
                    <h3>{module.title}</h3>
                  </CardTitle>
                  <div>
                    {available ? (
                      <Badge variant="success">Available</Badge>
                    ) : (
                      <Badge variant="outline" className="text-muted-foreground">
                        <LockIcon aria-hidden="true" />
                        Access Denied
                      </Badge>
                    )}
                  </div>
                </CardHeader>
                <CardContent className="flex-1">
                  <p className="text-sm text-muted-foreground">{details?.description}</p>
                </CardContent>
                <CardFooter>
                  {available ? (
                    <Button asChild variant="outline" size="sm" className="w-full">
                      <Link to={module.path}>
                        Open<span className="sr-only"> {module.title}</span>
                        <ArrowRightIcon aria-hidden="true" />
                      </Link>
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" className="w-full" disabled>
                      <LockIcon aria-hidden="true" />
                      Denied<span className="sr-only"> {module.title}</span>
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
