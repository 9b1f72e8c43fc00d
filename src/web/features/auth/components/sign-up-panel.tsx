import { MailQuestionIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx'
import { useAuthConfig } from '#web/lib/session/get-auth-config.ts'

/**
 * The Sign Up tab (spec §2.4) as the sign-up mode allows (issue 32): the form when an administrator
 * opened sign-up, else why there is none. Should the mode not load, the note shows too: the server
 * refuses a sign-up in invite mode whatever the page offers.
 */
export function SignUpPanel() {
  const { t } = useTranslation('auth')
  const config = useAuthConfig()
  if (config.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t('signUp.loading')} />
      </div>
    )
  }
  if (config.data?.signupMode === 'open') return <SignUpForm />
  return (
    <Alert role="status">
      <MailQuestionIcon aria-hidden="true" />
      <AlertTitle>{t('signUp.inviteOnlyTitle')}</AlertTitle>
      <AlertDescription>{t('signUp.inviteOnly')}</AlertDescription>
    </Alert>
  )
}
