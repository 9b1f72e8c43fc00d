/** The web app's own route paths that code navigates to (spec §2.1). */
export const paths = {
  home: '/',
  login: '/login',
  auth: '/auth',
  authCallback: '/auth/callback',
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  dashboard: '/dashboard',
  profile: '/profile',
  mobileDashboard: '/mobile/dashboard',
  deviceTesting: '/testing/device',
} as const

/** Query flag the invitation flow sets on /login to show its success message (spec §2.4). */
export const INVITED_PARAM = 'invited'
/** What a page that sends the visitor to sign in may hand over: the e-mail to fill in (issue 35). */
export type LoginLocationState = { email?: string }

/** Query flag an account unlock link (issue 32) sets on /login to say the account is unlocked. */
export const UNLOCKED_PARAM = 'unlocked'
