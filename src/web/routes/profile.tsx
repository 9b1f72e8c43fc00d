import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountSummaryCard } from '#web/features/profile/components/account-summary-card.tsx'
import { ChangePasswordCard } from '#web/features/profile/components/change-password-card.tsx'
import { ProfileDetailsForm } from '#web/features/profile/components/profile-details-form.tsx'
import { TwoFactorCard } from '#web/features/profile/components/two-factor-card.tsx'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

/** Spec §2.8: personal information, password, two-factor state and the account summary. */
export function ProfileRoute() {
  const { t } = useTranslation('profile')
  const me = useCurrentUser()
  // Issue 32: a user who must set up two-factor sign-in is sent here, and finds it first. Decided
  // once per visit: moving the card when the setup completes would remount it and lose the backup
  // codes it is about to show.
  const [twoFactorFirst] = useState(me.twoFactor.required && !me.twoFactor.enabled)
  const twoFactorCard = (
    <TwoFactorCard
      enabled={me.twoFactor.enabled}
      required={me.twoFactor.required}
      hasPassword={me.user.hasPassword}
    />
  )

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          {twoFactorFirst ? twoFactorCard : null}
          {/* Keyed by the user so a different account never inherits another's typed values. */}
          <ProfileDetailsForm key={me.user.id} me={me} />
          <ChangePasswordCard hasPassword={me.user.hasPassword} email={me.user.email} />
          {twoFactorFirst ? null : twoFactorCard}
        </div>
        <div className="order-first lg:order-none lg:sticky lg:top-20">
          <AccountSummaryCard email={me.user.email} memberSince={me.user.createdAt} roles={me.roles} />
        </div>
      </div>
    </div>
  )
}
