import { OnboardingManagement } from '#web/features/onboarding/components/onboarding-management.tsx'

/** Spec §2.10 /onboarding-management (admin, super_admin). */
export function OnboardingManagementRoute() {
  return <OnboardingManagement />
}
