import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CONTENT_LANGUAGES } from '#shared/constants/content-languages'
import type { BotTranslations } from '#shared/schemas/bots'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

export const BOT_TYPES = ['customer', 'support', 'technical', 'others'] as const
export const PLATFORM_CHANNELS = ['web', 'slack', 'discord', 'teams', 'whatsapp', 'telegram'] as const
/** Known values; the column is free text (spec §4: "anything else" gets an outline badge). */
export const BOT_TRAINING_STATUSES = ['ready', 'training', 'needs_review'] as const
export const BOT_TONES = ['professional', 'casual', 'friendly', 'formal', 'playful'] as const
export const BOT_STYLES = ['helpful', 'concise', 'detailed', 'empathetic', 'direct'] as const
export const BOT_PERSONALITIES = ['friendly', 'enthusiastic', 'calm', 'witty', 'serious'] as const
/** low = exact word, medium = partial match (default), high = AI context (spec §9). */
export const KEYWORD_SENSITIVITIES = ['low', 'medium', 'high'] as const

export type BotType = (typeof BOT_TYPES)[number]
export type PlatformChannel = (typeof PLATFORM_CHANNELS)[number]
export type BotTone = (typeof BOT_TONES)[number]
export type BotStyle = (typeof BOT_STYLES)[number]
export type BotPersonality = (typeof BOT_PERSONALITIES)[number]
export type KeywordSensitivity = (typeof KEYWORD_SENSITIVITIES)[number]

export interface ToneSettings {
  tone: BotTone
  style: BotStyle
  personality: BotPersonality
}

export interface EscalationRules {
  /** Fraction 0 to 1; a reply below it escalates. */
  confidence_threshold: number
  /** Trimmed, lowercased, unique. */
  escalation_keywords: string[]
  auto_escalate: boolean
  keyword_sensitivity: KeywordSensitivity
  require_both_conditions: boolean
}

export const DEFAULT_TONE_SETTINGS: ToneSettings = {
  tone: 'professional',
  style: 'helpful',
  personality: 'friendly',
}

// Spec §3: threshold 0.5, no keywords, auto-escalate on, sensitivity medium, require-both off.
export const DEFAULT_ESCALATION_RULES: EscalationRules = {
  confidence_threshold: 0.5,
  escalation_keywords: [],
  auto_escalate: true,
  keyword_sensitivity: 'medium',
  require_both_conditions: false,
}

export const bots = pgTable(
  'bots',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    description: text('description'),
    purpose: text('purpose'),
    type: text('type', { enum: BOT_TYPES }).notNull().default('others'),
    platformChannel: text('platform_channel', { enum: PLATFORM_CHANNELS }).notNull().default('web'),
    isActive: boolean('is_active').notNull().default(true),
    trainingStatus: text('training_status').notNull().default('ready'),
    responseCount: integer('response_count').notNull().default(0),
    escalationCount: integer('escalation_count').notNull().default(0),
    lastTrainedAt: timestamp('last_trained_at', { withTimezone: true }),
    /** Empty means every signed-in user may use the bot (spec §6). */
    requiredRoles: text('required_roles').array().notNull().default(sql`'{}'::text[]`),
    avatarUrl: text('avatar_url'),
    systemPrompt: text('system_prompt'),
    customInstructions: text('custom_instructions'),
    toneSettings: jsonb('tone_settings').$type<ToneSettings>().notNull().default(DEFAULT_TONE_SETTINGS),
    escalationRules: jsonb('escalation_rules')
      .$type<EscalationRules>()
      .notNull()
      .default(DEFAULT_ESCALATION_RULES),
    /** The language name and description are written in (issue 35 item 5). */
    language: text('language', { enum: CONTENT_LANGUAGES }).notNull().default('en'),
    /** Language code to { name, description }, validated by botTranslationsSchema on write. */
    translations: jsonb('translations').$type<BotTranslations>().notNull().default({}),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('bots_is_active_name_idx').on(table.isActive, table.name),
    index('bots_created_at_idx').on(table.createdAt.desc()),
    check('bots_type_check', sql`${table.type} in (${sqlList(BOT_TYPES)})`),
    check('bots_platform_channel_check', sql`${table.platformChannel} in (${sqlList(PLATFORM_CHANNELS)})`),
    check('bots_counts_check', sql`${table.responseCount} >= 0 and ${table.escalationCount} >= 0`),
    check('bots_language_check', sql`${table.language} in (${sqlList(CONTENT_LANGUAGES)})`),
    check('bots_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
)

/** Spec §3 training session data; extra keys are kept as recorded. */
export interface TrainingSessionData {
  session_id?: string
  interaction_type: string
  training_input: string
  timestamp: string
  [key: string]: unknown
}

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuidPk(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    sessionName: text('session_name').notNull(),
    trainerId: text('trainer_id').references(() => user.id, { onDelete: 'set null' }),
    sessionData: jsonb('session_data').$type<TrainingSessionData>(),
    ...timestamps,
  },
  (table) => [
    index('training_sessions_bot_id_created_at_idx').on(table.botId, table.createdAt.desc()),
    index('training_sessions_trainer_id_idx').on(table.trainerId),
  ],
)
