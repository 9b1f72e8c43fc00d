import type { AuthedContext } from '#server/app-env'
import { canSeeDealerPeople } from '#server/modules/dealers/dealers.service'
import { toUserTicket } from '#server/modules/escalations/user-tickets'
import { countDocumentsByStatus } from '#server/modules/files/files.queries'
import { unreadNewsCount } from '#server/modules/news/news.service'
import { readSubject } from '#server/modules/notifications/notification-store'
import { listOnboardings } from '#server/modules/onboarding/dealer-onboardings.queries'
import { overviewStats } from '#server/modules/onboarding/onboarding-overview.queries'
import { hasAnyRole, hasPermission, ownDealerIds } from '#shared/auth/permissions'
import { ONBOARDING_MANAGER_ROLES } from '#shared/constants/onboarding'
import {
  type ListMobileTicketsQuery,
  type MobileActivity,
  type MobileSummary,
  type MobileTicketsResponse,
  RECENTLY_RESOLVED_TICKET_DAYS,
} from '#shared/schemas/mobile'
import {
  countOpenChatSessions,
  countOpenTicketsOf,
  listLatestNotifications,
  listOwnTickets,
  listRecentAudit,
} from './mobile.queries.ts'

/** How many events the dashboard's 'recent activity' list shows. */
export const MOBILE_ACTIVITY_LIMIT = 8

/**
 * Whose documents the dashboard counts: reviewers (DEALER_MANAGEMENT, spec §6) count every dealer's,
 * because their job is the review queue; dealer staff count their own dealers'; anyone else has no
 * documents of their own and gets no file card.
 */
async function fileSummary(ctx: AuthedContext): Promise<MobileSummary['files']> {
  if (hasPermission(ctx.actor.roles, 'DEALER_MANAGEMENT')) {
    const counts = await countDocumentsByStatus(ctx.db, 'all')
    return { scope: 'review', counts, total: sumOf(counts) }
  }
  const dealerIds = ownDealerIds(ctx.actor)
  if (dealerIds.length === 0) return null
  const counts = await countDocumentsByStatus(ctx.db, dealerIds)
  return { scope: 'dealer', counts, total: sumOf(counts) }
}

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, value) => sum + value, 0)

/** The newest onboarding of the caller's own dealers (dealer staff); staff have none of their own. */
async function ownOnboarding(ctx: AuthedContext): Promise<MobileSummary['onboarding']> {
  const dealerIds = ownDealerIds(ctx.actor)
  if (dealerIds.length === 0) return null
  const [row] = await listOnboardings(ctx.db, { scope: dealerIds, status: 'all', limit: 1 })
  if (!row) return null
  return {
    id: row.id,
    programName: row.programName,
    dealerName: row.dealerName,
    progressPercentage: row.progressPercentage,
    approvedCount: Number(row.approvedCount),
    stepCount: Number(row.stepCount),
    completed: row.completedAt !== null,
  }
}

/** Onboarding submissions waiting for review, for the roles that review them (issue 7). */
async function submissionsAwaitingReview(ctx: AuthedContext): Promise<number | null> {
  if (!hasAnyRole(ctx.actor.roles, ONBOARDING_MANAGER_ROLES)) return null
  return (await overviewStats(ctx.db)).awaitingReview
}

/**
 * Recent activity from real events: the caller's latest notifications, and the audit entries of
 * their dealers (only where they may read the dealer's timeline, as on the dealer page) plus their
 * own actions; newest first.
 */
async function recentActivity(ctx: AuthedContext): Promise<MobileActivity[]> {
  const timelineDealers = ownDealerIds(ctx.actor).filter((dealerId) =>
    canSeeDealerPeople(ctx.actor, dealerId),
  )
  const [notifications, audit] = await Promise.all([
    listLatestNotifications(ctx.db, { userId: ctx.actor.userId, limit: MOBILE_ACTIVITY_LIMIT }),
    listRecentAudit(ctx.db, {
      dealerIds: timelineDealers,
      actorId: ctx.actor.userId,
      limit: MOBILE_ACTIVITY_LIMIT,
    }),
  ])
  const events: (MobileActivity & { time: number })[] = [
    ...notifications.map((row) => ({
      kind: 'notification' as const,
      id: row.id,
      at: row.createdAt.toISOString(),
      time: row.createdAt.getTime(),
      message: row.message,
      subject: readSubject(row.subject),
      link: row.link,
      isRead: row.isRead,
    })),
    ...audit.map((row) => ({
      kind: 'audit' as const,
      id: row.id,
      at: row.createdAt.toISOString(),
      time: row.createdAt.getTime(),
      action: row.action,
      details: row.details ?? {},
      actorName: row.actorName,
    })),
  ]
  return events
    .sort((a, b) => b.time - a.time)
    .slice(0, MOBILE_ACTIVITY_LIMIT)
    .map(({ time: _time, ...event }) => event)
}

/** Everything the mobile dashboard shows, counted from the caller's own rows. */
export async function getMobileSummary(ctx: AuthedContext): Promise<MobileSummary> {
  const [files, onboarding, awaitingReview, news, openConversations, openTickets, activity] =
    await Promise.all([
      fileSummary(ctx),
      ownOnboarding(ctx),
      submissionsAwaitingReview(ctx),
      unreadNewsCount(ctx),
      countOpenChatSessions(ctx.db, ctx.actor.userId),
      countOpenTicketsOf(ctx.db, ctx.actor.userId),
      recentActivity(ctx),
    ])
  return {
    files,
    onboarding,
    submissionsAwaitingReview: awaitingReview,
    unreadNews: news.count,
    openConversations,
    openTickets,
    activity,
  }
}

/** /mobile/support: the tickets the caller raised, open ones and those resolved lately. */
export async function listMyTickets(
  ctx: AuthedContext,
  query: ListMobileTicketsQuery,
): Promise<MobileTicketsResponse> {
  const resolvedSince = new Date(Date.now() - RECENTLY_RESOLVED_TICKET_DAYS * 24 * 60 * 60 * 1000)
  const rows = await listOwnTickets(ctx.db, { userId: ctx.actor.userId, resolvedSince, limit: query.limit })
  return {
    // The user's title and a shared note only: the desk's title and reasons stay with staff.
    tickets: rows.map(({ ticket, botName }) => ({
      ...toUserTicket(ticket),
      priority: ticket.priority,
      category: ticket.category,
      botId: ticket.botId,
      botName,
      sessionId: ticket.sessionId,
    })),
  }
}
