import { z } from 'zod'
import { ROLES } from '#shared/auth/roles'
import { AVATAR_PRESET_COUNT, AVATAR_PRESET_PREFIX } from '#shared/constants/bots'
import {
  contentLanguageSchema,
  optionalTranslatedText,
  requiredTranslatedText,
  translationsSchema,
} from './content-translations.ts'
import { KNOWLEDGE_LANGUAGES } from './knowledge.ts'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

// Spec §9 platform channels; the server's bots table declares the same list for its check constraint.
export const BOT_PLATFORM_CHANNELS = ['web', 'slack', 'discord', 'teams', 'whatsapp', 'telegram'] as const
// Spec §3 bot type and §9 option sets (the bots table declares the same lists; a test keeps them equal).
export const BOT_TYPE_VALUES = ['customer', 'support', 'technical', 'others'] as const
export const BOT_TONE_VALUES = ['professional', 'casual', 'friendly', 'formal', 'playful'] as const
export const BOT_STYLE_VALUES = ['helpful', 'concise', 'detailed', 'empathetic', 'direct'] as const
export const BOT_PERSONALITY_VALUES = ['friendly', 'enthusiastic', 'calm', 'witty', 'serious'] as const
export const KEYWORD_SENSITIVITY_VALUES = ['low', 'medium', 'high'] as const
/** Spec §9 keyword quick-add categories. */
export const KEYWORD_CATEGORIES = [
  'general',
  'complaints',
  'requests',
  'refunds',
  'technical',
  'billing',
] as const
/** Spec §2.14: what the create action names a bot and which purpose it gets. */
export const NEW_BOT_NAME_PREFIX = 'New Bot'
export const NEW_BOT_PURPOSE = 'General assistance'
/** Spec §2.14: Duplicate adds this suffix to the name. */
export const DUPLICATE_BOT_SUFFIX = ' (Copy)'
/** Spec §9 avatar limit. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

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

/** Issue 35 item 5: a bot's name and description in other languages, for the chat's lists. */
export const botTranslationFieldsSchema = z.object({
  name: requiredTranslatedText(BOT_NAME_MAX_LENGTH, 'Name'),
  description: optionalTranslatedText(1000, 'Description'),
})
export const botTranslationsSchema = translationsSchema(botTranslationFieldsSchema)
export type BotTranslations = z.output<typeof botTranslationsSchema>

export const botNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(BOT_NAME_MAX_LENGTH, 'Name must be at most 100 characters')

/**
 * Spec §7 create_bot_with_knowledge_base (bot_name, bot_description, bot_purpose, bot_platform).
 * Without a name the server picks 'New Bot {n}' and the purpose 'General assistance' (spec §2.14).
 */
export const createBotInputSchema = z.object({
  name: botNameSchema.optional(),
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
  /**
   * The previous question of a conversation whose reply came from the knowledge (issue 33 item 5):
   * a follow-up is also read with its topic, as in the chat.
   */
  previous: z
    .string()
    .trim()
    .max(
      ASSISTANT_MESSAGE_MAX_LENGTH,
      `Previous message must be at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters`,
    )
    .optional()
    .transform((value) => value || undefined),
})
export type AnswerPreviewInput = z.infer<typeof answerPreviewInputSchema>

/** What POST /api/bots answers (snake_case like the spec's fields). */
export const botJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  purpose: z.string().nullable(),
  type: z.enum(BOT_TYPE_VALUES),
  platform_channel: z.enum(BOT_PLATFORM_CHANNELS),
  is_active: z.boolean(),
  training_status: z.string(),
  response_count: z.number(),
  escalation_count: z.number(),
  last_trained_at: z.string().nullable(),
  required_roles: z.array(z.string()),
  knowledge_base_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type BotJson = z.infer<typeof botJsonSchema>

/** A knowledge entry an answer drew on, with how well it matched. */
export const answerSourceJsonSchema = z.object({
  entryId: z.string(),
  question: z.string(),
  score: z.number(),
})

/** What POST /api/bots/:botId/answer-preview answers: the engine's answer to one message. */
export const answerPreviewJsonSchema = z.object({
  content: z.string(),
  confidence: z.number(),
  needsEscalation: z.boolean(),
  escalationType: z.enum(['knowledge_gap', 'specialist_contact', 'keyword']).nullable(),
  knowledgeBased: z.boolean(),
  language: z.string(),
  requiresLanguageConfirmation: z.boolean(),
  detectedLanguages: z.array(z.object({ language: z.string(), score: z.number() })),
  languageChoices: z.array(z.string()),
  crossLanguage: z.boolean(),
  sources: z.array(answerSourceJsonSchema),
  /** Entries offered as "Did you mean ...?" buttons (issue 33 item 2). */
  choices: z.array(answerSourceJsonSchema.omit({ score: true })),
  /** The message was read as a follow-up of `previous` (issue 33 item 5). */
  followUp: z.boolean(),
})
export type AnswerPreviewJson = z.infer<typeof answerPreviewJsonSchema>

