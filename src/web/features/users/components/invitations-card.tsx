import { RotateCwIcon, XCircleIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useChangeInvitation } from '#web/features/users/api/change-invitation.ts'
import { useInvitations } from '#web/features/users/api/list-invitations.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

type InvitationsCardProps = {
  /** One dealer's invitations; every staff and dealer invitation without it (user managers). */
  dealerId?: string
  canManage: boolean
  action?: ReactNode
  onChanged?: () => unknown
}

/** Pending (and expired) invitations with Resend (new link, new expiry) and Revoke. */
export function InvitationsCard({ dealerId, canManage, action, onChanged }: InvitationsCardProps) {
  const { t } = useTranslation('users')
  const roleName = useRoleName()
  const format = useFormatters()
  const invitations = useInvitations({ dealerId, status: 'open' })
  const change = useChangeInvitation(onChanged)

  async function act(id: string, email: string, kind: 'resend' | 'revoke') {
    try {
      await change.mutateAsync({ id, action: kind })
      toast.success(kind === 'resend' ? t('invitations.resent') : t('invitations.revoked'), {
        description: email,
      })
    } catch (error) {
      toast.error(t('invitations.failed'), { description: isApiError(error) ? error.message : undefined })
    }
  }

  const rows = invitations.data?.invitations
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('invitations.title')}</h2>
        </CardTitle>
        <CardDescription>{t('invitations.description')}</CardDescription>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {!rows ? (
          <Skeleton className="h-12 w-full" />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('invitations.none')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('invitations.title')}>
            {rows.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium">
                    {invitation.fullName}{' '}
                    <Badge variant={invitation.status === 'expired' ? 'destructive' : 'secondary'}>
                      {t(`invitations.status.${invitation.status}`)}
                    </Badge>
                  </p>
                  <p className="text-xs break-all text-muted-foreground">{invitation.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {roleName(invitation.role)}
                    {invitation.dealer && !dealerId ? ` · ${invitation.dealer.name}` : ''}
                    {' · '}
                    {invitation.status === 'expired'
                      ? t('invitations.expired', { date: format.date(invitation.expiresAt) })
                      : t('invitations.expires', { date: format.date(invitation.expiresAt) })}
                    {invitation.invitedBy
                      ? ` · ${t('invitations.invitedBy', { name: invitation.invitedBy })}`
                      : ''}
                  </p>
                </div>
                {canManage ? (
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={change.isPending}
                      onClick={() => act(invitation.id, invitation.email, 'resend')}
                      aria-label={t('invitations.resendFor', { email: invitation.email })}
                    >
                      <RotateCwIcon aria-hidden="true" />
                      {t('invitations.resend')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={change.isPending}
                      onClick={() => act(invitation.id, invitation.email, 'revoke')}
                      aria-label={t('invitations.revokeFor', { email: invitation.email })}
                    >
                      <XCircleIcon aria-hidden="true" />
                      {t('invitations.revoke')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
