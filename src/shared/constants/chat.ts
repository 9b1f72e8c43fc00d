// The chat's values without zod (a schema module loads zod; the chat page's first load must not).

// Spec §3 languages of the chat language menu: no, sv and en can be chosen; da, fi, de and fr are
// listed but disabled (spec §5: a language choice is accepted only if enabled).
export const CHAT_LANGUAGES = [
  { code: 'no', enabled: true },
  { code: 'sv', enabled: true },
  { code: 'en', enabled: true },
  { code: 'da', enabled: false },
  { code: 'fi', enabled: false },
  { code: 'de', enabled: false },
  { code: 'fr', enabled: false },
] as const
export const ENABLED_CHAT_LANGUAGES = ['no', 'sv', 'en'] as const
export type ChatLanguage = (typeof ENABLED_CHAT_LANGUAGES)[number]
/** Spec §7: the escalation language defaults to Norwegian. */
export const DEFAULT_CHAT_LANGUAGE: ChatLanguage = 'no'

export function isChatLanguage(value: unknown): value is ChatLanguage {
  return typeof value === 'string' && (ENABLED_CHAT_LANGUAGES as readonly string[]).includes(value)
}

// Spec §9 and §8: the confidence bands of bot messages.
export const ESCALATE_BELOW_CONFIDENCE = 0.5
export const HIGH_PRIORITY_BELOW_CONFIDENCE = 0.3
export const MODERATE_CONFIDENCE_BELOW = 0.7
/** Spec §9: the escalation chat context is the last 10 messages. */
export const ESCALATION_CONTEXT_MESSAGES = 10
/** Spec §9 typing timings. */
export const TYPING_IDLE_RESET_MS = 3000
export const TYPING_SAFETY_RESET_MS = 10_000
/** Issue 5: 'Active Now' counts the sessions active in the last 15 minutes. */
export const ACTIVE_SESSION_WINDOW_MS = 15 * 60 * 1000
/** The assistant stays quiet while a person from support answered within this window. */
export const HUMAN_ACTIVE_WINDOW_MS = 30 * 60 * 1000

export const CHAT_SESSION_STATUS_VALUES = ['active', 'escalated', 'closed'] as const
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUS_VALUES)[number]
export const MESSAGE_STATUS_VALUES = ['sent', 'delivered', 'read', 'failed'] as const
export type MessageStatus = (typeof MESSAGE_STATUS_VALUES)[number]
/** Thumbs up, thumbs down, or a 1-5 rating with notes (spec §7 chat_feedback). */
export const CHAT_FEEDBACK_TYPES = ['positive', 'negative', 'rating'] as const
export type ChatFeedbackType = (typeof CHAT_FEEDBACK_TYPES)[number]

export const CHAT_CONTEXT_MAX_LENGTH = 500
export const TICKET_TITLE_MAX_LENGTH = 200
export const TICKET_DESCRIPTION_MAX_LENGTH = 5000
export const FEEDBACK_NOTES_MAX_LENGTH = 2000
