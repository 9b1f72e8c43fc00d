import { z } from 'zod'

// Spec §9: analytics periods 7, 30, 90 and 365 days, default 30d.
export const ANALYTICS_PERIOD_VALUES = [7, 30, 90, 365] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIOD_VALUES)[number]
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30

// Spec §2.11: the top list holds up to 10 dealers, 8 displayed.
export const TOP_PERFORMERS_LIMIT = 10
export const TOP_PERFORMERS_DISPLAYED = 8

export const dealerAnalyticsQuerySchema = z.object({
  period: z
    .enum(ANALYTICS_PERIOD_VALUES.map(String) as [string, ...string[]], {
      message: 'Period must be 7, 30, 90 or 365 days',
    })
    .default(String(DEFAULT_ANALYTICS_PERIOD))
    .transform((value) => Number(value) as AnalyticsPeriod),
})
export type DealerAnalyticsQuery = z.output<typeof dealerAnalyticsQuerySchema>

export type TrendBucketUnit = 'day' | 'week' | 'month'

/** A figure for the period and for the period of the same length just before it. */
export interface PeriodCount {
  current: number
  previous: number
}

export interface DealerAnalyticsKpis {
  /** Today's dealers by status (spec §4), not limited to the period. */
  dealers: { total: number; active: number; onboarding: number; inactive: number }
  newDealers: PeriodCount
  onboarding: {
    /** Enrolments started in the period. */
    started: number
    /** Of those, how many are completed. */
    completed: number
    /** completed / started in percent (one decimal); null when none started. */
    completionRate: number | null
    /** Mean days from start to completion of enrolments completed in the period; null when none. */
    averageDaysToComplete: number | null
  }
  /** Today's equipment (no status history is kept). */
  equipment: { active: number; total: number }
  /** Chat sessions started by dealer staff. */
  conversations: PeriodCount
  /** Tickets (escalations) raised for dealers or by dealer staff. */
  escalations: PeriodCount
}

export interface TrendPoint {
  /** Start of the bucket, 'YYYY-MM-DD' (UTC). */
  bucket: string
  newDealers: number
  onboardingsStarted: number
  onboardingsCompleted: number
  conversations: number
  escalations: number
}

export interface TopPerformer {
  dealerId: string
  name: string
  city: string | null
  country: string | null
  /** 0-100, see docs/decisions/009-equipment-and-analytics.md. */
  score: number
  onboardingProgress: number
  conversations: number
  escalations: number
  activeEquipment: number
  totalEquipment: number
}

export interface FunnelStep {
  stepId: string
  stepOrder: number
  title: string
  /** Enrolments with any progress on the step (started or beyond). */
  reached: number
  /** Submitted for review or approved. */
  submitted: number
  approved: number
}

export interface FunnelProgram {
  programId: string
  programName: string
  enrolled: number
  steps: FunnelStep[]
}

export interface CountryFigures {
  country: string | null
  total: number
  active: number
  onboarding: number
  inactive: number
  newInPeriod: number
}

export interface CityFigures {
  country: string | null
  city: string | null
  total: number
  active: number
}

export interface DealerAnalyticsReport {
  period: { days: AnalyticsPeriod; from: string; to: string; unit: TrendBucketUnit }
  kpis: DealerAnalyticsKpis
  trends: TrendPoint[]
  topPerformers: TopPerformer[]
  funnel: FunnelProgram[]
  geography: { countries: CountryFigures[]; cities: CityFigures[] }
}
