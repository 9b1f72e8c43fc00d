import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { ANSWER_FLOOR } from '#server/assistant/answer-message'
import { recordKnowledgeGap } from '#server/assistant/knowledge-gaps'
import { isAssistantLanguage } from '#server/assistant/language/languages'
import type { AssistantAnswer } from '#server/assistant/types'
import { AppError } from '#server/lib/app-error'
import { resumeWaitingTickets } from '#server/modules/escalations/waiting-tickets'
import { HUMAN_ACTIVE_WINDOW_MS } from '#shared/constants/chat'
import { chatSessionTopic } from '#shared/realtime/topics'
import type { SendChatMessageResponse, sendChatMessageInputSchema } from '#shared/schemas/chat'
import { canSeeSources, preparedBotVisibleTo } from './chat-access.ts'
import { escalateFromAnswer } from './chat-escalation.ts'
import { publishChatMessage, publishMessageStatus, publishSessionChanged } from './chat-events.ts'
import { messageJson, toSessionJson } from './chat-json.ts'
import { setMessageStatus } from './chat-messages.queries.ts'
import {
  findSendContext,
  type PreviousTurn,
  storeAssistantReply,
  storeUserMessage,
} from './chat-send.queries.ts'
import type { ChatSessionRow } from './chat-sessions.queries.ts'
import { needsEscalation, planEscalation } from './escalation-rules.ts'

type SendInput = z.output<typeof sendChatMessageInputSchema>

const TITLE_LENGTH = 60

function titleFrom(content: string): string {
  const oneLine = content.replace(/\s+/g, ' ').trim()
  return oneLine.length > TITLE_LENGTH ? `${oneLine.slice(0, TITLE_LENGTH - 3)}...` : oneLine
}

function publishAssistantTyping(ctx: AuthedContext, sessionId: string, isTyping: boolean) {
  ctx.realtime.publishToTopic(chatSessionTopic(sessionId), {
    type: 'chat.typing',
    sessionId,
    userId: 'assistant',
    isTyping,
  })
}

/**
 * How long an answer may take before the conversation's viewers see the assistant typing. A
 * retrieval answer comes in a few milliseconds: "typing" on and off around it would flash for
 * nobody to read and cost every viewer two frames per message. A language model's answer takes
 * seconds, and then the indicator tells the user something is coming.
 */
export const ASSISTANT_TYPING_AFTER_MS = 300

/** Shows the assistant typing once the answer takes longer than the delay; the returned stop hides it. */
function typingIfSlow(ctx: AuthedContext, sessionId: string): () => void {
  let shown = false
  const timer = setTimeout(() => {
    shown = true
    publishAssistantTyping(ctx, sessionId, true)
  }, ASSISTANT_TYPING_AFTER_MS)
  return () => {
    clearTimeout(timer)
    if (shown) publishAssistantTyping(ctx, sessionId, false)
  }
}

/**
 * The previous question, for a follow-up (issue 33 item 5), when its reply came from the knowledge:
 * an answer or choices at the answer floor or above, or a picked choice (no confidence of its own);
 * not a reply without an answer nor one to a request for a person.
 */
export function previousQuestionOf(turn: PreviousTurn | null): string | null {
  if (!turn || turn.sources.length === 0 || turn.escalationType === 'specialist_contact') return null
  return turn.confidence === null || turn.confidence >= ANSWER_FLOOR ? turn.question : null
}

/**
 * Spec §7 chat send, in order: the session (created lazily), the user's message, the engine's
 * answer, the reply with its confidence, language and sources, the session's updated_at, then the
 * escalation when the answer needs one (an escalation failure is only logged, spec §8); the
 * knowledge gap for the suggestion inbox is recorded beside the reply. While a person from support
 * is active in the session the assistant stays quiet.
 */
