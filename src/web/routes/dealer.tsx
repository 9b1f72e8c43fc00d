import { useQueryClient } from '@tanstack/react-query'
import { SearchXIcon, UserPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { mayChangeAccountStatus } from '#shared/auth/account-rules'
import { canReadAllDealers, hasPermission } from '#shared/auth/permissions'
import { PagePanel } from '#web/components/feedback/page-panel.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { dealerQueryKeys } from '#web/features/dealers/api/dealer-query-keys.ts'
import { useDealer } from '#web/features/dealers/api/get-dealer.ts'
import { useDealerActivity } from '#web/features/dealers/api/get-dealer-activity.ts'
import { useDealerEmployees } from '#web/features/dealers/api/list-dealer-employees.ts'
import { DealerActivityCard } from '#web/features/dealers/components/dealer-activity-card.tsx'
import { DealerDetailsCard } from '#web/features/dealers/components/dealer-details-card.tsx'
import { DealerEmployeesCard } from '#web/features/dealers/components/dealer-employees-card.tsx'
import { DealerEquipmentCard } from '#web/features/dealers/components/dealer-equipment-card.tsx'
import { DealerHeader } from '#web/features/dealers/components/dealer-header.tsx'
import { DealerOnboardingCard } from '#web/features/dealers/components/dealer-onboarding-card.tsx'
import { AccountStatusButton } from '#web/features/users/components/account-status-button.tsx'
import { InvitationsCard } from '#web/features/users/components/invitations-card.tsx'
import { InviteDialog } from '#web/features/users/components/invite-dialog.tsx'
import { invitableRoles } from '#web/features/users/lib/invitable-roles.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

/**
 * Spec §2.1 /dealers/{id}: details, employees, pending invitations, equipment, onboarding progress,
 * conversation and escalation counts, and the activity timeline. A dealer manager runs their own
 * dealer's people from here (issue 8 delegated administration).
 */
export function DealerRoute() {
  const { t } = useTranslation('dealers')
  const { id = '' } = useParams()
  const me = useCurrentUser()
  const queryClient = useQueryClient()
  const detail = useDealer(id)
  const canSeePeople = detail.data?.access.canSeePeople ?? false
  const employees = useDealerEmployees(id, canSeePeople)
  const activity = useDealerActivity(id, canSeePeople)
  const [inviting, setInviting] = useState(false)
  const refreshDealer = () => queryClient.invalidateQueries({ queryKey: dealerQueryKeys.detail(id) })

  if (detail.isPending) {
    return (
      <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  if (detail.isError) {
    const notFound = isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400)
    return (
      <PagePanel
        icon={SearchXIcon}
        tone="destructive"
        role="alert"
        title={notFound ? t('page.notFoundTitle') : t('page.loadFailed')}
        subtitle={notFound ? t('page.notFoundSubtitle') : ''}
        body={notFound ? t('page.notFoundBody') : t('list.retry')}
      />
    )
  }

  const { access, dealer } = detail.data
  const isStaff = canReadAllDealers(me.roles)
  const inviteButton = access.canManagePeople ? (
    <Button size="sm" onClick={() => setInviting(true)}>
      <UserPlusIcon aria-hidden="true" />
      {t('page.employees.invite')}
    </Button>
  ) : undefined

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <DealerHeader detail={detail.data} showBackLink={isStaff} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <DealerDetailsCard
            detail={detail.data}
            employeeCount={canSeePeople ? employees.data?.employees.length : undefined}
          />
          {canSeePeople ? (
            <DealerEmployeesCard
              employees={employees.data?.employees}
              action={inviteButton}
              renderActions={
                access.canManagePeople
                  ? (employee) =>
                      employee.id === me.user.id ||
                      !mayChangeAccountStatus(me.roles, employee.roles) ? null : (
                        <AccountStatusButton
                          userId={employee.id}
                          name={
                            [employee.firstName, employee.lastName].filter(Boolean).join(' ') ||
                            employee.email
                          }
                          deactivated={employee.deactivatedAt !== null}
                          onChanged={refreshDealer}
                        />
                      )
                  : undefined
              }
            />
          ) : null}
          {canSeePeople ? (
            <InvitationsCard dealerId={id} canManage={access.canManagePeople} onChanged={refreshDealer} />
          ) : null}
          <DealerEquipmentCard equipment={detail.data.equipment} />
        </div>
        <div className="grid gap-6">
          <DealerOnboardingCard
            onboarding={detail.data.onboarding}
            programHref={(programId) =>
              hasPermission(me.roles, 'USER_MANAGEMENT')
                ? `/onboarding-management?program=${programId}`
                : isStaff
                  ? '/onboarding'
                  : '/my-onboarding'
            }
          />
          {canSeePeople ? <DealerActivityCard events={activity.data?.events} /> : null}
        </div>
      </div>
      {access.canManagePeople ? (
        <InviteDialog
          open={inviting}
          onOpenChange={setInviting}
          roles={invitableRoles(me.roles, true)}
          dealer={{ id: dealer.id, name: dealer.name }}
          onInvited={refreshDealer}
        />
      ) : null}
    </div>
  )
}
