import { BuildingIcon, ShieldCheckIcon, UserIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatRoleName, ROLE_BADGE_CLASSES } from '#shared/auth/roles'
import { Badge } from '#web/components/ui/badge.tsx'
import type { Invitation } from '#web/features/invitations/api/get-invitation.ts'
import { cn } from '#web/lib/cn.ts'

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-2.5">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <dt className="w-28 shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 flex-1 text-sm font-medium">{children}</dd>
    </div>
  )
}

/** Who is invited, to which dealer, with which role (spec §2.4). */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations')
  return (
    <dl className="divide-y rounded-lg border bg-muted/30 px-4">
      <Row icon={<UserIcon />} label={t('summary.name')}>
        {invitation.fullName}
      </Row>
      {invitation.dealer ? (
        <Row icon={<BuildingIcon />} label={t('summary.dealer')}>
          <span>{invitation.dealer.name}</span>{' '}
          <span className="font-mono text-xs whitespace-nowrap text-muted-foreground">
            ({invitation.dealer.dealerCode})
          </span>
        </Row>
      ) : null}
      <Row icon={<ShieldCheckIcon />} label={t('summary.role')}>
        <Badge variant="outline" className={cn('border-transparent', ROLE_BADGE_CLASSES[invitation.role])}>
          {t(`roles.${invitation.role}`, { defaultValue: formatRoleName(invitation.role) })}
        </Badge>
      </Row>
    </dl>
  )
}
