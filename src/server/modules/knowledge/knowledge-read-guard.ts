import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { canReadKnowledgeBase } from '#shared/auth/permissions'

/**
 * Reading bots and knowledge: BOT_MANAGEMENT plus the roles of the Knowledge Base module (§2.5),
 * so support agents may view bots and entries but change nothing (issue 6 Access). Every write
 * route keeps requirePermission('BOT_MANAGEMENT').
 */
export const requireKnowledgeRead = createMiddleware<AppEnv>(async (c, next) => {
  const actor = c.get('ctx').actor
  if (!actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
  if (!canReadKnowledgeBase(actor.roles))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
  await next()
})
