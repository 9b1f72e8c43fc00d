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

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the server's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

export const analyticsPeriodSchema = z.literal(ANALYTICS_PERIOD_VALUES)

export const TREND_BUCKET_UNITS = ['day', 'week', 'month'] as const
export type TrendBucketUnit = (typeof TREND_BUCKET_UNITS)[number]

/** A figure for the period and for the period of the same length just before it. */
export const periodCountSchema = z.object({ current: z.number(), previous: z.number() })
export type PeriodCount = z.infer<typeof periodCountSchema>

export const dealerAnalyticsKpisSchema = z.object({
  /** Today's dealers by status (spec §4), not limited to the period. */
  dealers: z.object({ total: z.number(), active: z.number(), onboarding: z.number(), inactive: z.number() }),
  newDealers: periodCountSchema,
  onboarding: z.object({
    /** Enrolments started in the period. */
    started: z.number(),
    /** Of those, how many are completed. */
    completed: z.number(),
    /** completed / started in percent (one decimal); null when none started. */
    completionRate: z.number().nullable(),
    /** Mean days from start to completion of enrolments completed in the period; null when none. */
    averageDaysToComplete: z.number().nullable(),
  }),
  /** Today's equipment (no status history is kept). */
  equipment: z.object({ active: z.number(), total: z.number() }),
  /** Chat sessions started by dealer staff. */
  conversations: periodCountSchema,
  /** Tickets (escalations) raised for dealers or by dealer staff. */
  escalations: periodCountSchema,
})
export type DealerAnalyticsKpis = z.infer<typeof dealerAnalyticsKpisSchema>

export const trendPointSchema = z.object({
  /** Start of the bucket, 'YYYY-MM-DD' (UTC). */
  bucket: z.string(),
  newDealers: z.number(),
  onboardingsStarted: z.number(),
  onboardingsCompleted: z.number(),
  conversations: z.number(),
  escalations: z.number(),
})
export type TrendPoint = z.infer<typeof trendPointSchema>

export const topPerformerSchema = z.object({
  dealerId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** 0-100, see docs/decisions/009-equipment-and-analytics.md. */
  score: z.number(),
  onboardingProgress: z.number(),
  conversations: z.number(),
  escalations: z.number(),
  activeEquipment: z.number(),
  totalEquipment: z.number(),
})
export type TopPerformer = z.infer<typeof topPerformerSchema>

export const funnelStepSchema = z.object({
  stepId: z.string(),
  stepOrder: z.number(),
  title: z.string(),
  /** Enrolments with any progress on the step (started or beyond). */
  reached: z.number(),
  /** Submitted for review or approved. */
  submitted: z.number(),
  approved: z.number(),
})
export type FunnelStep = z.infer<typeof funnelStepSchema>

export const funnelProgramSchema = z.object({
  programId: z.string(),
  programName: z.string(),
  enrolled: z.number(),
  steps: z.array(funnelStepSchema),
})
export type FunnelProgram = z.infer<typeof funnelProgramSchema>

export const countryFiguresSchema = z.object({
  country: z.string().nullable(),
  total: z.number(),
  active: z.number(),
  onboarding: z.number(),
  inactive: z.number(),
  newInPeriod: z.number(),
})
export type CountryFigures = z.infer<typeof countryFiguresSchema>

export const cityFiguresSchema = countryFiguresSchema
  .pick({ country: true, total: true, active: true })
  .extend({ city: z.string().nullable() })
export type CityFigures = z.infer<typeof cityFiguresSchema>

/** The period a report covers: its length, its bounds (ISO times) and the trend's bucket. */
export const analyticsReportPeriodSchema = z.object({
  days: analyticsPeriodSchema,
  from: z.string(),
  to: z.string(),
  unit: z.enum(TREND_BUCKET_UNITS),
})

/** GET /api/dealer-analytics (spec §2.3). */
export const dealerAnalyticsResponseSchema = z.object({
  period: analyticsReportPeriodSchema,
  kpis: dealerAnalyticsKpisSchema,
  trends: z.array(trendPointSchema),
  topPerformers: z.array(topPerformerSchema),
  funnel: z.array(funnelProgramSchema),
  geography: z.object({ countries: z.array(countryFiguresSchema), cities: z.array(cityFiguresSchema) }),
})
export type DealerAnalyticsReport = z.infer<typeof dealerAnalyticsResponseSchema>
