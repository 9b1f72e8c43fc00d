import { z } from 'zod'
import {
  type AnalyticsPeriod,
  analyticsReportPeriodSchema,
  dealerAnalyticsQuerySchema,
  type PeriodCount,
  periodCountSchema,
  type TrendBucketUnit,
} from './dealer-analytics.ts'

// Issue 11 /analytics: the platform's figures for a period (7/30/90/365 days, spec §9) and the period
// of the same length before it. The query is the dealer analytics one (?period=7|30|90|365).
export { dealerAnalyticsQuerySchema as platformAnalyticsQuerySchema } from './dealer-analytics.ts'
export type { AnalyticsPeriod, PeriodCount, TrendBucketUnit }

/** A rate or average for the period and the previous one; null when there was nothing to measure. */
export const periodValueSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable() })
export type PeriodValue = z.infer<typeof periodValueSchema>

/** Issue 11 escalation reasons, from the ticket category (general tickets from a chat are knowledge gaps). */
export const ESCALATION_REASONS = ['knowledge_gap', 'specialist_contact', 'keyword', 'manual'] as const
export type EscalationReason = (typeof ESCALATION_REASONS)[number]

/** Confidence bands of the distribution chart: 0-0.2, 0.2-0.4, 0.4-0.6, 0.6-0.8, 0.8-1. */
export const CONFIDENCE_BANDS = ['0.0-0.2', '0.2-0.4', '0.4-0.6', '0.6-0.8', '0.8-1.0'] as const

/** Issue 11: knowledge coverage counts replies with at least this confidence as answered. */
export const COVERAGE_CONFIDENCE = 0.7
/** Issue 11: entries not updated for this many days are stale. */
export const STALE_ENTRY_DAYS = 180
export const TOP_QUESTIONS_LIMIT = 10

export const assistantBreakdownRowSchema = z.object({
  conversations: z.number(),
  messages: z.number(),
  escalations: z.number(),
  /** Percent of conversations without a ticket (one decimal); null without conversations. */
  resolutionRate: z.number().nullable(),
  /** 0 to 1 (three decimals); null without scored replies. */
  averageConfidence: z.number().nullable(),
})
export type AssistantBreakdownRow = z.infer<typeof assistantBreakdownRowSchema>

export const assistantFiguresSchema = z.object({
  conversations: periodCountSchema,
  messages: periodCountSchema,
  /** Tickets opened in the period (every reason). */
  escalations: periodCountSchema,
  resolutionRate: periodValueSchema,
  /** Percent of conversations that led to a ticket. */
  escalationRate: periodValueSchema,
  escalationReasons: z.array(z.object({ reason: z.enum(ESCALATION_REASONS), count: z.number() })),
  averageConfidence: periodValueSchema,
  confidenceBands: z.array(z.object({ band: z.enum(CONFIDENCE_BANDS), replies: z.number() })),
  feedback: z.object({
    up: z.number(),
    down: z.number(),
    ratings: z.number(),
    averageRating: z.number().nullable(),
  }),
  trend: z.array(
    z.object({
      bucket: z.string(),
      conversations: z.number(),
      messages: z.number(),
      escalations: z.number(),
    }),
  ),
  byBot: z.array(
    assistantBreakdownRowSchema.extend({ botId: z.string().nullable(), name: z.string().nullable() }),
  ),
  byLanguage: z.array(assistantBreakdownRowSchema.extend({ language: z.string() })),
  topQuestions: z.array(z.object({ question: z.string(), count: z.number() })),
  /** Pending knowledge gaps (suggestions) seen in the period, most frequent first. */
  topUnanswered: z.array(
    z.object({ question: z.string(), frequency: z.number(), botName: z.string(), type: z.string() }),
  ),
})
export type AssistantFigures = z.infer<typeof assistantFiguresSchema>

/** Durations in minutes (one decimal); null when no ticket had one in the period. */
export const durationFiguresSchema = z.object({
  median: z.number().nullable(),
  p90: z.number().nullable(),
  /** How many tickets the figure is measured on. */
  measured: z.number(),
})
export type DurationFigures = z.infer<typeof durationFiguresSchema>

const statusCountSchema = z.object({ status: z.string(), count: z.number() })

export const supportFiguresSchema = z.object({
  opened: periodCountSchema,
  resolved: periodCountSchema,
  firstResponse: durationFiguresSchema,
  resolution: durationFiguresSchema,
  /** Today's tickets by status (spec §4), not limited to the period. */
  backlog: z.array(statusCountSchema),
})
export type SupportFigures = z.infer<typeof supportFiguresSchema>

export const userFiguresSchema = z.object({
  /** Distinct users active (signed in or wrote in a chat) in the period. */
  activeUsers: periodCountSchema,
  /** Distinct users active in the last 7 days of the period. */
  weeklyActive: z.number(),
  averageDailyActive: z.number(),
  dailyActive: z.array(z.object({ day: z.string(), users: z.number() })),
  signIns: periodCountSchema,
  dealersByStatus: z.array(statusCountSchema),
  onboardingCompletions: periodCountSchema,
  news: z.object({
    /** Articles published in the period, with how many users read each. */
    articles: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        publishedAt: z.string(),
        readers: z.number(),
        readRate: z.number().nullable(),
      }),
    ),
    /** Accounts that can read news (not deactivated): the denominator of the read rates. */
    audience: z.number(),
    averageReadRate: z.number().nullable(),
  }),
  filesReviewed: periodCountSchema,
})
export type UserFigures = z.infer<typeof userFiguresSchema>

export const knowledgeFiguresSchema = z.object({
  byStatus: z.array(statusCountSchema),
  byLanguage: z.array(z.object({ language: z.string(), count: z.number() })),
  /** Percent of scored replies with confidence >= 0.7. */
  coverage: periodValueSchema,
  coveredReplies: z.number(),
  scoredReplies: z.number(),
  stale: z.object({
    count: z.number(),
    oldest: z.array(z.object({ id: z.string(), question: z.string(), updatedAt: z.string() })),
  }),
})
export type KnowledgeFigures = z.infer<typeof knowledgeFiguresSchema>

/** GET /api/analytics (issue 11). */
export const platformAnalyticsResponseSchema = z.object({
  period: analyticsReportPeriodSchema.extend({ previousFrom: z.string() }),
  /** 'rollup' (daily rollups plus today live) or 'raw' (everything from the raw rows). */
  source: z.enum(['rollup', 'raw']),
  assistants: assistantFiguresSchema,
  support: supportFiguresSchema,
  users: userFiguresSchema,
  knowledge: knowledgeFiguresSchema,
})
export type PlatformAnalyticsReport = z.infer<typeof platformAnalyticsResponseSchema>

export const PLATFORM_ANALYTICS_SECTIONS = ['assistants', 'support', 'users', 'knowledge'] as const
export type PlatformAnalyticsSection = (typeof PLATFORM_ANALYTICS_SECTIONS)[number]

export const platformAnalyticsExportQuerySchema = z.object({
  period: dealerAnalyticsQuerySchema.shape.period,
  section: z
    .enum(PLATFORM_ANALYTICS_SECTIONS, { message: 'Section must be assistants, support, users or knowledge' })
    .optional(),
})
