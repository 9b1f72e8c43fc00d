import type { Env } from '#server/env'
import type { Logger } from '#server/lib/logger'

/**
 * An OpenAI-compatible chat model (`POST {baseUrl}/chat/completions`), used only to word a reply
 * from entries the retrieval already chose. Any failure or a reply slower than the timeout throws;
 * the engine then falls back to the retrieval answer.
 */
export interface LlmClient {
  complete(messages: LlmMessage[]): Promise<string>
}

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface LlmConfig {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs: number
}

export function createLlmClient(config: LlmConfig, logger: Logger): LlmClient {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    async complete(messages) {
      const started = performance.now()
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2 }),
        signal: AbortSignal.timeout(config.timeoutMs),
      })
      if (!response.ok) throw new Error(`LLM answered ${response.status}`)
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] }
      const content = body.choices?.[0]?.message?.content
      if (typeof content !== 'string' || content.trim() === '') throw new Error('LLM reply had no content')
      logger.debug({ ms: Math.round(performance.now() - started) }, 'llm reply')
      return content.trim()
    },
  }
}

/**
 * The configured model (LLM_BASE_URL), or null without one. Answers longer than a chat reply (a
 * program design, a translated article) wait at least `minTimeoutMs`.
 */
export function llmClientFromEnv(
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
  logger: Logger,
  minTimeoutMs = 0,
): LlmClient | null {
  if (!env.LLM_BASE_URL) return null
  return createLlmClient(
    {
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      timeoutMs: Math.max(env.LLM_TIMEOUT_MS, minTimeoutMs),
    },
    logger,
  )
}
