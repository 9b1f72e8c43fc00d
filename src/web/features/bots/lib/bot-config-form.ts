import { z } from 'zod'
import { ROLES } from '#shared/auth/roles'
import {
  BOT_PERSONALITY_VALUES,
  BOT_PLATFORM_CHANNELS,
  BOT_STYLE_VALUES,
  BOT_TONE_VALUES,
  BOT_TYPE_VALUES,
  type BotDetailJson,
  botNameSchema,
  KEYWORD_SENSITIVITY_VALUES,
  normalizeKeywords,
  percentOfThreshold,
  thresholdPercentSchema,
  type UpdateBotInput,
} from '#shared/schemas/bots'
import { contentLanguageSchema, typedTranslationsSchema } from '#shared/schemas/content-translations'

/** The config form's values: the API's fields, with the threshold as a percentage (spec §5). */
export const botConfigFormSchema = z.object({
  name: botNameSchema,
  description: z.string().max(1000),
  purpose: z.string().max(500),
  type: z.enum(BOT_TYPE_VALUES),
  platform_channel: z.enum(BOT_PLATFORM_CHANNELS),
  is_active: z.boolean(),
  avatar_url: z.string().nullable(),
  tone: z.enum(BOT_TONE_VALUES),
  style: z.enum(BOT_STYLE_VALUES),
  personality: z.enum(BOT_PERSONALITY_VALUES),
  system_prompt: z.string().max(10_000),
  custom_instructions: z.string().max(10_000),
  // Spec §5: 0 to 100 in steps of 5 (the shared rule; the API stores it as a fraction).
  threshold_percent: thresholdPercentSchema,
  escalation_keywords: z.array(z.string()),
  keyword_sensitivity: z.enum(KEYWORD_SENSITIVITY_VALUES),
  auto_escalate: z.boolean(),
  require_both_conditions: z.boolean(),
  required_roles: z.array(z.enum(ROLES)),
  // Issue 35 item 5: the language name and description are written in, and their translations.
  language: contentLanguageSchema,
  translations: typedTranslationsSchema('name'),
})
export type BotConfigFormValues = z.infer<typeof botConfigFormSchema>

export function formValuesOf(bot: BotDetailJson): BotConfigFormValues {
  return {
    name: bot.name,
    description: bot.description ?? '',
    purpose: bot.purpose ?? '',
    type: bot.type as BotConfigFormValues['type'],
    platform_channel: bot.platform_channel as BotConfigFormValues['platform_channel'],
    is_active: bot.is_active,
    avatar_url: bot.avatar_url,
    ...bot.tone_settings,
    system_prompt: bot.system_prompt ?? '',
    custom_instructions: bot.custom_instructions ?? '',
    threshold_percent: percentOfThreshold(bot.escalation_rules.confidence_threshold),
    escalation_keywords: bot.escalation_rules.escalation_keywords,
    keyword_sensitivity: bot.escalation_rules.keyword_sensitivity,
    auto_escalate: bot.escalation_rules.auto_escalate,
    require_both_conditions: bot.escalation_rules.require_both_conditions,
    required_roles: bot.required_roles as BotConfigFormValues['required_roles'],
    language: bot.language,
    translations: bot.translations,
  }
}

/**
 * The form's values as the PATCH body (an uploaded avatar is changed by its own route), from the
 * version the edit started from (issue 32).
 */
export function updateInputOf(values: BotConfigFormValues, version: string): UpdateBotInput {
  const uploaded = values.avatar_url !== null && !values.avatar_url.startsWith('preset:')
  return {
    expected_updated_at: version,
    name: values.name,
    description: values.description,
    purpose: values.purpose,
    type: values.type,
    platform_channel: values.platform_channel,
    is_active: values.is_active,
    ...(uploaded ? {} : { avatar_url: values.avatar_url }),
    system_prompt: values.system_prompt,
    custom_instructions: values.custom_instructions,
    tone_settings: { tone: values.tone, style: values.style, personality: values.personality },
    escalation_rules: {
      confidence_threshold: values.threshold_percent / 100,
      escalation_keywords: normalizeKeywords(values.escalation_keywords),
      keyword_sensitivity: values.keyword_sensitivity,
      auto_escalate: values.auto_escalate,
      require_both_conditions: values.require_both_conditions,
    },
    required_roles: values.required_roles,
    language: values.language,
    // The API trims them and checks their lengths.
    translations: values.translations as UpdateBotInput['translations'],
  }
}
