/**
 * Whether the server has a language model (LLM_BASE_URL) to word replies, and which model it asks
 * for (LLM_MODEL). Never the provider's address or key: the address may carry credentials. Without
 * a model the assistant answers from the knowledge entries alone, so a bot's tone, style,
 * personality, system prompt and instructions (training mode's included) take no effect.
 */
export interface LanguageModelStatus {
  configured: boolean
  /** LLM_MODEL when configured, else null. */
  model: string | null
}
