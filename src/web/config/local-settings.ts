/**
 * Spec §3 local settings: what this browser remembers, under these localStorage keys. The end-to-end
 * fixtures use the same keys, so they are plain strings here.
 */
export const LOCAL_SETTINGS_KEYS = {
  accessibility: 'accessibility-settings',
  preferredLanguage: 'preferred-language',
  tourDismissed: 'onboarding-tour-dismissed',
} as const
