import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { formatProfileDate } from '#web/features/dashboard/lib/format-profile-date.ts'

export type ProfileSummary = {
  firstName: string | null
  lastName: string | null
  email: string
  department: string | null
  lastLogin: string | null
  dealers: { id: string; name: string; dealerCode: string }[]
}

function initialsOf({ firstName, lastName, email }: ProfileSummary): string {
  const fromName = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`
  return (fromName || email[0] || '?').toUpperCase()
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="truncate text-sm font-medium">{children}</dd>
    </div>
  )
}

/** Spec §2.5 profile summary: name, e-mail, department and last login (dd.MM.yyyy). */
export function ProfileSummaryCard({ profile }: { profile: ProfileSummary }) {
  const { t } = useTranslation('dashboard')
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim()
  const notSet = <span className="font-normal text-muted-foreground">{t('profile.notSet')}</span>
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('profile.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-sky-500 text-lg font-semibold text-white shadow-sm"
        >
          {initialsOf(profile)}
        </div>
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t('profile.name')}>{fullName || notSet}</Field>
          <Field label={t('profile.email')}>{profile.email}</Field>
          <Field label={t('profile.department')}>{profile.department?.trim() || notSet}</Field>
          <Field label={t('profile.lastLogin')}>
            {formatProfileDate(profile.lastLogin, {
              never: t('profile.never'),
              invalid: t('profile.invalidDate'),
            })}
          </Field>
          {profile.dealers.length > 0 ? (
            <Field label={t('profile.dealer', { count: profile.dealers.length })}>
              {profile.dealers.map((dealer) => `${dealer.name} (${dealer.dealerCode})`).join(', ')}
            </Field>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  )
}
