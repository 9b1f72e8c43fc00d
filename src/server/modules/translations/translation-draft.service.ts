import type { AuthedContext } from '#server/app-env'
import { type LlmMessage, llmClientFromEnv } from '#server/assistant/llm-client'
import { AppError } from '#server/lib/app-error'
import { hasAnyRole } from '#shared/auth/permissions'
import type { ContentLanguage } from '#shared/constants/content-languages'
import {
  TRANSLATION_FIELDS_OF,
  type TranslationDraft,
  type TranslationDraftValues,
} from '#shared/schemas/translation-drafts'
import { CONTENT_EDITOR_ROLES_OF } from './content-editors.ts'

/** A translated article is a long answer: the model gets at least this long. */
const DRAFT_TIMEOUT_MS = 60_000

const LANGUAGE_NAMES: Record<ContentLanguage, string> = {
  no: 'Norwegian (bokmål)',
  sv: 'Swedish',
  en: 'English',
  da: 'Danish',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
}

const KIND_NAMES: Record<TranslationDraftValues['kind'], string> = {
  news: 'a news article',
  program: 'an onboarding program',
  step: 'a step of an onboarding program',
  bot: 'an assistant (chat bot) shown in a list',
}

export const NO_LANGUAGE_MODEL_MESSAGE =
  'No language model is configured: a translation draft needs one (LLM_BASE_URL).'

/**
 * Issue 35 item 5: the language model's translation of the texts an editor has on screen, returned
 * as a draft the editor reviews and saves with the form; nothing is stored here.
 */
export async function draftTranslation(
  ctx: AuthedContext,
  input: TranslationDraftValues,
): Promise<TranslationDraft> {
  if (!hasAnyRole(ctx.actor.roles, CONTENT_EDITOR_ROLES_OF[input.kind])) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
  }
  const llm = llmClientFromEnv(ctx.env, ctx.logger, DRAFT_TIMEOUT_MS)
  if (!llm) throw new AppError('CONFLICT', NO_LANGUAGE_MODEL_MESSAGE)
  const texts = Object.fromEntries(
    Object.entries(input.fields as Record<string, string | null>).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  )
  let reply: string
  try {
    reply = await llm.complete(translationPrompt(input, texts))
  } catch (error) {
    ctx.logger.warn({ err: error }, 'Translation draft: the language model failed')
    throw new AppError('UNAVAILABLE', 'The language model did not answer. Try again in a moment.')
  }
  return { language: input.to, fields: draftedFields(input, texts, reply) }
}

function translationPrompt(input: TranslationDraftValues, texts: Record<string, string>): LlmMessage[] {
  const from = LANGUAGE_NAMES[input.from]
  const to = LANGUAGE_NAMES[input.to]
  return [
    {
      role: 'system',
      content: [
        `You translate the texts of ${KIND_NAMES[input.kind]} in a portal for the dealers of an equipment and tuning provider, from ${from} to ${to}.`,
        'Keep the meaning, the tone and any Markdown formatting; keep product names, numbers, units and links as they are.',
        'Reply with JSON only, no prose around it: an object with exactly the keys you are given, each holding its translation.',
      ].join('\n'),
    },
    { role: 'user', content: JSON.stringify(texts) },
  ]
}

/** The model's JSON, checked like a saved translation: anything unusable is refused, not shown. */
function draftedFields(
  input: TranslationDraftValues,
  texts: Record<string, string>,
  reply: string,
): Record<string, string | null> {
  const unusable = () =>
    new AppError('UNAVAILABLE', 'The language model did not answer with a usable translation. Try again.')
  let answer: unknown
  try {
    answer = JSON.parse(jsonPart(reply))
  } catch {
    throw unusable()
  }
  if (!answer || typeof answer !== 'object') throw unusable()
  // Only the fields that were sent: an empty original stays empty.
  const asked = Object.fromEntries(
    Object.keys(input.fields).map((field) => [
      field,
      field in texts ? (answer as Record<string, unknown>)[field] : null,
    ]),
  )
  const parsed = TRANSLATION_FIELDS_OF[input.kind].safeParse(asked)
  if (!parsed.success) throw unusable()
  return parsed.data as Record<string, string | null>
}

/** The JSON object in a reply that may wrap it in a code fence or a sentence. */
function jsonPart(reply: string): string {
  const start = reply.indexOf('{')
  const end = reply.lastIndexOf('}')
  if (start < 0 || end <= start) throw new Error('No JSON in the reply')
  return reply.slice(start, end + 1)
}
