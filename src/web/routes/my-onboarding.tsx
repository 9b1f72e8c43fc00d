import { useTranslation } from 'react-i18next'
import { MyOnboardingView } from '#web/features/onboarding/components/my-onboarding-view.tsx'

/** Spec §2.9 /my-onboarding: progress and the step list of the dealer's program. */
export function MyOnboardingRoute() {
  const { t } = useTranslation('onboarding')
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('my.title')}</h1>
        <p className="text-muted-foreground">{t('my.description')}</p>
      </header>
      <MyOnboardingView />
    </div>
  )
}
