import { PlusIcon, ShieldIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mayChangeRole } from '#shared/auth/account-rules'
import { DEALER_ROLES, ROLE_BADGE_CLASSES, type Role } from '#shared/auth/roles'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { useGrantRole } from '#web/features/users/api/grant-role.ts'
import type { UserListItem } from '#web/features/users/api/list-users.ts'
import { useRemoveRole } from '#web/features/users/api/remove-role.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { cn } from '#web/lib/cn.ts'
import { toast } from '#web/lib/toast.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

type RoleManagerDialogProps = {
  user: UserListItem
  /** The signed-in user's roles: a role they may not remove shows without its remove button. */
  actorRoles: readonly string[]
  grantable: Role[]
  /** The dealers a dealer role may be linked to (needed when the user has none). */
  dealers: { id: string; name: string }[]
}

/** Grant and remove roles (issue 8); the server refuses what the caller may not do, with its reason. */
export function RoleManagerDialog({ user, actorRoles, grantable, dealers }: RoleManagerDialogProps) {
  const { t } = useTranslation('users')
  const roleName = useRoleName()
  const id = useId()
  const [open, setOpen] = useState(false)
  const available = grantable.filter((role) => !user.roles.includes(role))
  const [role, setRole] = useState<Role | ''>('')
  const [dealerId, setDealerId] = useState('')
  const grant = useGrantRole(user.id)
  const remove = useRemoveRole(user.id)
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
  const needsDealer =
    role !== '' && (DEALER_ROLES as readonly string[]).includes(role) && user.dealers.length === 0
  const label = roleName

  async function onGrant() {
    if (!role) return
    try {
      await grant.mutateAsync({ role, dealerId: needsDealer ? dealerId || null : null })
      toast.success(t('roles.granted', { role: label(role), name }))
      setRole('')
      setDealerId('')
    } catch (error) {
      toast.error(t('roles.failed'), { description: isApiError(error) ? error.message : undefined })
    }
  }

  async function onRemove(value: Role) {
    try {
      await remove.mutateAsync(value)
      toast.success(t('roles.removed', { role: label(value), name }))
    } catch (error) {
      toast.error(t('roles.failed'), { description: isApiError(error) ? error.message : undefined })
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('roles.manageFor', { name })}
      >
        <ShieldIcon aria-hidden="true" />
        {t('roles.manage')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('roles.title', { name })}</DialogTitle>
            <DialogDescription>{t('roles.description')}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <h3 className="text-sm font-medium">{t('roles.current')}</h3>
            {user.roles.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('roles.none')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {user.roles.map((value) => (
                  <li key={value}>
                    <Badge className={cn('gap-1 py-1 pr-1', ROLE_BADGE_CLASSES[value])}>
                      {label(value)}
                      {mayChangeRole(actorRoles, value) ? (
                        <button
                          type="button"
                          className="rounded-sm p-0.5 hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                          onClick={() => onRemove(value)}
                          disabled={remove.isPending}
                          aria-label={t('roles.remove', { role: label(value) })}
                        >
                          <XIcon aria-hidden="true" className="size-3" />
                        </button>
                      ) : null}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {available.length > 0 ? (
            <div className="grid gap-3 border-t pt-4">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-role`}>{t('roles.add')}</Label>
                <NativeSelect
                  id={`${id}-role`}
                  value={role}
                  onChange={(event) => setRole(event.target.value as Role | '')}
                >
                  <option value="">{t('roles.choose')}</option>
                  {available.map((value) => (
                    <option key={value} value={value}>
                      {label(value)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {needsDealer ? (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-dealer`}>{t('roles.dealer')}</Label>
                  <NativeSelect
                    id={`${id}-dealer`}
                    value={dealerId}
                    onChange={(event) => setDealerId(event.target.value)}
                  >
                    <option value="">{t('roles.chooseDealer')}</option>
                    {dealers.map((dealer) => (
                      <option key={dealer.id} value={dealer.id}>
                        {dealer.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
              <Button
                onClick={onGrant}
                disabled={!role || (needsDealer && !dealerId) || grant.isPending}
                className="justify-self-end"
              >
                <PlusIcon aria-hidden="true" />
                {t('roles.grant')}
              </Button>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}
