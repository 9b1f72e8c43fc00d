import { useTranslation } from 'react-i18next'
import { ROLE_BADGE_CLASSES, type Role } from '#shared/auth/roles'
import { Badge } from '#web/components/ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

type AccountSummaryCardProps = {
  email: string
  memberSince: string | null
  roles: readonly Role[]
}

function isUsableDate(value: string | null): value is string {
  return value !== null && !Number.isNaN(new Date(value).getTime())
}

/** Spec §2.8 account summary: e-mail, member since (or N/A) and the role badges. */
export function AccountSummaryCard({ email, memberSince, roles }: AccountSummaryCardProps) {
  const { t } = useTranslation('profile')
  const roleName = useRoleName()
  const format = useFormatters()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('summary.title')}</h2>
        </CardTitle>
        <CardDescription>{t('summary.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('summary.email')}</dt>
            <dd className="font-medium break-all">{email}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('summary.memberSince')}</dt>
            <dd className="font-medium">
              {isUsableDate(memberSince)
                ? format.date(memberSince, { dateStyle: 'long' })
                : t('summary.notAvailable')}
            </dd>
          </div>
          <div className="grid gap-2">
            <dt className="text-muted-foreground">{t('summary.roles')}</dt>
            <dd>
              {roles.length === 0 ? (
                <span className="text-muted-foreground">{t('summary.noRoles')}</span>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {roles.map((role) => (
                    <li key={role}>
                      <Badge className={cn('px-2.5 py-1 text-xs', ROLE_BADGE_CLASSES[role])}>
                        {roleName(role)}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}
