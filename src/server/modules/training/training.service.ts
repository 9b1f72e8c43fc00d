import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { isAssistantLanguage } from '#server/assistant/language/languages'
import { AppError } from '#server/lib/app-error'
import { updateBot } from '#server/modules/bots/bots.queries'
import { getBotOr404 } from '#server/modules/bots/bots.service'
import { findEntry } from '#server/modules/knowledge/knowledge.queries'
import {
  addPhrasing,
  announceKnowledgeChange,
  findEntryOfBotOr404,
  insertKnowledgeEntry,
} from '#server/modules/knowledge/knowledge.service'
import {
  TRAINING_CHAT_CONTEXT,
  type TrainingChatMessageJson,
  type TrainingChatReplyJson,
  type TrainingRecordJson,
  type trainingChatInputSchema,
  type trainingRecordInputSchema,
} from '#shared/schemas/training'
import {
  type ChatMessageRow,
  findOwnTestSession,
  insertMessages,
  insertSession,
  insertTrainingSession,
  updateSession,
} from './training.queries.ts'

export function toMessageJson(row: ChatMessageRow): TrainingChatMessageJson {
  return {
    id: row.id,
    content: row.content,
    is_user: row.isUser,
    confidence_score: row.confidenceScore,
    escalation_type: row.escalationType,
    sources: row.sources,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * One message of the bot's test chat (spec §2.17 Chat Mode): the engine's real answer, stored as a
 * conversation with the context 'training_interface' so the trainer can correct it. A trainer's test
 * question is not a user's (issue 33 item 6): it neither creates nor closes a suggestion, and the
 * bot's analytics leave the test conversations out.
 */
export async function sendTrainingChat(
  ctx: AuthedContext,
  botId: string,
  input: z.output<typeof trainingChatInputSchema>,
): Promise<TrainingChatReplyJson> {
  const bot = await getBotOr404(ctx, botId)
  if (!bot.isActive) throw new AppError('CONFLICT', 'This bot is currently inactive')
  const existing = input.session_id
    ? await findOwnTestSession(ctx.db, {
        sessionId: input.session_id,
        botId: bot.id,
        userId: ctx.actor.userId,
      })
    : null
  if (input.session_id && !existing) throw new AppError('NOT_FOUND', 'Chat session not found')
  const answer = await ctx.assistant.answer({
    botId: bot.id,
    message: input.message,
    bot,
    sessionLanguage:
      existing?.languageCode && isAssistantLanguage(existing.languageCode)
        ? existing.languageCode
        : undefined,
  })
  const now = Date.now()
  const { sessionId, messages } = await ctx.db.transaction(async (tx) => {
    const session =
      existing ??
      (await insertSession(tx, {
        userId: ctx.actor.userId,
        botId: bot.id,
        context: TRAINING_CHAT_CONTEXT,
        title: input.message.slice(0, 80),
        languageCode: answer.language,
      }))
    const rows = await insertMessages(tx, [
      {
        sessionId: session.id,
        content: input.message,
        isUser: true,
        languageCode: answer.language,
        createdAt: new Date(now),
      },
      {
        sessionId: session.id,
        content: answer.content,
        isUser: false,
        languageCode: answer.language,
        confidenceScore: answer.confidence,
        sources: answer.sources,
        escalationType: answer.needsEscalation ? answer.escalationType : null,
        // One millisecond later, so the reply always sorts after the question.
        createdAt: new Date(now + 1),
      },
    ])
    await updateSession(tx, session.id, {
      languageCode: answer.language,
      updatedAt: new Date(now + 1),
      ...(answer.needsEscalation ? { status: 'escalated' as const } : {}),
    })
    return { sessionId: session.id, messages: rows }
  })
  const [userMessage, botMessage] = messages.sort((a, b) => Number(b.isUser) - Number(a.isUser))
  return {
    session_id: sessionId,
    user_message: toMessageJson(userMessage),
    bot_message: toMessageJson(botMessage),
    knowledge_based: answer.knowledgeBased,
    needs_escalation: answer.needsEscalation,
  }
}

/**
 * Training Mode (issue 6): an instruction is appended to the custom instructions; a new entry waits
 * for review. Issue 33 item 4: a correction never changes the entry that answered: it makes an entry
 * for the asked question (waiting for review, or approved as the trainer chooses), or adds the
 * question as a phrasing of the entry the trainer picks. Each is stored as a training session, and
 * the bot's last_trained_at and training status follow (needs_review while entries wait).
 */
export async function recordTraining(
  ctx: AuthedContext,
  botId: string,
  input: z.output<typeof trainingRecordInputSchema>,
): Promise<TrainingRecordJson> {
  const bot = await getBotOr404(ctx, botId)
  const now = new Date()
  const result = await ctx.db.transaction(async (tx) => {
    let entryId: string | null = null
    let customInstructions = bot.customInstructions
    let trainingInput: string
    let waitsForReview = false
    if (input.interaction_type === 'instruction') {
      customInstructions = [bot.customInstructions?.trim(), input.instruction].filter(Boolean).join('\n')
      trainingInput = input.instruction
    } else if (input.interaction_type === 'correction' && input.target === 'phrasing') {
      trainingInput = input.question
      // Read through the transaction: PGlite has one connection. The schema requires entry_id here.
      const target = await findEntryOfBotOr404(tx, bot.id, input.entry_id as string)
      entryId = (await addPhrasing(ctx, tx, target, input.question, 'training')).id
    } else {
      // The schema requires an answer for a new entry.
      const answer = input.answer as string
      trainingInput = `${input.question}\n${answer}`
      const status = input.interaction_type === 'correction' ? input.status : 'pending_review'
      waitsForReview = status !== 'approved'
      const entry = await insertKnowledgeEntry(
        ctx,
        tx,
        {
          bot_id: bot.id,
          question: input.question,
          answer,
          language_code: input.language_code,
          scope: 'bot_specific',
          priority: 5,
          status,
          tags: [],
          file_ids: [],
        },
        'trained',
      )
      entryId = entry.id
    }
    await updateBot(tx, bot.id, {
      customInstructions,
      lastTrainedAt: now,
      ...(waitsForReview ? { trainingStatus: 'needs_review' } : {}),
    })
    const session = await insertTrainingSession(tx, {
      botId: bot.id,
      sessionName: `${input.interaction_type} ${now.toISOString()}`,
      trainerId: ctx.actor.userId,
      sessionData: {
        session_id: input.session_id,
        interaction_type: input.interaction_type,
        training_input: trainingInput,
        timestamp: now.toISOString(),
        entry_id: entryId,
        ...(input.interaction_type === 'correction'
          ? { target: input.target, matched_entry_id: input.matched_entry_id ?? null }
          : {}),
      },
    })
    return { id: session.id, entryId, customInstructions }
  })
  ctx.assistant.knowledgeChanged(bot.id)
  if (result.entryId) {
    const entry = await findEntry(ctx.db, result.entryId)
    if (entry) announceKnowledgeChange(ctx, [entry.entry])
  }
  return {
    id: result.id,
    interaction_type: input.interaction_type,
    entry_id: result.entryId,
    custom_instructions: result.customInstructions,
  }
}
