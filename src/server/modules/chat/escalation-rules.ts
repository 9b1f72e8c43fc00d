import { givesContactDetails, phoneNumbersIn } from '#server/assistant/human-request'
import type { AssistantAnswer } from '#server/assistant/types'
import { type TicketContactInfo, URGENCY_LEVELS, type UrgencyLevel } from '#server/db/schema/tickets'
import {
  type ChatLanguage,
  DEFAULT_CHAT_LANGUAGE,
  ESCALATE_BELOW_CONFIDENCE,
  HIGH_PRIORITY_BELOW_CONFIDENCE,
  isChatLanguage,
} from '#shared/constants/chat'

// The rules of spec §7 (chat escalation) and §9 (thresholds), as plain functions.

/** Spec §4, §9: the assistant flagged escalation, or its confidence is below 0.5. */
export function needsEscalation(answer: Pick<AssistantAnswer, 'needsEscalation' | 'confidence'>): boolean {
  return answer.needsEscalation || answer.confidence < ESCALATE_BELOW_CONFIDENCE
}

/** Spec §7: the words name/phone in Norwegian or English count as contact details too. */
const NAME_OR_PHONE_WORD = /(?:^|[^\p{L}])(?:name|phone|navn|telefon)(?:$|[^\p{L}])/iu

/**
 * Spec §7: the specialist-contact path needs contact details in the user's text (an e-mail
 * address, a number of 8 or more digits, or the words name/phone in Norwegian or English).
 */
export function containsContactDetails(text: string): boolean {
  return givesContactDetails(text) || NAME_OR_PHONE_WORD.test(text)
}

export function isSpecialistContact(
  answer: Pick<AssistantAnswer, 'escalationType'>,
  userText: string,
): boolean {
  return answer.escalationType === 'specialist_contact' && containsContactDetails(userText)
}

/** Spec §9: high priority below 0.3, else medium. */
export function knowledgeGapPriority(confidence: number): UrgencyLevel {
  return confidence < HIGH_PRIORITY_BELOW_CONFIDENCE ? 'high' : 'medium'
}

/** The more urgent of two priorities: a question joining a ticket raises it, never lowers it (issue 36). */
export function higherPriority(a: UrgencyLevel, b: UrgencyLevel): UrgencyLevel {
  return URGENCY_LEVELS.indexOf(a) >= URGENCY_LEVELS.indexOf(b) ? a : b
}

/**
 * The question as a key (issue 36 item 1): the same question asked again by the same user within a
 * day joins their open ticket, however it was cased, spaced or punctuated.
 */
