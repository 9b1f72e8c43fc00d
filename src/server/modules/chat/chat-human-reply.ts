import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { isSupportLevel } from '#shared/auth/permissions'
import type { HumanReplyInput, HumanReplyResponse } from '#shared/schemas/chat'
import { getReadableSessionOr404 } from './chat.service.ts'
import { canSeeSources } from './chat-access.ts'
import { publishChatMessage, publishMessageStatus } from './chat-events.ts'
import { messageJson } from './chat-json.ts'
import { insertStaffReply } from './chat-messages.queries.ts'
import { findProfile } from './chat-people.queries.ts'

/**
 * A person from support answers inside an escalated conversation (issue 5, beyond the spec): the
 * reply carries the agent's name and signature, and the assistant stays quiet while they are
 * active (chat-send.ts). Support-level staff only; only escalated conversations.
 */
export async function postHumanReply(
  ctx: AuthedContext,
  sessionId: string,
  input: HumanReplyInput,
): Promise<HumanReplyResponse> {
  if (!isSupportLevel(ctx.actor.roles))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
  const { session } = await getReadableSessionOr404(ctx, sessionId)
  if (session.status !== 'escalated')
    throw new AppError('CONFLICT', 'Only escalated conversations can be answered by support staff')
  const profile = await findProfile(ctx.db, ctx.actor.userId)
  // Answering means the agent has read what the user wrote (insertStaffReply marks it read).
  const { message, readIds } = await ctx.db.transaction((tx) =>
    insertStaffReply(tx, { session, content: input.content, senderId: ctx.actor.userId }),
  )
  const agent = {
    id: ctx.actor.userId,
    name: profile?.name ?? ctx.actor.email,
    signature: profile?.signature ?? null,
  }
  publishMessageStatus(ctx.realtime, session.id, readIds, 'read')
  publishChatMessage(ctx.realtime, message, { status: 'delivered', agent })
  return {
    message: messageJson(message, { status: 'delivered', agent, withSources: canSeeSources(ctx.actor) }),
  }
}
