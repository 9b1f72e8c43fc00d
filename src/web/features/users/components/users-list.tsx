import { ChevronDownIcon, HistoryIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mayChangeAccountStatus } from '#shared/auth/account-rules'
import { ROLE_BADGE_CLASSES, type Role } from '#shared/auth/roles'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import type { UserListItem } from '#web/features/users/api/list-users.ts'
import { showsAuditActor, useAuditText } from '#web/lib/audit-text.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'
import { AccountStatusButton } from './account-status-button.tsx'
import { RoleManagerDialog } from './role-manager-dialog.tsx'
import { UserHistory } from './user-history.tsx'

type UsersListProps = {
  users: UserListItem[]
  currentUserId: string
  /** The signed-in user's roles: actions they may not take are not offered (issue 36). */
  actorRoles: readonly string[]
  grantable: Role[]
  dealers: { id: string; name: string }[]
}

/** One row per user: roles, dealer, last login, status, the latest recorded change, and the actions. */
export function UsersList({ users, currentUserId, actorRoles, grantable, dealers }: UsersListProps) {
  const { t } = useTranslation('users')
  return (
    <ul className="grid gap-3" aria-label={t('list.label')}>
      {users.map((user) => (
        <UserRow
          key={user.id}
          user={user}
          isSelf={user.id === currentUserId}
          actorRoles={actorRoles}
          grantable={grantable}
          dealers={dealers}
        />
      ))}
    </ul>
  )
}

function UserRow({
  user,
  isSelf,
  actorRoles,
  grantable,
  dealers,
}: {
  user: UserListItem
  isSelf: boolean
  actorRoles: readonly string[]
  grantable: Role[]
  dealers: { id: string; name: string }[]
}) {
  const { t } = useTranslation('users')
  const { t: tc } = useTranslation('common')
  const roleName = useRoleName()
  const format = useFormatters()
  const auditText = useAuditText()
  const [showHistory, setShowHistory] = useState(false)
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
  const deactivated = user.deactivatedAt !== null
  return (
    <li
      className={cn('rounded-lg border bg-card p-4 shadow-xs', deactivated && 'bg-muted/40')}
      aria-label={name}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium">
            {name}{' '}
            {deactivated ? (
              <Badge variant="outline" className="border-destructive/40 text-destructive">
                {t('list.deactivated')}
              </Badge>
            ) : (
              <Badge variant="success">{t('list.active')}</Badge>
            )}{' '}
            {/* Issue 32: who signs in with a second factor, for admins who require it of staff. */}
            {user.twoFactorEnabled ? (
              <Badge
                variant="outline"
                className="border-emerald-600/40 text-emerald-700 dark:text-emerald-300"
              >
                <ShieldCheckIcon aria-hidden="true" />
                {t('list.twoFactorOn')}
              </Badge>
            ) : (
              <Badge variant="outline" className="text-muted-foreground">
                <ShieldOffIcon aria-hidden="true" />
                {t('list.twoFactorOff')}
              </Badge>
            )}
          </p>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
          <div className="flex flex-wrap gap-1.5">
            {user.roles.length === 0 ? (
              <span className="text-xs text-muted-foreground">{t('roles.none')}</span>
            ) : (
              user.roles.map((role) => (
                <Badge key={role} className={cn(ROLE_BADGE_CLASSES[role])}>
                  {roleName(role)}
                </Badge>
              ))
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            {user.dealers.length > 0 ? `${user.dealers.map((dealer) => dealer.name).join(', ')} · ` : ''}
            {user.lastLogin
              ? t('list.lastLogin', { date: format.dateTime(user.lastLogin) })
              : t('list.neverLoggedIn')}
          </p>
          {user.lastChange ? (
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{t('list.lastChange')}</span>{' '}
              {auditText(user.lastChange)} ·{' '}
              <time dateTime={user.lastChange.at}>{format.dateTime(user.lastChange.at)}</time>
              {user.lastChange.actor && showsAuditActor(user.lastChange.action)
                ? ` · ${tc('audit.by', { name: user.lastChange.actor.name })}`
                : ''}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <RoleManagerDialog user={user} actorRoles={actorRoles} grantable={grantable} dealers={dealers} />
          {!isSelf && mayChangeAccountStatus(actorRoles, user.roles) ? (
            <AccountStatusButton userId={user.id} name={name} deactivated={deactivated} />
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((open) => !open)}
            aria-label={t('history.toggleFor', { name })}
          >
            <HistoryIcon aria-hidden="true" />
            {t('history.title')}
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('transition-transform', showHistory && 'rotate-180')}
            />
          </Button>
        </div>
      </div>
      {showHistory ? (
        <div className="mt-3 border-t pt-3">
          <UserHistory userId={user.id} />
        </div>
      ) : null}
    </li>
  )
}