export function questionKey(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Spec §7: the escalation runs in the conversation's language, Norwegian by default. */
export function escalationLanguage(...candidates: (string | null | undefined)[]): ChatLanguage {
  return candidates.find(isChatLanguage) ?? DEFAULT_CHAT_LANGUAGE
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u
const NAME_PATTERNS = [
  /\bmy name is\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu,
  /(?:^|[^\p{L}])(?:mitt|mit)\s+(?:navn|namn)\s+(?:er|är)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu,
  /(?:^|[^\p{L}])(?:jeg|jag)\s+heter\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu,
  /(?:^|[^\p{L}])(?:name|navn|namn)\s*:\s*([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu,
]
/** Words that end a captured name ("my name is Kari and my phone ..."). */
const NAME_STOP_WORDS = new Set([
  'and',
  'og',
  'och',
  'my',
  'min',
  'mitt',
  'phone',
  'telefon',
  'email',
  'e-post',
])

function extractName(text: string): string | undefined {
  for (const pattern of NAME_PATTERNS) {
    const match = pattern.exec(text)
    if (!match) continue
    const words = match[1].split(/\s+/)
    const kept: string[] = []
    for (const word of words) {
      if (NAME_STOP_WORDS.has(word.toLowerCase())) break
      kept.push(word)
    }
    if (kept.length > 0) return kept.join(' ')
  }
  return undefined
}

/**
 * Spec §7 handle-escalation contact_info: name, e-mail and phone found in the user's text (the
 * account's name and e-mail when the text has none), preferred contact e-mail, urgency medium,
 * and the user's text as notes.
 */
export function contactInfoFrom(text: string, account: { name: string; email: string }): TicketContactInfo {
  // Issue 33 item 6: only a number in a phone context is a phone (human-request.ts).
  const phone = phoneNumbersIn(text)[0]
  return {
    name: extractName(text) ?? account.name,
    email: EMAIL.exec(text)?.[0] ?? account.email,
    ...(phone ? { phone } : {}),
    preferred_contact: 'email',
    urgency: 'medium',
    notes: text,
  }
}

export interface ContextMessage {
  content: string
  isUser: boolean
}

/** The chat context of an escalation: the messages given (the last 10), oldest first, one per line. */
export function chatContextText(messages: readonly ContextMessage[]): string {
  return messages.map((message) => `${message.isUser ? 'User' : 'Assistant'}: ${message.content}`).join('\n')
}

export function specialistTicketDescription(
  contact: TicketContactInfo,
  context: readonly ContextMessage[],
): string {
  return [
    `Name: ${contact.name ?? ''}`,
    `Email: ${contact.email ?? ''}`,
    `Phone: ${contact.phone ?? ''}`,
    `Preferred contact: ${contact.preferred_contact ?? 'email'}`,
    `Urgency: ${contact.urgency ?? 'medium'}`,
    `Notes: ${contact.notes ?? ''}`,
    '',
    'Chat context:',
    chatContextText(context),
  ].join('\n')
}

const TITLE_QUESTION_LENGTH = 80

/** Spec §7's 'Knowledge Gap: …'; a ticket raised by an escalation keyword reads 'Keyword: …'. */
export function knowledgeGapTitle(question: string, kind: 'general' | 'keyword' = 'general'): string {
  const oneLine = question.replace(/\s+/g, ' ').trim()
  const short =
    oneLine.length > TITLE_QUESTION_LENGTH ? `${oneLine.slice(0, TITLE_QUESTION_LENGTH - 3)}...` : oneLine
  return `${kind === 'keyword' ? 'Keyword' : 'Knowledge Gap'}: ${short}`
}

/** Spec §7: question, answer, confidence, knowledge-based flag, bot type, language and reason. */
export function knowledgeGapDescription(input: {
  question: string
  answer: Pick<AssistantAnswer, 'content' | 'confidence' | 'knowledgeBased' | 'escalationType' | 'language'>
  botType: string
}): string {
  const { answer } = input
  const reason = answer.escalationType
    ? answer.escalationType
    : `confidence below ${ESCALATE_BELOW_CONFIDENCE}`
  return [
    `Question: ${input.question}`,
    `Answer: ${answer.content}`,
    `Confidence: ${answer.confidence.toFixed(2)}`,
    `Knowledge based: ${answer.knowledgeBased ? 'yes' : 'no'}`,
    `Bot type: ${input.botType}`,
    `Language: ${answer.language}`,
    `Reason: ${reason}`,
  ].join('\n')
}

export interface EscalationPlan {
  specialist: boolean
  /** A fired escalation keyword is its own reason on the desk and in /analytics, not a knowledge gap. */
  gapKind: 'keyword' | 'general'
  /** The category of a new ticket; a conversation with an open ticket joins it whatever its category. */
  category: 'specialist_contact' | 'keyword' | 'general'
  language: ChatLanguage
}

/**
 * Spec §7, for an answer that needs escalation: the specialist-contact path when the user left
 * contact details and the assistant classed it so, otherwise a knowledge-gap ticket; a knowledge gap
 * runs in the answer's language, a specialist contact in the conversation's. Decided before the
 * reply is stored, which marks the session escalated in that language.
 */
export function planEscalation(input: {
  session: { languageCode: string | null }
  question: string
  answer: Pick<AssistantAnswer, 'escalationType' | 'language'>
}): EscalationPlan {
  const { session, question, answer } = input
  const specialist = isSpecialistContact(answer, question)
  const gapKind = answer.escalationType === 'keyword' ? 'keyword' : 'general'
  return {
    specialist,
    gapKind,
    category: specialist ? 'specialist_contact' : gapKind,
    language: specialist
      ? escalationLanguage(session.languageCode, answer.language)
      : escalationLanguage(answer.language, session.languageCode),
  }
}
