import type { AuthedContext } from '#server/app-env'
import { canReadChatSession } from '#server/modules/chat/chat.service'
import { canSeeSources } from '#server/modules/chat/chat-access'
import { isSupportLevel } from '#shared/auth/permissions'

/**
 * Who may subscribe to which topic: one check per topic prefix, run when a socket asks to
 * subscribe. A topic without a known prefix is refused.
 */
const TOPIC_CHECKS: Record<string, (ctx: AuthedContext, id: string) => Promise<boolean>> = {
  'chat-session': canReadChatSession,
  'chat-session-sources': async (ctx, id) => canSeeSources(ctx.actor) && canReadChatSession(ctx, id),
  // ESCALATIONS_DESK_TOPIC: the desk's staff (issue 9).
  escalations: async (ctx, id) => id === 'desk' && isSupportLevel(ctx.actor.roles),
}

export async function maySubscribe(ctx: AuthedContext, topic: string): Promise<boolean> {
  const separator = topic.indexOf(':')
  if (separator <= 0) return false
  const check = TOPIC_CHECKS[topic.slice(0, separator)]
  return check ? check(ctx, topic.slice(separator + 1)) : false
}
