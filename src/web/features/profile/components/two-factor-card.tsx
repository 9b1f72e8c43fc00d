import { CopyIcon, ShieldAlertIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx'
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
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useConfirmTwoFactor } from '#web/features/profile/api/confirm-two-factor.ts'
import { useDisableTwoFactor } from '#web/features/profile/api/disable-two-factor.ts'
import { type TwoFactorSetup, useEnableTwoFactor } from '#web/features/profile/api/enable-two-factor.ts'
import { isTwoFactorRefusal } from '#web/features/profile/api/two-factor-error.ts'
import { focusOnMount } from '#web/lib/focus-on-mount.ts'
import { toast } from '#web/lib/toast.ts'

type Step =
  | { kind: 'idle' }
  | { kind: 'enable' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; backupCodes: string[] }
  | { kind: 'disable' }

/**
 * Spec §2.8's Two-Factor Authentication, made real by issue 32: enable with the password, scan the
 * QR code, confirm with a code from the app, then the backup codes (shown this once); disable with
 * the password. The setup's steps live here only, so a reload starts it again with a new secret.
 */
export function TwoFactorCard({
  enabled,
  required,
  hasPassword,
}: {
  enabled: boolean
  required: boolean
  hasPassword: boolean
}) {
  const { t } = useTranslation('profile')
  const [step, setStep] = useState<Step>({ kind: 'idle' })

  return (
    <Card id="two-factor">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('twoFactor.title')}</h2>
        </CardTitle>
        <CardDescription>{t('twoFactor.description')}</CardDescription>
        <CardAction>
          {enabled ? (
            <Badge variant="success">
              <ShieldCheckIcon aria-hidden="true" />
              {t('twoFactor.statusOn')}
            </Badge>
          ) : (
            <Badge variant="outline" className="text-muted-foreground">
              <ShieldOffIcon aria-hidden="true" />
              {t('twoFactor.statusOff')}
            </Badge>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        {required && !enabled ? (
          <Alert variant="warning">
            <ShieldAlertIcon aria-hidden="true" />
            <AlertDescription>{t('twoFactor.required')}</AlertDescription>
          </Alert>
        ) : null}
        {step.kind === 'enable' ? (
          <PasswordStep
            purpose="enable"
            onCancel={() => setStep({ kind: 'idle' })}
            onDone={(setup) => setStep({ kind: 'scan', setup })}
          />
        ) : step.kind === 'scan' ? (
          <ScanStep
            setup={step.setup}
            onCancel={() => setStep({ kind: 'idle' })}
            onConfirmed={() => setStep({ kind: 'codes', backupCodes: step.setup.backupCodes })}
          />
        ) : step.kind === 'codes' ? (
          <BackupCodes codes={step.backupCodes} onDone={() => setStep({ kind: 'idle' })} />
        ) : step.kind === 'disable' ? (
          <PasswordStep
            purpose="disable"
            onCancel={() => setStep({ kind: 'idle' })}
            onDone={() => setStep({ kind: 'idle' })}
          />
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              {enabled ? t('twoFactor.onText') : t('twoFactor.offText')}
            </p>
            {enabled ? (
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => setStep({ kind: 'disable' })}
              >
                <ShieldOffIcon aria-hidden="true" />
                {t('twoFactor.disable')}
              </Button>
            ) : hasPassword ? (
              <Button className="justify-self-start" onClick={() => setStep({ kind: 'enable' })}>
                <ShieldCheckIcon aria-hidden="true" />
                {t('twoFactor.enable')}
              </Button>
            ) : (
              <p className="text-sm">{t('twoFactor.needsPassword')}</p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  )
}

/** The password, asked before enabling (it then returns the new secret) and before disabling. */
function PasswordStep(
  props:
    | { purpose: 'enable'; onCancel: () => void; onDone: (setup: TwoFactorSetup) => void }
    | { purpose: 'disable'; onCancel: () => void; onDone: () => void },
) {
  const id = useId()
  const { t } = useTranslation('profile')
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const pending = enable.isPending || disable.isPending

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!password || pending) return
    setError(null)
    try {
      if (props.purpose === 'enable') {
        props.onDone(await enable.mutateAsync(password))
      } else {
        await disable.mutateAsync(password)
        toast.success(t('twoFactor.disabledTitle'))
        props.onDone()
      }
    } catch (failure) {
      setError(
        t(isTwoFactorRefusal(failure, 'INVALID_PASSWORD') ? 'twoFactor.wrongPassword' : 'twoFactor.failed'),
      )
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-sm">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t('twoFactor.passwordLabel')}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {props.purpose === 'enable'
            ? t('twoFactor.enablePasswordHint')
            : t('twoFactor.disablePasswordHint')}
        </p>
        <Input
          ref={focusOnMount}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={props.purpose === 'disable' ? 'destructive' : 'default'}
          disabled={!password || pending}
        >
          {pending ? <Spinner decorative /> : null}
          {pending
            ? t('twoFactor.checking')
            : props.purpose === 'enable'
              ? t('twoFactor.continue')
              : t('twoFactor.disable')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  )
}

/** The secret as authenticator apps take it typed: base32, in groups of four. */
function secretOf(totpURI: string): string {
  try {
    const secret = new URL(totpURI).searchParams.get('secret') ?? ''
    return secret.match(/.{1,4}/g)?.join(' ') ?? secret
  } catch {
    return ''
  }
}

function ScanStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup
  onCancel: () => void
  onConfirmed: () => void
}) {
  const id = useId()
  const { t } = useTranslation('profile')
  const confirm = useConfirmTwoFactor()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const digits = code.replace(/\s+/g, '')
  const valid = /^\d{6}$/.test(digits)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!valid || confirm.isPending) return
    setError(null)
    try {
      await confirm.mutateAsync(digits)
      toast.success(t('twoFactor.enabledTitle'), { description: t('twoFactor.enabledDescription') })
      onConfirmed()
    } catch (failure) {
      setCode('')
      setError(t(isTwoFactorRefusal(failure, 'INVALID_CODE') ? 'twoFactor.wrongCode' : 'twoFactor.failed'))
    }
  }

  return (
    <div className="grid gap-4">
      <h3 className="font-medium">{t('twoFactor.scanTitle')}</h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TotpQrCode uri={setup.totpURI} />
        <div className="grid min-w-0 gap-2 text-sm">
          <p className="text-muted-foreground">{t('twoFactor.manualKey')}</p>
          <code data-testid="totp-secret" className="rounded bg-muted px-2 py-1 font-mono break-all">
            {secretOf(setup.totpURI)}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-sm">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-code`}>{t('twoFactor.codeLabel')}</Label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('twoFactor.codeHint')}
          </p>
          <Input
            id={`${id}-code`}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => setCode(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!valid || confirm.isPending}>
            {confirm.isPending ? <Spinner decorative /> : null}
            {confirm.isPending ? t('twoFactor.confirming') : t('twoFactor.confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  )
}

/**
 * The otpauth:// URI as a QR code, drawn in the browser: the secret never leaves it for an image
 * service. `qrcode` is imported when the code is needed, so it stays out of every other page load.
 */
function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation('profile')
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((src) => {
        if (current) setImage({ uri, src })
      })
      .catch(() => {
        if (current) setFailed(true)
      })
    return () => {
      current = false
    }
  }, [uri])

  if (failed) return <p className="text-sm text-destructive">{t('twoFactor.qrFailed')}</p>
  return image?.uri === uri ? (
    <img
      src={image.src}
      alt={t('twoFactor.qrAlt')}
      width={192}
      height={192}
      className="rounded border bg-white"
    />
  ) : (
    <div className="grid size-48 place-items-center rounded border">
      <Spinner decorative />
    </div>
  )
}

/** The backup codes, shown once right after enabling: the server keeps them only encrypted. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId()
  const { t } = useTranslation('profile')

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success(t('twoFactor.copied'))
    } catch {
      toast.error(t('twoFactor.failed'))
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="font-medium">
        {t('twoFactor.backupTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('twoFactor.backupDescription')}</p>
      <ul
        aria-label={t('twoFactor.backupListLabel')}
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <CopyIcon aria-hidden="true" />
          {t('twoFactor.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('twoFactor.done')}
        </Button>
      </div>
    </section>
  )
}
