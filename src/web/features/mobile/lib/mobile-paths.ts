/** The mobile screens of spec §2.13 and the pages they lead to. */
export const mobilePaths = {
  dashboard: '/mobile/dashboard',
  onboarding: '/mobile/onboarding',
  files: '/mobile/files',
  upload: '/mobile/upload',
  support: '/mobile/support',
  news: '/news',
  reviewQueue: '/onboarding-management',
  fullDashboard: '/dashboard',
} as const
