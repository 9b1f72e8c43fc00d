import type { EscalationRules, ToneSettings } from '#server/db/schema/bots'
import type { AssistantLanguage } from './language/languages.ts'

export type EscalationType = 'knowledge_gap' | 'specialist_contact' | 'keyword'

/** A knowledge entry as the retrieval index sees it (approved, for one bot or global). */
export interface KnowledgeDocument {
  id: string
  question: string
  /**
   * Set on the documents of an entry's alternative questions (issue 33 item 3): the entry's own
   * question, which is what users see. Each phrasing is a document of its own with the entry's
   * answer, so it joins the entry's answer group and is matched like the main question.
   */
  entryQuestion?: string
  answer: string
  language: AssistantLanguage
  /** 1..10; a tie-breaker, never a reason to answer. */
  priority: number
  tags: readonly string[]
  scope: 'bot_specific' | 'global'
}

/** The question users see for a document: the entry's own, also when a phrasing matched. */
export const shownQuestion = (document: KnowledgeDocument) => document.entryQuestion ?? document.question

export interface AnswerSource {
  entryId: string
  question: string
  /** Retrieval score of the entry relative to the best achievable for this question, 0..1. */
  score: number
}

/** An entry offered as "Did you mean ...?" (issue 33 item 2). */
export interface AnswerChoice {
  entryId: string
  question: string
}

export interface AssistantAnswer {
  content: string
  /** Calibrated probability (0..1) that the best matching entry answers the question. */
  confidence: number
  needsEscalation: boolean
  escalationType: EscalationType | null
  knowledgeBased: boolean
  /** The language the user wrote in (or chose). */
  language: AssistantLanguage
  requiresLanguageConfirmation: boolean
  detectedLanguages: { language: AssistantLanguage; score: number }[]
  /** The languages the user is asked to choose between (at least two of no/sv/en), empty when not asked. */
  languageChoices: AssistantLanguage[]
  /** True when the answer comes from an entry in another Nordic language than the question. */
  crossLanguage: boolean
  sources: AnswerSource[]
  /**
   * Entries offered as buttons ("Did you mean ...?"), best first; empty when the best entry is clearly
   * the answer. When the reply is not an entry's answer (knowledgeBased false) they include the best
   * entry; when it is, they are the close runners-up offered beside it.
   */
  choices: AnswerChoice[]
  /** True when the message was read as a follow-up of the previous question and that reading won. */
  followUp: boolean
}

/** The parts of a bot the engine needs to answer. */
export interface BotProfile {
  id: string
  name: string
  type: string
  systemPrompt: string | null
  customInstructions: string | null
  toneSettings: ToneSettings
  escalationRules: EscalationRules
}

export interface AnswerInput {
  botId: string
  message: string
  /** A language the user chose explicitly; honoured over detection. */
  language?: AssistantLanguage
  /** The chat session's current language: a tie-breaker for short ambiguous messages. */
  sessionLanguage?: AssistantLanguage | null
  userSignature?: string | null
  /**
   * The previous question of the conversation, when its reply came from the knowledge: a follow-up
   * ("and how long are they valid?") is also read with its topic (follow-up.ts).
   */
  previous?: string | null
  /** The bot when the caller has already loaded it (saves a lookup). */
  bot?: BotProfile
}
