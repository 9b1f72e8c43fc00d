import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import { canReadKnowledgeBase, isSupportLevel } from '../../../shared/auth/permissions.ts'
import { DEALER_ROLES } from '../../../shared/auth/roles.ts'
import type { AuthedContext } from '../../app-env.ts'
import type { Actor } from '../../auth/actor.ts'
import { bots } from '../../db/schema/bots.ts'
import { chatSessions } from '../../db/schema/chat.ts'
import { findReadableSession } from './chat.queries.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)

const rolesArray = (roles: readonly string[]) =>
  sql`array[${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[]`

/** Spec §6: a bot is listed only if active and either without required_roles or sharing a role. */
export function botVisibleTo(actor: Pick<Actor, 'roles'>): SQL {
  const noRoles = sql`cardinality(${bots.requiredRoles}) = 0`
  if (actor.roles.length === 0) return and(eq(bots.isActive, true), noRoles) as SQL
  return and(
    eq(bots.isActive, true),
    or(noRoles, sql`${bots.requiredRoles} && ${rolesArray(actor.roles)}`),
  ) as SQL
}

/** Spec §2.7 'For Dealer Use': dealer staff may use the bot. */
export function isForDealerUse(requiredRoles: readonly string[]): boolean {
  return (
    requiredRoles.length === 0 ||
    requiredRoles.some((role) => (DEALER_ROLES as readonly string[]).includes(role))
  )
}

/**
 * Who may read a conversation: its owner always; support-level staff (spec §6 helper rule) when
 * it is escalated, so they can pick it up. Anyone else gets the same 404 as for an unknown id.
 */
export function sessionReadableBy(actor: Pick<Actor, 'userId' | 'roles'>): SQL {
  const own = eq(chatSessions.userId, actor.userId)
  if (!isSupportLevel(actor.roles)) return own
  return or(own, eq(chatSessions.status, 'escalated')) as SQL
}

/** Issue 5: which knowledge entries answered is shown to staff roles only (decision 010). */
export function canSeeSources(actor: Pick<Actor, 'roles'>): boolean {
  return canReadKnowledgeBase(actor.roles)
}

/** Realtime topic check for `chat-session:<id>`. */
export async function canReadChatSession(ctx: AuthedContext, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false
  return (await findReadableSession(ctx.db, { readable: sessionReadableBy(ctx.actor), sessionId })) !== null
}
