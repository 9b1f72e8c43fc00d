/** The onboarding pages' own paths (spec §2.1 and the certificate issue 7 adds). */
export const onboardingPaths = {
  my: '/my-onboarding',
  mobile: '/mobile/onboarding',
  management: '/onboarding-management',
  staff: '/onboarding',
  dealers: '/dealers',
}

export const certificatePath = (onboardingId: string) =>
  `/onboarding/certificate/${encodeURIComponent(onboardingId)}`
