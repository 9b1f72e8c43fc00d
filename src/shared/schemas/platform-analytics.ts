import { z } from 'zod'
import {
  type AnalyticsPeriod,
  dealerAnalyticsQuerySchema,
  type PeriodCount,
  type TrendBucketUnit,
} from './dealer-analytics.ts'

// Issue 11 /analytics: the platform's figures for a period (7/30/90/365 days, spec §9) and the period
// of the same length before it. The query is the dealer analytics one (?period=7|30|90|365).
export { dealerAnalyticsQuerySchema as platformAnalyticsQuerySchema } from './dealer-analytics.ts'
export type { AnalyticsPeriod, PeriodCount, TrendBucketUnit }

/** A rate or average for the period and the previous one; null when there was nothing to measure. */
export interface PeriodValue {
  current: number | null
  previous: number | null
}

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

export interface AssistantBreakdownRow {
  conversations: number
  messages: number
  escalations: number
  /** Percent of conversations without a ticket (one decimal); null without conversations. */
  resolutionRate: number | null
  /** 0 to 1 (three decimals); null without scored replies. */
  averageConfidence: number | null
}

export interface AssistantFigures {
  conversations: PeriodCount
  messages: PeriodCount
  /** Tickets opened in the period (every reason). */
  escalations: PeriodCount
  resolutionRate: PeriodValue
  /** Percent of conversations that led to a ticket. */
  escalationRate: PeriodValue
  escalationReasons: { reason: EscalationReason; count: number }[]
  averageConfidence: PeriodValue
  confidenceBands: { band: (typeof CONFIDENCE_BANDS)[number]; replies: number }[]
  feedback: { up: number; down: number; ratings: number; averageRating: number | null }
  trend: { bucket: string; conversations: number; messages: number; escalations: number }[]
  byBot: (AssistantBreakdownRow & { botId: string | null; name: string | null })[]
  byLanguage: (AssistantBreakdownRow & { language: string })[]
  topQuestions: { question: string; count: number }[]
  /** Pending knowledge gaps (suggestions) seen in the period, most frequent first. */
  topUnanswered: { question: string; frequency: number; botName: string; type: string }[]
}

/** Durations in minutes (one decimal); null when no ticket had one in the period. */
export interface DurationFigures {
  median: number | null
  p90: number | null
  /** How many tickets the figure is measured on. */
  measured: number
}

export interface SupportFigures {
  opened: PeriodCount
  resolved: PeriodCount
  firstResponse: DurationFigures
  resolution: DurationFigures
  /** Today's tickets by status (spec §4), not limited to the period. */
  backlog: { status: string; count: number }[]
}

export interface UserFigures {
  /** Distinct users active (signed in or wrote in a chat) in the period. */
  activeUsers: PeriodCount
  /** Distinct users active in the last 7 days of the period. */
  weeklyActive: number
  averageDailyActive: number
  dailyActive: { day: string; users: number }[]
  signIns: PeriodCount
  dealersByStatus: { status: string; count: number }[]
  onboardingCompletions: PeriodCount
  news: {
    /** Articles published in the period, with how many users read each. */
    articles: { id: string; title: string; publishedAt: string; readers: number; readRate: number | null }[]
    /** Accounts that can read news (not deactivated): the denominator of the read rates. */
    audience: number
    averageReadRate: number | null
  }
  filesReviewed: PeriodCount
}

export interface KnowledgeFigures {
  byStatus: { status: string; count: number }[]
  byLanguage: { language: string; count: number }[]
  /** Percent of scored replies with confidence >= 0.7. */
  coverage: PeriodValue
  coveredReplies: number
  scoredReplies: number
  stale: { count: number; oldest: { id: string; question: string; updatedAt: string }[] }
}

export interface PlatformAnalyticsReport {
  period: { days: AnalyticsPeriod; from: string; to: string; previousFrom: string; unit: TrendBucketUnit }
  /** 'rollup' (daily rollups plus today live) or 'raw' (everything from the raw rows). */
  source: 'rollup' | 'raw'
  assistants: AssistantFigures
  support: SupportFigures
  users: UserFigures
  knowledge: KnowledgeFigures
}

export const PLATFORM_ANALYTICS_SECTIONS = ['assistants', 'support', 'users', 'knowledge'] as const
export type PlatformAnalyticsSection = (typeof PLATFORM_ANALYTICS_SECTIONS)[number]

export const platformAnalyticsExportQuerySchema = z.object({
  period: dealerAnalyticsQuerySchema.shape.period,
  section: z
    .enum(PLATFORM_ANALYTICS_SECTIONS, { message: 'Section must be assistants, support, users or knowledge' })
    .optional(),
})
