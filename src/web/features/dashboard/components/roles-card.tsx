import { formatRoleName, ROLE_BADGE_CLASSES, type Role } from '#shared/auth/roles'
import { Badge } from '#web/components/ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'

/** Spec §2.5 roles card: one badge per role, or 'No roles assigned'. */
export function RolesCard({ roles }: { roles: readonly Role[] }) {
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle asChild>
          <h2>Your Roles</h2>
        </CardTitle>
        <CardDescription>They decide which modules you can open.</CardDescription>
      </CardHeader>
      <CardContent>
        {roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">No roles assigned</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Roles">
            {roles.map((role) => (
              <li key={role}>
                <Badge className={cn('px-2.5 py-1 text-xs', ROLE_BADGE_CLASSES[role])}>
                  {formatRoleName(role)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
