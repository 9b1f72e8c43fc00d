import { MailIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { authClient } from '#web/lib/auth-client.ts'

/** One-time e-mail link sign-in (spec §2.4); the link lands on /auth/callback. */
export function MagicLinkForm() {
  const id = useId()
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
      const { error } = await authClient.signIn.magicLink({
        email: address,
        callbackURL: paths.authCallback,
        errorCallbackURL: paths.login,
      })
      if (error) {
        toast.error(error.message || 'Could not send the magic link. Please try again.')
        return
      }
      setSentTo(address)
      toast.success('Check your email', { description: 'We sent you a magic link to sign in.' })
    } catch {
      toast.error('An unexpected error occurred. Please try again.')
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
          {sentTo
            ? `A sign-in link is on its way to ${sentTo}.`
            : "We'll e-mail you a link that signs you in."}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={isIncomplete || isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : <MailIcon />}
        {isSubmitting ? 'Sending...' : 'Send Magic Link'}
      </Button>
    </form>
  )
}
