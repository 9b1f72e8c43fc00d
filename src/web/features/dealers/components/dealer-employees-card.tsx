import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ROLE_BADGE_CLASSES } from '#shared/auth/roles'
import { Badge } from '#web/components/ui/badge.tsx'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import type { DealerEmployee } from '#web/features/dealers/api/list-dealer-employees.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

type DealerEmployeesCardProps = {
  employees: DealerEmployee[] | undefined
  /** The Invite Employee button, when the caller runs this dealer's people. */
  action?: ReactNode
  /** Per-employee actions (deactivate, reactivate), composed by the page. */
  renderActions?: (employee: DealerEmployee) => ReactNode
}

/** Users linked to the dealer with their roles and last login (issue 8 dealer page). */
export function DealerEmployeesCard({ employees, action, renderActions }: DealerEmployeesCardProps) {
  const { t } = useTranslation('dealers')
  const roleName = useRoleName()
  const format = useFormatters()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('page.employees.title')}</h2>
        </CardTitle>
        <CardDescription>{t('page.employees.description')}</CardDescription>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {!employees ? (
          <Skeleton className="h-16 w-full" />
        ) : employees.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('page.employees.none')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('page.employees.title')}>
            {employees.map((employee) => {
              const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.email
              return (
                <li
                  key={employee.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium">
                      {name}
                      {employee.deactivatedAt ? (
                        <Badge variant="outline" className="ml-2 border-destructive/40 text-destructive">
                          {t('page.employees.deactivated')}
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-xs break-all text-muted-foreground">{employee.email}</p>
                    <div className="flex flex-wrap items-center gap-1.5">
                      {employee.roles.map((role) => (
                        <Badge key={role} className={cn(ROLE_BADGE_CLASSES[role])}>
                          {roleName(role)}
                        </Badge>
                      ))}
                      <span className="text-xs text-muted-foreground">
                        {employee.lastLogin
                          ? t('page.employees.lastLogin', { date: format.dateTime(employee.lastLogin) })
                          : t('page.employees.neverLoggedIn')}
                      </span>
                    </div>
                  </div>
                  {renderActions ? <div className="shrink-0">{renderActions(employee)}</div> : null}
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
