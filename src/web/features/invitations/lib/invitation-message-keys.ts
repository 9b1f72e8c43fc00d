import { COMMON_PASSWORD_MESSAGE } from '#shared/auth/common-passwords'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants/limits'
import { INVITATION_PASSWORD_MESSAGE } from '#shared/schemas/auth'
import { INVALID_INVITATION_MESSAGE } from '#shared/schemas/invitations'

/** A key of the 'invitations' namespace with the values its text interpolates. */
export type InvitationMessageKey = { key: string; values?: Record<string, number> }

/** An acceptance toast: its key and, for 'Failed to create account: {message}', the server's problem. */
export type AcceptFailureMessage = { key: string; problem?: string }

/**
 * acceptInvitationSchema (src/shared/schemas/auth.ts) speaks English because the server validates
 * the same body with it. The form keeps those messages and shows them through this table in the UI
 * language; a message missing here is shown as it is (invitation-message-keys.test.ts checks that
 * none is missing).
 */
const VALIDATION_KEYS: Record<string, InvitationMessageKey> = {
  [INVITATION_PASSWORD_MESSAGE]: { key: 'validation.passwordTooShort', values: { min: MIN_PASSWORD_LENGTH } },
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: {
    key: 'validation.passwordTooLong',
    values: { max: MAX_PASSWORD_LENGTH },
  },
  [COMMON_PASSWORD_MESSAGE]: { key: 'validation.passwordTooCommon' },
  'Passwords do not match': { key: 'validation.passwordsDoNotMatch' },
}

export function invitationValidationKey(message: string): InvitationMessageKey | undefined {
  return VALIDATION_KEYS[message]
}

/** What a refused POST /api/invitations/:token/accept carries (see ApiError). */
export type AcceptFailure = { status: number; message: string; details?: unknown }

function firstIssueMessage(details: unknown): string | undefined {
  const issues = (details as { issues?: { message?: unknown }[] } | undefined)?.issues
  const message = issues?.[0]?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * Spec §8 invitation toasts for a refused acceptance. 404, 410 and a used invitation (409 with the
 * invalid-invitation message) are 'Invalid or expired invitation'; another 409 is an existing
 * account; 400 is 'Failed to create account: {message}' with the validation problem translated.
 */
export function acceptFailureKey(failure: AcceptFailure | undefined): AcceptFailureMessage {
  if (!failure) return { key: 'toasts.acceptFailed' }
  const { status, message } = failure
  if (status === 404 || status === 410) return { key: 'toasts.invalidOrExpired' }
  if (status === 409)
    return message === INVALID_INVITATION_MESSAGE
      ? { key: 'toasts.invalidOrExpired' }
      : { key: 'toasts.accountExists' }
  if (status === 429) return { key: 'toasts.tooManyAttempts' }
  if (status === 400) {
    // validate() prefixes the field ("password: ..."); the issue list has the bare message.
    const problem = firstIssueMessage(failure.details) ?? message.replace(/^[\w.]+: /, '')
    return { key: 'toasts.createFailed', problem }
  }
  return { key: 'toasts.acceptFailed' }
}
