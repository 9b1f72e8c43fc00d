import { z } from 'zod'

/**
 * Whether the server has a language model (LLM_BASE_URL) to word replies, and which model it asks
 * for (LLM_MODEL). Never the provider's address or key: the address may carry credentials. Without
 * a model the assistant answers from the knowledge entries alone, so a bot's tone, style,
 * personality, system prompt and instructions (training mode's included) take no effect.
 * GET /api/bots/language-model answers it.
 */
export const languageModelStatusSchema = z.object({
  configured: z.boolean(),
  /** LLM_MODEL when configured, else null. */
  model: z.string().nullable(),
})
export type LanguageModelStatus = z.infer<typeof languageModelStatusSchema>
