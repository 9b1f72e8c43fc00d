import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthShell } from '#web/components/layout/auth-shell.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Separator } from '#web/components/ui/separator.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { paths } from '#web/config/paths.ts'
import { PasswordSignInForm } from '#web/features/auth/components/password-sign-in-form.tsx'
import { RedirectIfSignedIn } from '#web/features/auth/components/redirect-if-signed-in.tsx'
import { ReturnNotice } from '#web/features/auth/components/return-notice.tsx'
import { SignUpPanel } from '#web/features/auth/components/sign-up-panel.tsx'
import { useReturnPath } from '#web/features/auth/hooks/use-return-path.ts'
import { signInPath } from '#web/features/auth/lib/return-path.ts'

/**
 * Spec §2.4 alternative auth page: Login and Sign Up. Guarded pages send visitors here with the page
 * they asked for (`?next=`), which the notice names and the login returns to.
 */
export function AuthRoute() {
  const { t } = useTranslation('auth')
  const { next } = useReturnPath()
  return (
    <RedirectIfSignedIn>
      <AuthShell>
        <Card className="shadow-md">
          <CardHeader className="text-center">
            <CardTitle asChild className="text-2xl tracking-tight">
              <h1>{t('authPage.title')}</h1>
            </CardTitle>
            <CardDescription>{t('authPage.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <ReturnNotice next={next} />
            <Tabs defaultValue="login" className="gap-6">
              <TabsList className="w-full">
                <TabsTrigger value="login">{t('authPage.loginTab')}</TabsTrigger>
                <TabsTrigger value="sign-up">{t('authPage.signUpTab')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="grid gap-6">
                <PasswordSignInForm />
                <div className="flex items-center gap-3">
                  <Separator className="flex-1" />
                  <span className="text-xs text-muted-foreground uppercase">{t('authPage.or')}</span>
                  <Separator className="flex-1" />
                </div>
                <p className="text-center text-sm text-muted-foreground">
                  {t('authPage.preferMagicLink')}{' '}
                  <Link
                    to={signInPath(paths.login, next)}
                    className="font-medium text-foreground underline underline-offset-4"
                  >
                    {t('authPage.getMagicLink')}
                  </Link>
                </p>
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpPanel />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </AuthShell>
    </RedirectIfSignedIn>
  )
}
