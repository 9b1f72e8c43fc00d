import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { isUuid } from '#server/modules/bots/bots.service'
import { sessionReadableBy } from '#server/modules/chat/chat-access'
import {
  REVIEW_LOW_CONFIDENCE_BELOW,
  type ReviewConversationJson,
  type ReviewQueueResponse,
  type reviewQueueQuerySchema,
} from '#shared/schemas/training'
import { feedbackOfSession, findSessionWithBot, messagesOfSession, reviewQueue } from './training.queries.ts'
import { toMessageJson } from './training.service.ts'

const DAY_MS = 86_400_000
const QUEUE_LIMIT = 200

/** /training (issue 6): conversations to review, with why each is in the queue. */
export async function listReviewQueue(
  ctx: AuthedContext,
  query: z.output<typeof reviewQueueQuerySchema>,
): Promise<ReviewQueueResponse> {
  const rows = await reviewQueue(ctx.db, {
    since: new Date(Date.now() - query.days * DAY_MS),
    botId: query.bot_id,
    lowConfidenceBelow: REVIEW_LOW_CONFIDENCE_BELOW,
    limit: QUEUE_LIMIT,
    // The same rule as opening one (getReviewConversation): the queue offers only what opens.
    readable: sessionReadableBy(ctx.actor),
  })
  return {
    items: rows.map((row) => ({
      session_id: row.sessionId,
      bot_id: row.botId,
      bot_name: row.botName,
      title: row.title,
      status: row.status,
      user_name: row.userName,
      updated_at: row.updatedAt.toISOString(),
      reasons: [
        ...(row.lowest !== null && row.lowest < REVIEW_LOW_CONFIDENCE_BELOW
          ? (['low_confidence'] as const)
          : []),
        ...(row.negative ? (['negative_feedback'] as const) : []),
        ...(row.escalated ? (['escalated'] as const) : []),
      ],
      lowest_confidence: row.lowest,
      first_question: row.firstQuestion,
    })),
  }
}

/**
 * One conversation to review: every message with its sources and feedback. Issue 32: under the chat
 * read rule, as GET /api/chat/sessions/:id, so this route opens no transcript that one refuses.
 */
export async function getReviewConversation(
  ctx: AuthedContext,
  sessionId: string,
): Promise<ReviewConversationJson> {
  const found = isUuid(sessionId)
    ? await findSessionWithBot(ctx.db, { sessionId, readable: sessionReadableBy(ctx.actor) })
    : null
  if (!found) throw new AppError('NOT_FOUND', 'Chat session not found')
  const messages = await messagesOfSession(ctx.db, sessionId)
  const feedback = await feedbackOfSession(
    ctx.db,
    messages.map((message) => message.id),
  )
  return {
    session_id: found.session.id,
    bot_id: found.session.botId,
    bot_name: found.botName,
    title: found.session.title,
    status: found.session.status,
    messages: messages.map((message) => ({
      ...toMessageJson(message),
      feedback: feedback
        .filter((item) => item.messageId === message.id)
        .map((item) => ({ feedback_type: item.feedbackType, rating: item.rating, notes: item.notes })),
    })),
  }
}
