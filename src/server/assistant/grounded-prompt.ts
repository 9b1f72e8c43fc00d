import type { AssistantLanguage } from './language/languages.ts'
import type { LlmMessage } from './llm-client.ts'
import { languageName } from './replies.ts'
import type { BotProfile, KnowledgeDocument } from './types.ts'

/** How many retrieved entries ground a generated reply. */
export const GROUNDING_ENTRIES = 3

/**
 * The prompt of a generated reply: the bot's own system prompt, instructions and tone, and the
 * retrieved entries as the only allowed source of facts.
 */
export function groundedPrompt(input: {
  bot: BotProfile
  message: string
  language: AssistantLanguage
  entries: readonly KnowledgeDocument[]
  userSignature?: string | null
  /** The previous question, when the message was read as its follow-up (follow-up.ts). */
  previous?: string | null
}): LlmMessage[] {
  const { bot, language } = input
  const tone = bot.toneSettings
  const system = [
    (bot.systemPrompt ?? `You are ${bot.name}, a helpful assistant.`).replaceAll('{{BotName}}', bot.name),
    bot.customInstructions ? `Instructions: ${bot.customInstructions}` : '',
    `Tone: ${tone.tone}; style: ${tone.style}; personality: ${tone.personality}.`,
    `Answer in ${languageName(language)} using only the knowledge entries below. If they do not answer the question, say so and offer to pass the question on to a specialist. Do not invent facts, prices, dates or contact details.`,
    input.userSignature ? `The user signs as: ${input.userSignature}` : '',
    input.previous ? `The message follows up the user's previous question: ${input.previous}` : '',
    'Knowledge entries:',
    ...input.entries
      .slice(0, GROUNDING_ENTRIES)
      .map((entry, i) => `[${i + 1}] (${entry.language}) Q: ${entry.question}\nA: ${entry.answer}`),
  ]
  return [
    { role: 'system', content: system.filter(Boolean).join('\n\n') },
    { role: 'user', content: input.message },
  ]
}