export const toneSettingsSchema = z.object({
  tone: z.enum(BOT_TONE_VALUES),
  style: z.enum(BOT_STYLE_VALUES),
  personality: z.enum(BOT_PERSONALITY_VALUES),
})

/** Spec §5: keywords trimmed, lowercased, duplicates not added. */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map((keyword) => keyword.trim().toLowerCase()).filter(Boolean))]
}

/** Spec §5: the escalation threshold is entered as a percentage, 0 to 100 in steps of 5. */
export const THRESHOLD_PERCENT_MIN = 0
export const THRESHOLD_PERCENT_MAX = 100
export const THRESHOLD_PERCENT_STEP = 5
const THRESHOLD_RANGE_MESSAGE = 'Threshold must be a number from 0 to 100'

/** The config form's threshold field (a percentage): refused out of range, never rounded or clamped. */
export const thresholdPercentSchema = z
  .number({ error: THRESHOLD_RANGE_MESSAGE })
  .int(THRESHOLD_RANGE_MESSAGE)
  .min(THRESHOLD_PERCENT_MIN, THRESHOLD_RANGE_MESSAGE)
  .max(THRESHOLD_PERCENT_MAX, THRESHOLD_RANGE_MESSAGE)
  .multipleOf(THRESHOLD_PERCENT_STEP, 'Threshold must be a multiple of 5')

/** The same rule as the API stores it, a fraction (0.05 steps), in the API's own units. */
const FRACTION_RANGE = { error: 'Threshold must be a number from 0 to 1', abort: true } as const
const confidenceThresholdSchema = z
  .number(FRACTION_RANGE)
  .min(THRESHOLD_PERCENT_MIN / 100, FRACTION_RANGE)
  .max(THRESHOLD_PERCENT_MAX / 100, FRACTION_RANGE)
  .refine((value) => thresholdPercentSchema.safeParse(percentOfThreshold(value)).success, {
    message: 'Threshold must be a multiple of 5 %',
  })

/**
 * A stored fraction as the form's percentage. Only float noise is rounded away (0.35 * 100 is
 * 35.00000000000001): 0.73 stays 73 and 0.351 stays 35.1, so the step rule still refuses them.
 */
export function percentOfThreshold(fraction: number): number {
  const percent = fraction * 100
  return Math.abs(percent - Math.round(percent)) < 1e-9 ? Math.round(percent) : percent
}

export const escalationRulesSchema = z.object({
  confidence_threshold: confidenceThresholdSchema,
  escalation_keywords: z.array(z.string().max(100)).max(200).transform(normalizeKeywords),
  auto_escalate: z.boolean(),
  keyword_sensitivity: z.enum(KEYWORD_SENSITIVITY_VALUES),
  require_both_conditions: z.boolean(),
})
export type EscalationRulesInput = z.infer<typeof escalationRulesSchema>

const avatarUrlSchema = z
  .string()
  .regex(new RegExp(`^${AVATAR_PRESET_PREFIX}[1-${AVATAR_PRESET_COUNT}]$`), 'Unknown avatar preset')
  .nullable()

/** PATCH /api/bots/:botId: any subset of the configuration (spec §7 bots update fields). */
export const updateBotInputSchema = z
  .object({
    name: botNameSchema,
    description: optionalText(1000),
    purpose: optionalText(500),
    type: z.enum(BOT_TYPE_VALUES),
    platform_channel: z.enum(BOT_PLATFORM_CHANNELS),
    is_active: z.boolean(),
    system_prompt: optionalText(10_000),
    custom_instructions: optionalText(10_000),
    tone_settings: toneSettingsSchema,
    escalation_rules: escalationRulesSchema,
    required_roles: z.array(z.enum(ROLES)).transform((roles) => [...new Set(roles)]),
    /** A preset (uploads go through POST /api/bots/:botId/avatar); null removes the avatar. */
    avatar_url: avatarUrlSchema,
    /** The language name and description are written in (issue 35 item 5). */
    language: contentLanguageSchema,
    translations: botTranslationsSchema,
  })
  .partial()
  // Issue 32: the version (updated_at) the edit started from; a stale one is answered 409.
  .extend({ expected_updated_at: expectedUpdatedAtSchema })
  .refine(({ expected_updated_at: _, ...value }) => Object.keys(value).length > 0, {
    message: 'Nothing to update',
  })
