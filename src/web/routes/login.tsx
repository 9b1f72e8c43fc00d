import { CircleCheckIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { AuthShell } from '#web/components/layout/auth-shell.tsx'
import { Alert, AlertTitle } from '#web/components/ui/alert.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { INVITED_PARAM, type LoginLocationState, UNLOCKED_PARAM } from '#web/config/paths.ts'
import { MagicLinkForm } from '#web/features/auth/components/magic-link-form.tsx'
import { PasswordSignInForm } from '#web/features/auth/components/password-sign-in-form.tsx'
import { RedirectIfSignedIn } from '#web/features/auth/components/redirect-if-signed-in.tsx'
import { ReturnNotice } from '#web/features/auth/components/return-notice.tsx'
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-messages.ts'
import { useReturnPath } from '#web/features/auth/hooks/use-return-path.ts'
import { toast } from '#web/lib/toast.ts'

/** A failed magic link comes back here with `?error=`; say so once and tidy the address. */
function useAuthErrorToast() {
  const { t } = useTranslation('auth')
  const messages = useAuthMessages()
  const [searchParams, setSearchParams] = useSearchParams()
  const error = searchParams.get('error')
  const shown = useRef(false)
  useEffect(() => {
    if (!error || shown.current) return
    shown.current = true
    toast.error(t('toasts.authenticationError'), { id: 'auth-error', description: messages.linkError(error) })
    setSearchParams(
      (params) => {
        params.delete('error')
        return params
      },
      { replace: true },
    )
  }, [error, setSearchParams, t, messages])
}

export function LoginRoute() {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const invited = searchParams.get(INVITED_PARAM) === '1'
  const handedOver = (useLocation().state as LoginLocationState | null)?.email
  const unlocked = searchParams.get(UNLOCKED_PARAM) === '1'
  const { next } = useReturnPath()
  useAuthErrorToast()

  return (
    <RedirectIfSignedIn>
      <AuthShell>
        <Card className="shadow-md">
          <CardHeader className="text-center">
            <CardTitle asChild className="text-2xl tracking-tight">
              <h1>{t('login.title')}</h1>
            </CardTitle>
            <CardDescription>{t('login.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {invited || unlocked ? (
              <Alert variant="success" role="status">
                <CircleCheckIcon aria-hidden="true" />
                <AlertTitle className="line-clamp-none">
                  {t(invited ? 'login.invitationAccepted' : 'login.accountUnlocked')}
                </AlertTitle>
              </Alert>
            ) : null}
            <ReturnNotice next={next} />
            <Tabs defaultValue="password" className="gap-6">
              <TabsList className="w-full">
                <TabsTrigger value="password">{t('login.passwordTab')}</TabsTrigger>
                <TabsTrigger value="magic-link">{t('login.magicLinkTab')}</TabsTrigger>
              </TabsList>
              {/* Named apart from its tab: a panel labelled 'Password' would also answer to the
                  password field's label (getByLabel('Password')). */}
              <TabsContent value="password" aria-labelledby={undefined} aria-label={t('login.passwordPanel')}>
                <PasswordSignInForm initialEmail={handedOver} />
              </TabsContent>
              <TabsContent value="magic-link">
                <MagicLinkForm />
              </TabsContent>
            </Tabs>
          </CardContent>
          <CardFooter className="justify-center border-t">
            <p className="text-center text-sm text-muted-foreground">{t('login.noAccess')}</p>
          </CardFooter>
        </Card>
      </AuthShell>
    </RedirectIfSignedIn>
  )
}
