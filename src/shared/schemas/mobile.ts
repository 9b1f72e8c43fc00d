import { z } from 'zod'
import { TICKET_CATEGORY_VALUES, userTicketSchema } from './escalations.ts'
import { notificationSubjectSchema } from './notification-subjects.ts'
import { URGENCY_VALUES } from './notifications.ts'

/**
 * GET /api/mobile/summary: everything the mobile dashboard (spec §2.13, issue 10) shows, in one
 * answer so a phone on a slow line makes one request. Every number is counted on the server from
 * the caller's own rows (their dealer, their chats, their notifications).
 */

/** 'dealer': the caller's own dealers' documents; 'review': every dealer's, for staff who review them. */
export const MOBILE_FILE_SCOPES = ['dealer', 'review'] as const

export const documentStatusCountsSchema = z.object({
  processing: z.number().int().min(0),
  pending: z.number().int().min(0),
  approved: z.number().int().min(0),
  rejected: z.number().int().min(0),
})
export type DocumentStatusCounts = z.infer<typeof documentStatusCountsSchema>

export const mobileOnboardingSchema = z.object({
  id: z.string().uuid(),
  programName: z.string(),
  dealerName: z.string(),
  progressPercentage: z.number().int().min(0).max(100),
  approvedCount: z.number().int().min(0),
  stepCount: z.number().int().min(0),
  completed: z.boolean(),
})

export const mobileActivitySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('notification'),
    id: z.string(),
    /** ISO 8601. */
    at: z.string(),
    message: z.string(),
    subject: notificationSubjectSchema.nullable(),
    link: z.string().nullable(),
    isRead: z.boolean(),
  }),
  z.object({
    kind: z.literal('audit'),
    id: z.string(),
    at: z.string(),
    /** Dotted verb, rendered by the web app's audit sentences (common.json `audit.*`). */
    action: z.string(),
    details: z.record(z.string(), z.unknown()),
    actorName: z.string().nullable(),
  }),
])
export type MobileActivity = z.infer<typeof mobileActivitySchema>

export const mobileSummarySchema = z.object({
  /** null when the caller neither belongs to a dealer nor reviews documents. */
  files: z
    .object({
      scope: z.enum(MOBILE_FILE_SCOPES),
      counts: documentStatusCountsSchema,
      total: z.number().int().min(0),
    })
    .nullable(),
  /** The latest onboarding of the caller's dealer (dealer staff), else null. */
  onboarding: mobileOnboardingSchema.nullable(),
  /** Onboarding step submissions waiting for review; only for staff who review them, else null. */
  submissionsAwaitingReview: z.number().int().min(0).nullable(),
  unreadNews: z.number().int().min(0),
  openConversations: z.number().int().min(0),
  openTickets: z.number().int().min(0),
  activity: z.array(mobileActivitySchema),
})
export type MobileSummary = z.infer<typeof mobileSummarySchema>

/** How long a resolved or closed ticket stays on /mobile/support after it was resolved. */
export const RECENTLY_RESOLVED_TICKET_DAYS = 14

/** GET /api/mobile/tickets: the caller's own tickets, for /mobile/support (spec §2.13, issue 10). */
export const listMobileTicketsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type ListMobileTicketsQuery = z.infer<typeof listMobileTicketsQuerySchema>

/** The user's view of a ticket (never the desk's title), with where it came from. */
export const mobileTicketSchema = userTicketSchema.extend({
  priority: z.enum(URGENCY_VALUES),
  category: z.enum(TICKET_CATEGORY_VALUES),
  /** The assistant and conversation it came from (to reopen the chat); null once deleted. */
  botId: z.string().uuid().nullable(),
  botName: z.string().nullable(),
  sessionId: z.string().uuid().nullable(),
})
export type MobileTicket = z.infer<typeof mobileTicketSchema>

/** Open and in-progress tickets first, then the recently resolved ones; newest change first in each. */
export const mobileTicketsResponseSchema = z.object({ tickets: z.array(mobileTicketSchema) })
export type MobileTicketsResponse = z.infer<typeof mobileTicketsResponseSchema>
