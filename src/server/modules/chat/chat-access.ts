import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Actor } from '#server/auth/actor'
import { bots } from '#server/db/schema/bots'
import { chatSessions } from '#server/db/schema/chat'
import { canReadKnowledgeBase, hasContentAccess, isSupportLevel } from '#shared/auth/permissions'
import { DEALER_ROLES } from '#shared/auth/roles'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)

const rolesArray = (roles: readonly string[]) =>
  sql`array[${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[]`

const noBots = sql`false`

/**
 * Spec §6: a bot is listed only if active and either without required_roles or sharing a role; and
 * (issue 32, hasContentAccess) none at all to a user without a role, who has not been let in yet.
 */
export function botVisibleTo(actor: Pick<Actor, 'roles'>): SQL {
  return hasContentAccess(actor.roles) ? botRule(rolesArray(actor.roles)) : noBots
}

/**
 * botVisibleTo for a prepared statement: the same rule with the actor's roles left as the text[]
 * placeholder `roles`, and `kind` naming which of its two shapes the SQL has.
 */
export function preparedBotVisibleTo(actor: Pick<Actor, 'roles'>) {
  return !hasContentAccess(actor.roles)
    ? { kind: 'no_access' as const, rule: noBots, roles: [] as string[] }
    : {
        kind: 'roles' as const,
        rule: botRule(sql`${sql.placeholder('roles')}::text[]`),
        roles: [...actor.roles],
      }
}
export type PreparedBotRule = ReturnType<typeof preparedBotVisibleTo>

function botRule(roles: SQL): SQL {
  const noRoles = sql`cardinality(${bots.requiredRoles}) = 0`
  return and(eq(bots.isActive, true), or(noRoles, sql`${bots.requiredRoles} && ${roles}`)) as SQL
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
  return readableRule(actor.userId, isSupportLevel(actor.roles))
}

/**
 * sessionReadableBy for a prepared statement: the same rule with the viewer's id left as the
 * placeholder `viewerId`, and `kind` naming which of its two shapes the SQL has.
 */
export function preparedSessionReadableBy(actor: Pick<Actor, 'roles'>) {
  const supportLevel = isSupportLevel(actor.roles)
  return {
    kind: supportLevel ? ('own_or_escalated' as const) : ('own' as const),
    rule: readableRule(sql.placeholder('viewerId'), supportLevel),
  }
}
export type PreparedReadableRule = ReturnType<typeof preparedSessionReadableBy>

function readableRule(viewerId: string | Placeholder, supportLevel: boolean): SQL {
  const own = eq(chatSessions.userId, viewerId)
  if (!supportLevel) return own
  return or(own, eq(chatSessions.status, 'escalated')) as SQL
}

/** Issue 5: which knowledge entries answered is shown to staff roles only (decision 010). */
export function canSeeSources(actor: Pick<Actor, 'roles'>): boolean {
  return canReadKnowledgeBase(actor.roles)
}
