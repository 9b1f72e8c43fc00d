import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { chatSessions } from '#server/db/schema/chat'
import { profiles } from '#server/db/schema/identity'
import { escalationNotifications } from '#server/db/schema/notifications'
import { TICKET_STATUSES, tickets } from '#server/db/schema/tickets'
import type { DealerScope } from '#server/db/scope'

// Reads for the mobile dashboard that no other module offers. Counts that other modules own
// (documents, onboarding, news) are reused from their query files by the service.

/** Tickets still waiting for someone: everything but resolved and closed. */
const OPEN_TICKET_STATUSES = TICKET_STATUSES.filter((status) => status !== 'resolved' && status !== 'closed')

/** The caller's own assistant conversations that are not closed (active or escalated to a person). */
export async function countOpenChatSessions(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), ne(chatSessions.status, 'closed')))
  return Number(row?.count ?? 0)
}

/** The tickets the caller raised that are still open or in progress. */
export async function countOpenTicketsOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), inArray(tickets.status, OPEN_TICKET_STATUSES)))
  return Number(row?.count ?? 0)
}

/**
 * The tickets the caller raised (never anyone else's): every open or in-progress one, and resolved
 * or closed ones resolved since `resolvedSince`; open ones first, then by their latest change. A
 * ticket merged into another is left out: the other one (the same user's) carries its question.
 */
export async function listOwnTickets(
  db: Executor,
  params: { userId: string; resolvedSince: Date; limit: number },
) {
  const isOpen = inArray(tickets.status, OPEN_TICKET_STATUSES)
  return db
    .select({ ticket: tickets, botName: bots.name })
    .from(tickets)
    .leftJoin(bots, eq(bots.id, tickets.botId))
    .where(
      and(
        eq(tickets.userId, params.userId),
        isNull(tickets.mergedIntoId),
        or(
          isOpen,
          sql`coalesce(${tickets.resolvedAt}, ${tickets.updatedAt}) >= ${params.resolvedSince.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(desc(sql`${isOpen}`), desc(tickets.updatedAt), desc(tickets.id))
    .limit(params.limit)
}

export async function listLatestNotifications(db: Executor, params: { userId: string; limit: number }) {
  return db
    .select({
      id: escalationNotifications.id,
      message: escalationNotifications.message,
      subject: escalationNotifications.subject,
      link: escalationNotifications.link,
      isRead: escalationNotifications.isRead,
      createdAt: escalationNotifications.createdAt,
    })
    .from(escalationNotifications)
    .where(eq(escalationNotifications.userId, params.userId))
    .orderBy(desc(escalationNotifications.createdAt), desc(escalationNotifications.id))
    .limit(params.limit)
}

const actorName = sql<
  string | null
>`coalesce(nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${user.email})`

/**
 * The latest audit entries about the given dealers, plus the caller's own actions (staff have no
 * dealer, so their own reviews and changes are their activity). An empty dealer list reads only the
 * caller's own entries; 'all' is never passed here, so staff do not see every dealer's history.
 */
export async function listRecentAudit(
  db: Executor,
  params: { dealerIds: Exclude<DealerScope, 'all'>; actorId: string; limit: number },
) {
  const aboutDealers: SQL | undefined =
    params.dealerIds.length > 0
      ? and(isNotNull(auditLog.dealerId), inArray(auditLog.dealerId, [...params.dealerIds]))
      : undefined
  const mine = eq(auditLog.actorId, params.actorId)
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorName,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(aboutDealers ? sql`(${aboutDealers} or ${mine})` : mine)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(params.limit)
}