export async function sendChatMessage(
  ctx: AuthedContext,
  input: SendInput,
): Promise<SendChatMessageResponse> {
  const context = await findSendContext(ctx.db, {
    visible: preparedBotVisibleTo(ctx.actor),
    botId: input.botId,
    sessionId: input.sessionId ?? null,
    userId: ctx.actor.userId,
  })
  if (!context) throw new AppError('NOT_FOUND', 'Bot not found')
  const { bot, session: existing } = context
  // The last turn of the session as it was before this message (a new session has none).
  const previous = existing ? previousQuestionOf(context.previousTurn) : null
  if (input.sessionId && !existing) throw new AppError('NOT_FOUND', 'Chat session not found')
  const chosenLanguage = input.language === 'auto' ? null : input.language

  // One statement, so one round trip and all or nothing as the transaction was. 'delivered': the
  // server has stored the message (spec §4 message status).
  const { session, userMessage, humanActive } = await storeUserMessage(ctx.db, {
    session: existing
      ? {
          id: existing.id,
          changes: {
            title: existing.title ?? titleFrom(input.content),
            ...(input.context ? { context: input.context } : {}),
            ...(chosenLanguage ? { languageCode: chosenLanguage } : {}),
          },
        }
      : {
          create: {
            userId: ctx.actor.userId,
            botId: bot.id,
            context: input.context,
            title: titleFrom(input.content),
            languageCode: chosenLanguage,
          },
        },
    message: { content: input.content, isUser: true, languageCode: chosenLanguage, status: 'delivered' },
    humanSince: new Date(Date.now() - HUMAN_ACTIVE_WINDOW_MS),
  })
  publishChatMessage(ctx.realtime, userMessage, { status: 'delivered' })
  // A ticket waiting for the user's answer is the desk's turn again (decision 045).
  if (existing?.status === 'escalated') await resumeWaitingTickets(ctx, session.id)
  // Its other views list the session under the first message's title, in its context and language.
  if (
    existing &&
    (existing.title !== session.title ||
      existing.context !== session.context ||
      existing.languageCode !== session.languageCode)
  )
    publishSessionChanged(ctx.realtime, session)
  const withSources = canSeeSources(ctx.actor)
  const userJson = (status: 'delivered' | 'read' | 'failed') =>
    messageJson(userMessage, { status, withSources })
  // The response shows the session as this send's last write left it: no read after the writes.
  // The sender owns the session, so the owner's name is the sender's.
  const sessionJson = (row: ChatSessionRow) =>
    toSessionJson({ session: row, ownerName: context.senderName }, ctx.actor.userId)

  if (humanActive) {
    return {
      session: sessionJson(session),
      userMessage: userJson('delivered'),
      botMessage: null,
      escalation: null,
      languageConfirmation: null,
    }
  }

  const stopTyping = typingIfSlow(ctx, session.id)
  let answer: AssistantAnswer
  try {
    answer = await ctx.assistant.answer({
      botId: bot.id,
      message: input.content,
      language: chosenLanguage ?? undefined,
      sessionLanguage: isAssistantLanguage(session.languageCode) ? session.languageCode : null,
      userSignature: context.senderSignature,
      previous,
      bot,
    })
  } catch (error) {
    ctx.logger.error({ err: error, botId: bot.id, sessionId: session.id }, 'assistant answer failed')
    stopTyping()
    await setMessageStatus(ctx.db, [userMessage.id], 'failed')
    publishMessageStatus(ctx.realtime, session.id, [userMessage.id], 'failed')
    // Spec §8 wording; the user's message is kept.
    throw new AppError('UNAVAILABLE', 'Failed to get response from AI')
  }

  // The suggestion inbox touches other rows than the reply and the escalation and publishes
  // nothing: it is recorded beside them, and its failure is only logged.
  const gapRecorded = recordKnowledgeGap(ctx.db, {
    botId: bot.id,
    question: input.content,
    answer,
    context: session.context,
    userId: ctx.actor.userId,
  }).catch((error) => ctx.logger.warn({ err: error, botId: bot.id }, 'knowledge gap not recorded'))

  const plan = needsEscalation(answer) ? planEscalation({ session, question: input.content, answer }) : null
  // The reply, the user's message read (the assistant answered it), the session (escalated in the
  // plan's language) and the bot's counter: one statement, one round trip.
  const stored = await storeAssistantReply(ctx.db, {
    reply: {
      sessionId: session.id,
      content: answer.content,
      isUser: false,
      languageCode: answer.language,
      confidenceScore: answer.confidence,
      sources: answer.sources,
      choices: answer.choices,
      escalationType: plan ? (answer.escalationType ?? 'knowledge_gap') : null,
      status: 'delivered',
    },
    answeredMessageId: userMessage.id,
    sessionChanges: plan ? { status: 'escalated', languageCode: plan.language } : {},
    botId: bot.id,
  })
  const botMessage = stored.reply
  stopTyping()
  publishMessageStatus(ctx.realtime, session.id, [userMessage.id], 'read')
  publishChatMessage(ctx.realtime, botMessage, { status: 'delivered' })

  let current = stored.session
  let escalation: SendChatMessageResponse['escalation'] = null
  if (plan) {
    try {
      ;({ escalation, session: current } = await escalateFromAnswer(ctx, {
        session: stored.session,
        statusBefore: session.status,
        bot,
        question: input.content,
        answer,
        plan,
      }))
    } catch (error) {
      // Spec §8: an escalation failure is only logged; the answer stands, and so does the status
      // the reply's statement gave the session.
      ctx.logger.error({ err: error, sessionId: session.id }, 'escalation failed')
      publishSessionChanged(ctx.realtime, stored.session)
    }
  }
  await gapRecorded

  return {
    session: sessionJson(current),
    userMessage: userJson('read'),
    botMessage: messageJson(botMessage, { status: 'delivered', withSources }),
    escalation,
    languageConfirmation: answer.requiresLanguageConfirmation ? { detected: answer.languageChoices } : null,
  }
}
