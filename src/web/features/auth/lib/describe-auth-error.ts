// better-auth sends the visitor back with `?error=<CODE>` when a magic link or an e-mail
// confirmation link cannot be used.
const MESSAGES: Record<string, string> = {
  INVALID_TOKEN: 'This sign-in link is invalid or has already been used. Please request a new one.',
  EXPIRED_TOKEN: 'This sign-in link has expired. Please request a new one.',
  TOKEN_EXPIRED: 'This link has expired. Please request a new one.',
  USER_NOT_FOUND: 'There is no account for this e-mail address.',
  FAILED_TO_CREATE_SESSION: 'We could not sign you in. Please try again.',
  ACCESS_DENIED: 'Access was denied. Please try again.',
}

export function describeAuthError(code: string): string {
  return MESSAGES[code.toUpperCase()] ?? 'We could not sign you in with this link. Please try again.'
}
