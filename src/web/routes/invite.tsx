import { MailWarningIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { AuthShell } from '#web/components/layout/auth-shell.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { INVITED_PARAM, type LoginLocationState, paths } from '#web/config/paths.ts'
import { useInvitation } from '#web/features/invitations/api/get-invitation.ts'
import { AcceptInvitationForm } from '#web/features/invitations/components/accept-invitation-form.tsx'
import { InvitationSummary } from '#web/features/invitations/components/invitation-summary.tsx'
import { isApiError } from '#web/lib/api-client.ts'

function InvitationProblem({
  title,
  description,
  onRetry,
}: {
  title: string
  description: string
  onRetry?: () => void
}) {
  const { t } = useTranslation('invitations')
  return (
    <Card className="shadow-md">
      <CardHeader className="justify-items-center text-center">
        <span
          aria-hidden="true"
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive"
        >
          <MailWarningIcon className="size-6" />
        </span>
        <CardTitle asChild className="text-xl">
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('actions.tryAgain')}
          </Button>
        ) : null}
        <Button asChild>
          <Link to={paths.home}>{t('actions.goHome')}</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

function InvitationSkeleton() {
  const { t } = useTranslation('invitations')
  return (
    <Card className="shadow-md" aria-busy="true" aria-label={t('loading')}>
      <CardHeader className="justify-items-center">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-64" />
      </CardHeader>
      <CardContent className="grid gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </CardContent>
    </Card>
  )
}

/** Spec §2.4 invitation page: who is invited, then a password to create the account. */
export function InviteRoute() {
  const { token = '' } = useParams()
  const { t } = useTranslation('invitations')
  const navigate = useNavigate()
  const invitation = useInvitation(token)

  let content: ReactNode
  if (invitation.isPending) {
    content = <InvitationSkeleton />
  } else if (invitation.isError) {
    content =
      isApiError(invitation.error) && invitation.error.status === 404 ? (
        <InvitationProblem title={t('invalid.title')} description={t('invalid.description')} />
      ) : (
        <InvitationProblem
          title={t('loadError.title')}
          description={t('loadError.description')}
          onRetry={() => invitation.refetch()}
        />
      )
  } else {
    const data = invitation.data
    content = (
      <Card className="shadow-md">
        <CardHeader className="text-center">
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{t('title')}</h1>
          </CardTitle>
          <CardDescription>{t('welcome', { name: data.fullName })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <InvitationSummary invitation={data} />
          <AcceptInvitationForm
            token={token}
            email={data.email}
            onAccepted={() =>
              // The address goes in the history entry's state, not the URL, which logs may keep.
              navigate(`${paths.login}?${INVITED_PARAM}=1`, {
                replace: true,
                state: { email: data.email } satisfies LoginLocationState,
              })
            }
          />
        </CardContent>
      </Card>
    )
  }

  return <AuthShell>{content}</AuthShell>
}
