import { useTranslation } from 'react-i18next'
import { ROLE_BADGE_CLASSES, type Role } from '#shared/auth/roles'
import { Badge } from '#web/components/ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

/** Spec §2.5 roles card: one badge per role, or 'No roles assigned'. */
export function RolesCard({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('dashboard')
  const roleName = useRoleName()
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('roles.title')}</h2>
        </CardTitle>
        <CardDescription>{t('roles.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('roles.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('roles.title')}>
            {roles.map((role) => (
              <li key={role}>
                <Badge className={cn('px-2.5 py-1 text-xs', ROLE_BADGE_CLASSES[role])}>
                  {roleName(role)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
