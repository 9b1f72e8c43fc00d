import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { describeAccess, requirePermission, rolesRule } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { canReadKnowledgeBase } from '#shared/auth/permissions'

// The bot, knowledge and bot-knowledge routes share these two guards, so each access rule, and the
// words the API description gives it, is written once here.

/**
 * Reading bots and knowledge: BOT_MANAGEMENT plus the roles of the Knowledge Base module (§2.5),
 * so support agents may view bots and entries but change nothing (issue 6 Access). Every write
 * route adds requireBotManagement.
 */
export const requireKnowledgeRead = describeAccess(
  createMiddleware<AppEnv>((c, next) => {
    const actor = c.get('ctx').actor
    if (!actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
    if (!canReadKnowledgeBase(actor.roles))
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
    return next()
  }),
  rolesRule('Bot managers and the roles of the Knowledge Base module', canReadKnowledgeBase),
)

/** Changing a bot or its knowledge (spec §6 BOT_MANAGEMENT). */
export const requireBotManagement = requirePermission('BOT_MANAGEMENT')
