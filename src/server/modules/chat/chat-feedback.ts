import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import type { ChatFeedbackInput, ChatFeedbackResponse, chatFeedbackInputSchema } from '#shared/schemas/chat'
import { getOwnSessionOr404 } from './chat.service.ts'
import { isUuid } from './chat-access.ts'
import { insertFeedback } from './chat-feedback.queries.ts'
import { findMessageSessionId } from './chat-messages.queries.ts'

type FeedbackInput = z.output<typeof chatFeedbackInputSchema>

/** Spec §7 chat_feedback notes: 'Rating: n/5, Notes: ...'. */
export function feedbackNotes(input: Pick<ChatFeedbackInput, 'rating' | 'notes'>): string | null {
  const parts = [
    input.rating != null ? `Rating: ${input.rating}/5` : null,
    input.notes ? `Notes: ${input.notes}` : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

/** Feedback on an answer in the caller's own conversation: thumbs, or a 1-5 rating with notes. */
export async function submitFeedback(
  ctx: AuthedContext,
  messageId: string,
  input: FeedbackInput,
): Promise<ChatFeedbackResponse> {
  const message = isUuid(messageId) ? await findMessageSessionId(ctx.db, messageId) : null
  if (!message) throw new AppError('NOT_FOUND', 'Message not found')
  await getOwnSessionOr404(ctx, message.sessionId).catch(() => {
    throw new AppError('NOT_FOUND', 'Message not found')
  })
  if (message.isUser) throw new AppError('UNPROCESSABLE', 'Only answers can be rated')
  const row = await insertFeedback(ctx.db, {
    sessionId: message.sessionId,
    messageId,
    feedbackType: input.feedbackType,
    rating: input.rating ?? null,
    notes: feedbackNotes(input),
    createdBy: ctx.actor.userId,
  })
  return {
    feedback: {
      id: row.id,
      messageId,
      feedbackType: input.feedbackType,
      rating: row.rating,
      notes: row.notes,
    },
  }
}
