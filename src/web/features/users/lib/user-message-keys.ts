/**
 * The shared schemas and the server answer in English; forms keep those messages and show them in
 * the UI language through this table. Unknown messages are shown as they are.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Enter a valid email address': 'validation.emailInvalid',
  'Full name is required': 'validation.fullNameRequired',
  'A user with this e-mail already exists.': 'validation.userExists',
  'An invitation to this e-mail is already pending. Resend it instead.': 'validation.invitationPending',
}

export function userMessageKey(message: string): string | undefined {
  return MESSAGE_KEYS[message]
}