export type UpdateBotInput = z.infer<typeof updateBotInputSchema>

export const botKnowledgeCountsJsonSchema = z.object({
  entry_count: z.number(),
  verified_count: z.number(),
  draft_count: z.number(),
  pending_review_count: z.number(),
})
export type BotKnowledgeCountsJson = z.infer<typeof botKnowledgeCountsJsonSchema>

/** A bot with every field of spec §3, its knowledge counts and its real usage counts. */
export const botDetailJsonSchema = botJsonSchema.extend({
  language: contentLanguageSchema,
  translations: botTranslationsSchema,
  avatar_url: z.string().nullable(),
  system_prompt: z.string().nullable(),
  custom_instructions: z.string().nullable(),
  tone_settings: toneSettingsSchema,
  // As stored: the request's keyword normalisation already ran when they were saved.
  escalation_rules: escalationRulesSchema.extend({ escalation_keywords: z.array(z.string()) }),
  knowledge_base: botKnowledgeCountsJsonSchema,
})
export type BotDetailJson = z.infer<typeof botDetailJsonSchema>

/** GET /api/bots: spec §2.14 summary cards and bot cards, newest first. */
export const botListResponseSchema = z.object({
  summary: z.object({
    total_bots: z.number(),
    active_bots: z.number(),
    total_responses: z.number(),
    escalations: z.number(),
  }),
  bots: z.array(botDetailJsonSchema),
})
export type BotListJson = z.infer<typeof botListResponseSchema>

/** DELETE /api/bots/:botId. */
export const deletedBotResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  deleted: z.literal(true),
})
export type DeletedBotResponse = z.infer<typeof deletedBotResponseSchema>

/** GET /api/bots/:botId/export: the bot with its configuration and knowledge (also the duplicate's source). */
export const botExportResponseSchema = z.object({
  format: z.literal('dealerpilot-bot'),
  version: z.literal(1),
  exported_at: z.string(),
  bot: botDetailJsonSchema.omit({
    id: true,
    knowledge_base_id: true,
    knowledge_base: true,
    created_at: true,
    updated_at: true,
  }),
  entries: z.array(
    z.object({
      question: z.string(),
      answer: z.string(),
      language_code: z.string(),
      scope: z.string(),
      priority: z.number(),
      status: z.string(),
      tags: z.array(z.string()),
    }),
  ),
})
export type BotExportJson = z.infer<typeof botExportResponseSchema>

/** Spec §9 analytics periods (days); default 30. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const
export const botAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine(
      (value) => (ANALYTICS_PERIODS as readonly number[]).includes(value),
      'Period must be 7, 30, 90 or 365 days',
    )
    .default(30),
})

export const RECOMMENDATION_TYPES = [
  'no_traffic',
  'add_answers',
  'review_entries',
  'high_escalation',
  'low_confidence',
  'negative_feedback',
] as const

/** GET /api/bot-analytics/:botId: real figures of the chosen period (issue 6 analytics). */
export const botAnalyticsResponseSchema = z.object({
  bot: botJsonSchema.pick({ id: true, name: true, description: true }),
  period_days: z.number(),
  responses: z.number(),
  escalations: z.number(),
  escalation_rate: z.number().nullable(),
  answered_rate: z.number().nullable(),
  average_confidence: z.number().nullable(),
  confidence: z.object({ high: z.number(), medium: z.number(), low: z.number() }),
  daily: z.array(z.object({ date: z.string(), responses: z.number(), escalations: z.number() })),
  top_questions: z.array(z.object({ question: z.string(), count: z.number() })),
  top_entries: z.array(z.object({ entry_id: z.string(), question: z.string(), count: z.number() })),
  unanswered: z.array(
    z.object({ id: z.string(), question: z.string(), frequency: z.number(), type: z.string() }),
  ),
  feedback: z.object({
    positive: z.number(),
    negative: z.number(),
    ratings: z.number(),
    average_rating: z.number().nullable(),
  }),
  recent_escalations: z.array(
    z.object({
      message_id: z.string(),
      session_id: z.string(),
      question: z.string().nullable(),
      escalation_type: z.string(),
      confidence: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
  languages: z.array(z.object({ language: z.string(), count: z.number() })),
  recommendations: z.array(
    z.object({
      type: z.enum(RECOMMENDATION_TYPES),
      count: z.number().optional(),
      questions: z.array(z.string()).optional(),
    }),
  ),
})
export type BotAnalyticsJson = z.infer<typeof botAnalyticsResponseSchema>

/** POST /api/bots/:botId/avatar?file_name=...: the image is the request body. */
export const avatarUploadQuerySchema = z.object({
  file_name: z.string().trim().min(1).max(255).default('avatar'),
})
