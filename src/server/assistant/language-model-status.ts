import type { Env } from '#server/env'
import type { LanguageModelStatus } from '#shared/schemas/language-model'

/** The same test app.ts makes before it creates the LLM client: LLM_BASE_URL set means a model. */
export function languageModelStatus(env: Pick<Env, 'LLM_BASE_URL' | 'LLM_MODEL'>): LanguageModelStatus {
  return env.LLM_BASE_URL ? { configured: true, model: env.LLM_MODEL } : { configured: false, model: null }
}
