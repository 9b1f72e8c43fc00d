import { useQueryClient } from '@tanstack/react-query'
import { LogInIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-messages.ts'
import { useReturnPath } from '#web/features/auth/hooks/use-return-path.ts'
import { signInPath } from '#web/features/auth/lib/return-path.ts'
import { loadAuthClient, preloadAuthClient } from '#web/lib/load-auth-client.ts'
import { refreshMe } from '#web/lib/session/get-me.ts'
import { toast } from '#web/lib/toast.ts'
import { TwoFactorSignInStep } from './two-factor-sign-in-step.tsx'

/**
 * E-mail and password sign-in (spec §2.4); the button stays disabled while either field is empty.
 * Success goes to the page the visitor asked for (`?next=`), else the dashboard. An account with
 * two-factor sign-in (issue 32) is then asked for its code in place of the form.
 */
export function PasswordSignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const id = useId()
  const { t } = useTranslation('auth')
  const messages = useAuthMessages()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { next, afterSignIn } = useReturnPath()
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false)
  const isIncomplete = email.trim() === '' || password === ''

  async function finishSignIn() {
    await refreshMe(queryClient).catch(() => null)
    navigate(afterSignIn, { replace: true })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isIncomplete || isSubmitting) return
    setIsSubmitting(true)
    try {
      const authClient = await loadAuthClient()
      // An unconfirmed sign-up is refused and sent a new confirmation link, which lands on the callback.
      // better-auth also sends the browser to `callbackURL` after a sign-in, so it carries `?next=`.
      const { data, error } = await authClient.signIn.email({
        email: email.trim(),
        password,
        callbackURL: signInPath(paths.authCallback, next),
      })
      if (error?.code === 'EMAIL_NOT_VERIFIED') {
        toast.error(t('toasts.signInError'), { description: t('toasts.confirmEmailFirst') })
        return
      }
      if (error) {
        // Spec §8: 'Sign In Error' with the provider's message, 'Login Failed' without one.
        toast.error(t('toasts.signInError'), { description: messages.failure(error, 'toasts.loginFailed') })
        return
      }
      // The password was right but no session exists yet: the server waits for the second factor.
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        setPassword('')
        setNeedsSecondFactor(true)
        return
      }
      await finishSignIn()
    } catch {
      toast.error(t('toasts.signInError'), { description: t('toasts.unexpected') })
    } finally {
      setIsSubmitting(false)
    }
  }

  if (needsSecondFactor)
    return (
      <TwoFactorSignInStep
        onSignedIn={finishSignIn}
        onRestart={(reason) => {
          setNeedsSecondFactor(false)
          if (reason) toast.error(t('toasts.signInError'), { description: reason })
        }}
      />
    )

  return (
    <form onSubmit={onSubmit} onFocus={preloadAuthClient} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t('fields.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t('fields.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={isIncomplete || isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : <LogInIcon />}
        {isSubmitting ? t('passwordSignIn.submitting') : t('passwordSignIn.submit')}
      </Button>
    </form>
  )
}
