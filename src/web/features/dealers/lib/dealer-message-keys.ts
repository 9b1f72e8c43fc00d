import { DEALER_CODE_TAKEN_MESSAGE } from '#shared/schemas/dealers'

/**
 * The shared dealer schema (and the server) speak English; the form keeps those messages and shows
 * them in the UI language through this table. Unknown messages are shown as they are.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Name is required': 'validation.nameRequired',
  'Dealer code is required': 'validation.codeRequired',
  'Use letters, digits, hyphens and underscores only': 'validation.codePattern',
  'Enter a valid email address': 'validation.emailInvalid',
  'At most 40 characters': 'validation.tooLong40',
  'At most 100 characters': 'validation.tooLong100',
  'At most 200 characters': 'validation.tooLong200',
  'At most 254 characters': 'validation.tooLong254',
  [DEALER_CODE_TAKEN_MESSAGE]: 'validation.codeTaken',
}

export function dealerMessageKey(message: string): string | undefined {
  return MESSAGE_KEYS[message]
}
