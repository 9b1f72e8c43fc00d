import { useTranslation } from 'react-i18next'
import { MyOnboardingView } from '#web/features/onboarding/components/my-onboarding-view.tsx'

/** Spec §2.13 /mobile/onboarding: the dealer's real program and steps in the compact mobile layout. */
export function MobileOnboardingRoute() {
  const { t } = useTranslation('onboarding')
  return (
    <div className="mx-auto w-full max-w-md space-y-4 px-3 py-4">
      <h1 className="text-xl font-semibold tracking-tight">{t('my.title')}</h1>
      <MyOnboardingView compact />
    </div>
  )
}
