/** Every onboarding query lives under ['onboarding']: a change invalidates that prefix and every view is fresh. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  my: ['onboarding', 'my'] as const,
  detail: (id: string) => ['onboarding', 'detail', id] as const,
  certificate: (id: string) => ['onboarding', 'certificate', id] as const,
  overview: ['onboarding', 'overview'] as const,
  programs: ['onboarding', 'programs'] as const,
  programSteps: (programId: string) => ['onboarding', 'programs', programId, 'steps'] as const,
  assignableDealers: (programId: string) => ['onboarding', 'programs', programId, 'dealers'] as const,
  staffList: (status: string) => ['onboarding', 'list', status] as const,
  reviewQueue: ['onboarding', 'review-queue'] as const,
  submission: (id: string) => ['onboarding', 'submission', id] as const,
}
