import type { Database } from '#server/db/client'
import { AppError } from '#server/lib/app-error'
import type { Logger } from '#server/lib/logger'
import { analyze } from './analysis/analyze.ts'
import { answerFromIndex } from './answer-message.ts'
import { groundedPrompt } from './grounded-prompt.ts'
import { createIndexRegistry, type IndexRegistry } from './index-registry.ts'
import { findBotProfile } from './knowledge-source.ts'
import { detectLanguage } from './language/detect-language.ts'
import type { LlmClient } from './llm-client.ts'
import type { AnswerInput, AssistantAnswer } from './types.ts'

export interface AssistantEngine {
  /** One message through the engine; stores nothing. Throws NOT_FOUND for an unknown bot. */
  answer(input: AnswerInput): Promise<AssistantAnswer>
  /** Call after a commit that touched a bot's entries (null: global entries). */
  knowledgeChanged(botId: string | null): void
  /** Builds the index of a bot ahead of its first question. */
  warm(botId: string): Promise<void>
}

export function createAssistantEngine(deps: {
  db: Database
  logger: Logger
  llm?: LlmClient | null
}): AssistantEngine {
  const { db, logger, llm } = deps
  const indexes: IndexRegistry = createIndexRegistry({ db, logger, analyze })

  return {
    async answer(input) {
      const bot = input.bot ?? (await findBotProfile(db, input.botId))
      if (!bot) throw new AppError('NOT_FOUND', 'Bot not found')
      const index = await indexes.get(bot.id)
      const {
        candidates,
        retrieval: _retrieval,
        ...answer
      } = answerFromIndex(index, {
        message: input.message,
        language: input.language,
        sessionLanguage: input.sessionLanguage,
        previous: input.previous,
        rules: bot.escalationRules,
        analyze,
        detect: detectLanguage,
      })
      if (!llm || !answer.knowledgeBased) return answer
      try {
        const content = await llm.complete(
          groundedPrompt({
            bot,
            message: input.message,
            language: answer.language,
            entries: candidates.map((candidate) => candidate.entry),
            userSignature: input.userSignature,
            previous: answer.followUp ? input.previous : null,
          }),
        )
        return { ...answer, content }
      } catch (error) {
        // The retrieval answer is always a valid reply; a model outage must not fail the chat.
        logger.warn({ err: error, botId: bot.id }, 'LLM reply failed; answering from the knowledge entry')
        return answer
      }
    },
    knowledgeChanged(botId) {
      indexes.invalidate(botId)
    },
    async warm(botId) {
      await indexes.get(botId)
    },
  }
}
