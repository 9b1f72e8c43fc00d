import { SaveIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppSettings, SignupMode, SlaTargets } from '#shared/schemas/settings'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { FormBlockedNote } from '#web/components/form/form-blocked-note.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { useAppSettings, useUpdateAppSettings } from '#web/features/settings/api/app-settings.ts'
import { toast } from '#web/lib/toast.ts'
import {
  SLA_PRIORITIES,
  type SlaDraft,
  SlaTargetsCard,
  slaDraftOf,
  slaFieldId,
  slaHoursOf,
} from './sla-targets-card.tsx'

// A copy of SIGNUP_MODES (src/shared/schemas/settings.ts): importing it would bring zod for two words.
const SIGNUP_MODE_CHOICES: readonly SignupMode[] = ['invite', 'open']

/** Issue 32: the run-time settings (admin-level), saved together with a toast; issue 36: the SLA targets. */
export function SettingsPage() {
  const { t } = useTranslation('settings')
  const settings = useAppSettings()
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>
      {settings.isError ? (
        <ErrorState headingLevel="h2" title={t('page.loadFailed')} description={settings.error.message} />
      ) : !settings.data ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  )
}

/** The settings compared one by one (the SLA targets have fields of their own, as typed). */
const choicesOf = (settings: AppSettings) => ({
  signupMode: settings.signupMode,
  requireTwoFactorForStaff: settings.requireTwoFactorForStaff,
})

function SettingsForm({ saved }: { saved: AppSettings }) {
  const { t } = useTranslation('settings')
  const update = useUpdateAppSettings()
  const [draft, setDraft] = useState(() => choicesOf(saved))
  const [slaDraft, setSlaDraft] = useState<SlaDraft>(() => slaDraftOf(saved.slaTargetHours))
  const twoFactorId = useId()
  const invalidSla = SLA_PRIORITIES.filter((priority) => slaHoursOf(slaDraft[priority]) === null)
  const sla =
    invalidSla.length === 0
      ? (Object.fromEntries(
          SLA_PRIORITIES.map((priority) => [priority, slaHoursOf(slaDraft[priority])]),
        ) as SlaTargets)
      : null
  const changed = (Object.keys(draft) as (keyof typeof draft)[]).filter((key) => draft[key] !== saved[key])
  const slaChanged = SLA_PRIORITIES.some(
    (priority) => slaDraft[priority] !== String(saved.slaTargetHours[priority]),
  )

  function revealInvalid() {
    const field = invalidSla[0] ? document.getElementById(slaFieldId(invalidSla[0])) : null
    field?.scrollIntoView({ block: 'center' })
    field?.focus()
  }

  function save(event: React.FormEvent) {
    event.preventDefault()
    if (!sla) return revealInvalid()
    if (changed.length === 0 && !slaChanged) return
    const patch = {
      ...Object.fromEntries(changed.map((key) => [key, draft[key]])),
      ...(slaChanged ? { slaTargetHours: sla } : {}),
    }
    update.mutate(patch, {
      onSuccess: (next) => {
        setDraft(choicesOf(next))
        setSlaDraft(slaDraftOf(next.slaTargetHours))
        toast.success(t('toasts.saved'))
      },
      onError: (error) => toast.error(t('toasts.saveFailed'), { description: error.message }),
    })
  }

  return (
    <form onSubmit={save} className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('signupMode.title')}</h2>
          </CardTitle>
          <CardDescription>{t('signupMode.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset className="grid gap-3">
            <legend className="sr-only">{t('signupMode.title')}</legend>
            {SIGNUP_MODE_CHOICES.map((mode) => (
              <label
                key={mode}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name="signupMode"
                  value={mode}
                  checked={draft.signupMode === mode}
                  onChange={() => setDraft((current) => ({ ...current, signupMode: mode }))}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="space-y-1">
                  <span className="block text-sm font-medium">{t(`signupMode.${mode}.label`)}</span>
                  <span className="block text-sm text-muted-foreground">{t(`signupMode.${mode}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('twoFactor.title')}</h2>
          </CardTitle>
          <CardDescription>{t('twoFactor.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="space-y-1">
              <Label htmlFor={twoFactorId}>{t('twoFactor.label')}</Label>
              <p className="text-sm text-muted-foreground">{t('twoFactor.hint')}</p>
            </div>
            <Switch
              id={twoFactorId}
              checked={draft.requireTwoFactorForStaff}
              onCheckedChange={(checked) =>
                setDraft((current) => ({ ...current, requireTwoFactorForStaff: checked }))
              }
            />
          </div>
        </CardContent>
      </Card>
      <SlaTargetsCard
        draft={slaDraft}
        onChange={(priority, value) => setSlaDraft((current) => ({ ...current, [priority]: value }))}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <FormBlockedNote count={invalidSla.length} onShow={revealInvalid} />
        <Button
          type="submit"
          disabled={(changed.length === 0 && !slaChanged) || invalidSla.length > 0 || update.isPending}
        >
          {update.isPending ? <Spinner decorative /> : <SaveIcon aria-hidden="true" />}
          {update.isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  )
}
