import { COMMON_PASSWORD_MESSAGE } from '#shared/auth/common-passwords'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants/limits'

/** A key of the 'auth' namespace with the values its text interpolates. */
export type AuthMessageKey = { key: string; values?: Record<string, number> }

// Issue 12: copies of SIGN_UP_PASSWORD_MESSAGE (src/shared/schemas/auth.ts) and ACCOUNT_DEACTIVATED_CODE
// (src/shared/schemas/users.ts). Importing them would load those modules' zod schemas (zod is 25 KB
// gzip) into the sign-in page and the signed-in shell for two strings; auth-message-keys.test.ts runs
// the schemas and the deactivated-account answer through these tables, so a change there fails it.
const SIGN_UP_PASSWORD_MESSAGE = 'Password must be at least 6 characters long'
const ACCOUNT_DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED'
// And of SIGNUP_INVITE_ONLY_CODE (src/shared/schemas/settings.ts, issue 32), checked the same way.
const SIGNUP_INVITE_ONLY_CODE = 'SIGNUP_INVITE_ONLY'

// src/shared/schemas/auth.ts caps names and e-mail addresses inline.
const NAME_MAX_LENGTH = 100
const EMAIL_MAX_LENGTH = 254

/**
 * The zod schemas in src/shared/schemas/auth.ts speak English because the server answers with the
 * very same messages (better-auth's sign-up hook parses the body with them). The forms keep those
 * English messages in their state and look them up here to show them in the UI language; a message
 * missing from this table is shown as it is (auth-message-keys.test.ts checks none is missing).
 */
const VALIDATION_KEYS: Record<string, AuthMessageKey> = {
  'Email is required': { key: 'validation.emailRequired' },
  'Enter a valid email address': { key: 'validation.emailInvalid' },
  // zod's own wording: the e-mail schema's .max() has no message of its own.
  [`Too big: expected string to have <=${EMAIL_MAX_LENGTH} characters`]: {
    key: 'validation.emailTooLong',
    values: { max: EMAIL_MAX_LENGTH },
  },
  'First name is required': { key: 'validation.firstNameRequired' },
  [`First name must be at most ${NAME_MAX_LENGTH} characters`]: {
    key: 'validation.firstNameTooLong',
    values: { max: NAME_MAX_LENGTH },
  },
  'Last name is required': { key: 'validation.lastNameRequired' },
  [`Last name must be at most ${NAME_MAX_LENGTH} characters`]: {
    key: 'validation.lastNameTooLong',
    values: { max: NAME_MAX_LENGTH },
  },
  'Password is required': { key: 'validation.passwordRequired' },
  [SIGN_UP_PASSWORD_MESSAGE]: { key: 'validation.passwordTooShort', values: { min: MIN_PASSWORD_LENGTH } },
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: {
    key: 'validation.passwordTooLong',
    values: { max: MAX_PASSWORD_LENGTH },
  },
  [COMMON_PASSWORD_MESSAGE]: { key: 'validation.passwordTooCommon' },
  "Passwords don't match": { key: 'validation.passwordsDontMatch' },
}

// better-auth's error codes (its English messages are the English values of these keys), and our
// own session hook's refusal of a deactivated account (issue 8, src/server/auth/auth.ts).
const SERVER_ERROR_KEYS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'serverErrors.invalidEmailOrPassword',
  USER_ALREADY_EXISTS: 'serverErrors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'serverErrors.userAlreadyExists',
  EMAIL_NOT_VERIFIED: 'serverErrors.emailNotVerified',
  INVALID_EMAIL: 'serverErrors.invalidEmail',
  PASSWORD_TOO_SHORT: 'serverErrors.passwordTooShort',
  PASSWORD_TOO_LONG: 'serverErrors.passwordTooLong',
  [ACCOUNT_DEACTIVATED_CODE]: 'serverErrors.accountDeactivated',
  // Issue 32: better-auth's two-factor plugin, when a pending sign-in can no longer be finished.
  INVALID_TWO_FACTOR_COOKIE: 'twoFactor.challengeExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'twoFactor.tooManyAttempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'twoFactor.locked',
  [SIGNUP_INVITE_ONLY_CODE]: 'serverErrors.signUpInviteOnly',
}

export function validationMessageKey(message: string): AuthMessageKey | undefined {
  return VALIDATION_KEYS[message]
}

/** What better-auth's client hands back as `error` (our own 429 body has no top-level message). */
export type AuthClientError = { code?: string; message?: string; status?: number }

/**
 * The key that explains a refused sign-in, sign-up or magic-link request, or undefined when only
 * the server's own message can (then the caller shows that message, or its fallback).
 */
export function authFailureKey(error: AuthClientError): AuthMessageKey | undefined {
  if (error.status === 429) return { key: 'serverErrors.tooManyAttempts' }
  // The sign-up hook answers with the shared schema's message and no specific code.
  const validation = error.message ? validationMessageKey(error.message) : undefined
  if (validation) return validation
  const serverKey = error.code ? SERVER_ERROR_KEYS[error.code] : undefined
  return serverKey ? { key: serverKey } : undefined
}

// better-auth sends the visitor back with `?error=<CODE>` when a magic link or an e-mail
// confirmation link cannot be used.
const LINK_ERROR_KEYS: Record<string, string> = {
  INVALID_TOKEN: 'linkErrors.invalidToken',
  EXPIRED_TOKEN: 'linkErrors.expiredSignInLink',
  TOKEN_EXPIRED: 'linkErrors.expiredLink',
  USER_NOT_FOUND: 'linkErrors.userNotFound',
  FAILED_TO_CREATE_SESSION: 'linkErrors.sessionFailed',
  ACCESS_DENIED: 'linkErrors.accessDenied',
  ACCOUNT_DEACTIVATED: 'serverErrors.accountDeactivated',
  // Issue 32: an account with two-factor sign-in signs in by password and code (src/server/auth/auth.ts).
  TWO_FACTOR_USE_PASSWORD: 'linkErrors.useTwoFactor',
  // Issue 32: an account unlock link (src/server/auth/auth-routes.ts) that cannot be used.
  UNLOCK_LINK_INVALID: 'linkErrors.invalidUnlockLink',
}

export function linkErrorKey(code: string): string {
  return LINK_ERROR_KEYS[code.toUpperCase()] ?? 'linkErrors.unknown'
}
