import { AlertCircleIcon, UserPlusIcon, UsersIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_DEBOUNCE_MS } from '#shared/constants/limits'
import { type ListUsersQuery, USER_PAGE_SIZE } from '#shared/schemas/users'
import { Pagination } from '#web/components/data/pagination.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useDealers } from '#web/features/dealers/api/list-dealers.ts'
import { useUsers } from '#web/features/users/api/list-users.ts'
import { InvitationsCard } from '#web/features/users/components/invitations-card.tsx'
import { InviteDialog } from '#web/features/users/components/invite-dialog.tsx'
import { type UserFilterValues, UsersFilters } from '#web/features/users/components/users-filters.tsx'
import { UsersList } from '#web/features/users/components/users-list.tsx'
import { grantableRoles, invitableRoles } from '#web/features/users/lib/invitable-roles.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'

/**
 * Spec §2.1 /admin (User Management, USER_MANAGEMENT): every user with roles, dealer, last login and
 * status; grant and remove roles, deactivate and reactivate, invite staff, resend invitations, and
 * the audit log of each user.
 */
export function AdminRoute() {
  const { t } = useTranslation('users')
  const me = useCurrentUser()
  const [filters, setFilters] = useState<UserFilterValues>({ search: '', role: '', status: '' })
  const [offset, setOffset] = useState(0)
  const [inviting, setInviting] = useState(false)
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS)
  const users = useUsers({
    search: search.trim() || undefined,
    role: (filters.role || undefined) as ListUsersQuery['role'],
    status: (filters.status || undefined) as ListUsersQuery['status'],
    limit: USER_PAGE_SIZE,
    offset,
  })
  // The role editor links a dealer role to a dealer when the user has none.
  const dealers = useDealers({ sort: 'name', order: 'asc', limit: 200 })
  const dealerOptions = (dealers.data?.dealers ?? []).map((dealer) => ({ id: dealer.id, name: dealer.name }))

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">{t('page.description')}</p>
        </div>
        <Button onClick={() => setInviting(true)}>
          <UserPlusIcon aria-hidden="true" />
          {t('invite.staffButton')}
        </Button>
      </header>
      <UsersFilters
        values={filters}
        onChange={(changes) => {
          setFilters((current) => ({ ...current, ...changes }))
          setOffset(0)
        }}
      />
      {users.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : users.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{t('list.loadFailed')}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => users.refetch()}>
              {t('actions.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : users.data.users.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-12 text-center">
          <UsersIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t('list.empty')}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <UsersList
            users={users.data.users}
            currentUserId={me.user.id}
            actorRoles={me.roles}
            grantable={grantableRoles(me.roles)}
            dealers={dealerOptions}
          />
          <Pagination
            label={t('list.pagination')}
            offset={offset}
            limit={USER_PAGE_SIZE}
            total={users.data.total}
            onPage={setOffset}
          />
        </div>
      )}
      <InvitationsCard canManage />
      <InviteDialog open={inviting} onOpenChange={setInviting} roles={invitableRoles(me.roles, false)} />
    </div>
  )
}
