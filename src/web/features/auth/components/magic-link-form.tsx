import { MailIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-messages.ts'
import { useReturnPath } from '#web/features/auth/hooks/use-return-path.ts'
import { signInPath } from '#web/features/auth/lib/return-path.ts'
import { loadAuthClient, preloadAuthClient } from '#web/lib/load-auth-client.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * One-time e-mail link sign-in (spec §2.4); the link lands on /auth/callback, carrying the page the
 * visitor asked for (`?next=`) so the callback can go on to it.
 */
export function MagicLinkForm() {
  const id = useId()
  const { t } = useTranslation('auth')
  const messages = useAuthMessages()
  const { next } = useReturnPath()
  const [email, setEmail] = useState('')
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const isIncomplete = email.trim() === ''

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isIncomplete || isSubmitting) return
    setIsSubmitting(true)
    try {
      const address = email.trim()
      const authClient = await loadAuthClient()
      const { error } = await authClient.signIn.magicLink({
        email: address,
        callbackURL: signInPath(paths.authCallback, next),
        errorCallbackURL: signInPath(paths.login, next),
      })
      if (error) {
        toast.error(messages.failure(error, 'toasts.magicLinkFailed'))
        return
      }
      setSentTo(address)
      toast.success(t('toasts.checkEmail'), { description: t('toasts.magicLinkSent') })
    } catch {
      toast.error(t('toasts.unexpected'))
    } finally {
      setIsSubmitting(false)
    }
  }

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
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
          {sentTo ? t('magicLink.sentTo', { email: sentTo }) : t('magicLink.hint')}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={isIncomplete || isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : <MailIcon />}
        {isSubmitting ? t('magicLink.submitting') : t('magicLink.submit')}
      </Button>
    </form>
  )
}
