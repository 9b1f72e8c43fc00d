import { COMMON_PASSWORD_MESSAGE } from '#shared/auth/common-passwords'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants/limits'
import { SIGN_UP_PASSWORD_MESSAGE } from '#shared/schemas/auth'
import { NEW_PASSWORD_SAME_MESSAGE, PROFILE_LIMITS } from '#shared/schemas/profile'

/** A key of the 'profile' namespace with the values its text interpolates. */
export type ProfileMessageKey = { key: string; values?: Record<string, number> }

/**
 * The shared zod schemas speak English because the server answers with the very same messages.
 * The forms keep those messages in their state and look them up here to show them in the UI
 * language; a message missing from this table is shown as it is (the test checks none is missing).
 */
export const PROFILE_VALIDATION_KEYS: Record<string, ProfileMessageKey> = {
  'First name is required': { key: 'validation.firstNameRequired' },
  'Last name is required': { key: 'validation.lastNameRequired' },
  [`First name must be at most ${PROFILE_LIMITS.name} characters`]: {
    key: 'validation.firstNameTooLong',
    values: { max: PROFILE_LIMITS.name },
  },
  [`Last name must be at most ${PROFILE_LIMITS.name} characters`]: {
    key: 'validation.lastNameTooLong',
    values: { max: PROFILE_LIMITS.name },
  },
  'Phone may contain only digits, spaces, +, - and parentheses': { key: 'validation.phoneInvalid' },
  [`Phone must be at most ${PROFILE_LIMITS.phone} characters`]: {
    key: 'validation.phoneTooLong',
    values: { max: PROFILE_LIMITS.phone },
  },
  [`Location must be at most ${PROFILE_LIMITS.location} characters`]: {
    key: 'validation.locationTooLong',
    values: { max: PROFILE_LIMITS.location },
  },
  [`Department must be at most ${PROFILE_LIMITS.department} characters`]: {
    key: 'validation.departmentTooLong',
    values: { max: PROFILE_LIMITS.department },
  },
  [`Signature must be at most ${PROFILE_LIMITS.signature} characters`]: {
    key: 'validation.signatureTooLong',
    values: { max: PROFILE_LIMITS.signature },
  },
  'Current password is required': { key: 'validation.currentPasswordRequired' },
  [SIGN_UP_PASSWORD_MESSAGE]: { key: 'validation.passwordTooShort', values: { min: MIN_PASSWORD_LENGTH } },
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: {
    key: 'validation.passwordTooLong',
    values: { max: MAX_PASSWORD_LENGTH },
  },
  [COMMON_PASSWORD_MESSAGE]: { key: 'validation.passwordTooCommon' },
  [NEW_PASSWORD_SAME_MESSAGE]: { key: 'validation.passwordUnchanged' },
  "Passwords don't match": { key: 'validation.passwordsDontMatch' },
}

export function profileMessageKey(message: string): ProfileMessageKey | undefined {
  return PROFILE_VALIDATION_KEYS[message]
}
