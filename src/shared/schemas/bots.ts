import { z } from 'zod'
import { KNOWLEDGE_LANGUAGES } from './knowledge.ts'

// Spec §9 platform channels; the server's bots table declares the same list for its check constraint.
export const BOT_PLATFORM_CHANNELS = ['web', 'slack', 'discord', 'teams', 'whatsapp', 'telegram'] as const

export const BOT_NAME_MAX_LENGTH = 100
/** A chat message or preview question. */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 4000

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null)

/** Spec §7 create_bot_with_knowledge_base (bot_name, bot_description, bot_purpose, bot_platform). */
export const createBotInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(BOT_NAME_MAX_LENGTH),
  description: optionalText(1000),
  purpose: optionalText(500),
  platform_channel: z.enum(BOT_PLATFORM_CHANNELS).default('web'),
})
export type CreateBotInput = z.infer<typeof createBotInputSchema>

export const answerPreviewInputSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, `Message must be at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters`),
  language: z.enum(KNOWLEDGE_LANGUAGES).optional(),
})
export type AnswerPreviewInput = z.infer<typeof answerPreviewInputSchema>

/** What POST /api/bots answers (snake_case like the spec's fields). */
export interface BotJson {
  id: string
  name: string
  description: string | null
  purpose: string | null
  type: string
  platform_channel: string
  is_active: boolean
  training_status: string
  response_count: number
  escalation_count: number
  last_trained_at: string | null
  required_roles: string[]
  knowledge_base_id: string
  created_at: string
  updated_at: string
}

/** What POST /api/bots/:botId/answer-preview answers: the engine's answer to one message. */
export interface AnswerPreviewJson {
  content: string
  confidence: number
  needsEscalation: boolean
  escalationType: 'knowledge_gap' | 'specialist_contact' | 'keyword' | null
  knowledgeBased: boolean
  language: string
  requiresLanguageConfirmation: boolean
  detectedLanguages: { language: string; score: number }[]
  crossLanguage: boolean
  sources: { entryId: string; question: string; score: number }[]
}
