import type {
  AnswerPreviewInput,
  AnswerPreviewJson,
  BotJson,
  CreateBotInput,
} from '../../../shared/schemas/bots.ts'
import type { AuthedContext } from '../../app-env.ts'
import { AppError } from '../../lib/app-error.ts'
import { type BotRow, findBot, insertBot, insertKnowledgeBase } from './bots.queries.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An unknown or malformed id is the same 'Bot not found' (spec §8), never a 400 or a 500. */
export async function getBotOr404(ctx: AuthedContext, botId: string): Promise<BotRow> {
  const bot = UUID.test(botId) ? await findBot(ctx.db, botId) : null
  if (!bot) throw new AppError('NOT_FOUND', 'Bot not found')
  return bot
}

export function toBotJson(bot: BotRow, knowledgeBaseId: string): BotJson {
  return {
    id: bot.id,
    name: bot.name,
    description: bot.description,
    purpose: bot.purpose,
    type: bot.type,
    platform_channel: bot.platformChannel,
    is_active: bot.isActive,
    training_status: bot.trainingStatus,
    response_count: bot.responseCount,
    escalation_count: bot.escalationCount,
    last_trained_at: bot.lastTrainedAt?.toISOString() ?? null,
    required_roles: bot.requiredRoles,
    knowledge_base_id: knowledgeBaseId,
    created_at: bot.createdAt.toISOString(),
    updated_at: bot.updatedAt.toISOString(),
  }
}

/** Spec §7 create_bot_with_knowledge_base: the bot and its knowledge base, both or neither. */
export async function createBot(ctx: AuthedContext, input: CreateBotInput): Promise<BotJson> {
  return ctx.db.transaction(async (tx) => {
    const bot = await insertBot(tx, {
      name: input.name,
      description: input.description,
      purpose: input.purpose,
      platformChannel: input.platform_channel,
      createdBy: ctx.actor.userId,
    })
    const knowledgeBase = await insertKnowledgeBase(tx, {
      botId: bot.id,
      name: `${input.name} knowledge`,
      description: input.purpose,
    })
    return toBotJson(bot, knowledgeBase.id)
  })
}

/**
 * The exact engine path of a chat message without storing anything: the knowledge screen's
 * "try a question" panel and the evaluation use it.
 */
export async function previewAnswer(
  ctx: AuthedContext,
  botId: string,
  input: AnswerPreviewInput,
): Promise<AnswerPreviewJson> {
  const bot = await getBotOr404(ctx, botId)
  // Spec §2.17 wording.
  if (!bot.isActive) throw new AppError('CONFLICT', 'This bot is currently inactive')
  return ctx.assistant.answer({ botId: bot.id, message: input.message, language: input.language, bot })
}
