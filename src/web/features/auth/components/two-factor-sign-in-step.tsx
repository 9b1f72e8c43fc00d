import { ShieldCheckIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-messages.ts'
import { focusOnMount } from '#web/lib/focus-on-mount.ts'
import { loadAuthClient } from '#web/lib/load-auth-client.ts'

type Method = 'totp' | 'backup'

// better-auth's answers to a wrong code: the code is retyped; any other refusal ends the challenge.
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE'])

/** Spaces (as apps show "123 456") do not count; a TOTP code is then exactly six digits. */
function normalise(method: Method, value: string): string | null {
  const code = value.replace(/\s+/g, '')
  if (method === 'totp') return /^\d{6}$/.test(code) ? code : null
  return code.length > 0 ? code : null
}

/**
 * Issue 32: the sign-in's second step, after the password was right for an account with two-factor
 * sign-in: the authenticator app's 6-digit code, or one of the backup codes. The server holds the
 * pending sign-in in its own short-lived cookie; when that is gone the visitor starts again.
 */
export function TwoFactorSignInStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void>
  onRestart: (reason?: string) => void
}) {
  const id = useId()
  const { t } = useTranslation('auth')
  const messages = useAuthMessages()
  const [method, setMethod] = useState<Method>('totp')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const valid = normalise(method, code)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!valid || isSubmitting) return
    setIsSubmitting(true)
    setError(null)
    try {
      const authClient = await loadAuthClient()
      const { error: refused } =
        method === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: valid })
          : await authClient.twoFactor.verifyBackupCode({ code: valid })
      if (!refused) {
        await onSignedIn()
        return
      }
      if (refused.code && WRONG_CODE.has(refused.code)) {
        setError(t(method === 'totp' ? 'twoFactor.wrongCode' : 'twoFactor.wrongBackupCode'))
        setCode('')
        return
      }
      onRestart(messages.failure(refused, 'twoFactor.challengeExpired'))
    } catch {
      setError(t('toasts.unexpected'))
    } finally {
      setIsSubmitting(false)
    }
  }

  function switchMethod() {
    setMethod((current) => (current === 'totp' ? 'backup' : 'totp'))
    setCode('')
    setError(null)
  }

  const errorId = `${id}-error`
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-start gap-3">
        <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="font-medium">
            {t('twoFactor.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(method === 'totp' ? 'twoFactor.totpHint' : 'twoFactor.backupHint')}
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>
          {t(method === 'totp' ? 'twoFactor.codeLabel' : 'twoFactor.backupCodeLabel')}
        </Label>
        <Input
          key={method}
          ref={focusOnMount}
          id={`${id}-code`}
          // One-time codes are typed or pasted, never remembered by the browser.
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 7 : 32}
          spellCheck={false}
          autoCapitalize="off"
          required
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={!valid || isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {isSubmitting ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0" onClick={switchMethod}>
          {t(method === 'totp' ? 'twoFactor.useBackupCode' : 'twoFactor.useApp')}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={() => onRestart()}>
          {t('twoFactor.startOver')}
        </Button>
      </div>
    </form>
  )
}
