import type { AuthedContext } from '#server/app-env'
import { type CsvValue, toCsv } from '#server/lib/csv'
import {
  type AnalyticsPeriod,
  type DealerAnalyticsReport,
  type FunnelProgram,
  TOP_PERFORMERS_DISPLAYED,
  TOP_PERFORMERS_LIMIT,
} from '#shared/schemas/dealer-analytics'
import { bucketKeys, isoDay, periodRange } from './analytics-period.ts'
import {
  countDealerConversations,
  countDealerEscalations,
  countNewDealers,
  dealerPerformanceMetrics,
  dealerStatusCounts,
  dealersByCity,
  dealersByCountry,
  equipmentCounts,
  onboardingFigures,
  onboardingFunnelRows,
  trendCounts,
} from './dealer-analytics.queries.ts'
import { rankTopPerformers } from './performer-score.ts'

const oneDecimal = (value: number) => Math.round(value * 10) / 10

function groupFunnel(rows: Awaited<ReturnType<typeof onboardingFunnelRows>>): FunnelProgram[] {
  const programs = new Map<string, FunnelProgram>()
  for (const row of rows) {
    let program = programs.get(row.programId)
    if (!program) {
      program = { programId: row.programId, programName: row.programName, enrolled: row.enrolled, steps: [] }
      programs.set(row.programId, program)
    }
    program.steps.push({
      stepId: row.stepId,
      stepOrder: row.stepOrder,
      title: row.title,
      reached: row.reached,
      submitted: row.submitted,
      approved: row.approved,
    })
  }
  return [...programs.values()]
}

/** Spec §2.11 Dealer Analytics, every figure counted from real rows for the chosen period. */
export async function buildDealerAnalytics(
  ctx: AuthedContext,
  days: AnalyticsPeriod,
  now: Date = new Date(),
): Promise<DealerAnalyticsReport> {
  const range = periodRange(days, now)
  const window = { from: range.from, to: range.to }
  const [
    statuses,
    newDealers,
    conversations,
    escalations,
    onboarding,
    equipment,
    trends,
    metrics,
    funnel,
    countries,
    cities,
  ] = await Promise.all([
    dealerStatusCounts(ctx.db),
    countNewDealers(ctx.db, range),
    countDealerConversations(ctx.db, range),
    countDealerEscalations(ctx.db, range),
    onboardingFigures(ctx.db, window),
    equipmentCounts(ctx.db),
    trendCounts(ctx.db, { ...window, unit: range.unit }),
    dealerPerformanceMetrics(ctx.db, window),
    onboardingFunnelRows(ctx.db),
    dealersByCountry(ctx.db, window),
    dealersByCity(ctx.db),
  ])

  const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.count]))
  const dealerCounts = {
    active: byStatus.active ?? 0,
    onboarding: byStatus.onboarding ?? 0,
    inactive: byStatus.inactive ?? 0,
  }

  return {
    period: { days, from: range.from.toISOString(), to: range.to.toISOString(), unit: range.unit },
    kpis: {
      dealers: {
        total: dealerCounts.active + dealerCounts.onboarding + dealerCounts.inactive,
        ...dealerCounts,
      },
      newDealers,
      onboarding: {
        started: onboarding.started,
        completed: onboarding.completed,
        completionRate:
          onboarding.started > 0 ? oneDecimal((100 * onboarding.completed) / onboarding.started) : null,
        averageDaysToComplete: onboarding.averageDays === null ? null : oneDecimal(onboarding.averageDays),
      },
      equipment,
      conversations,
      escalations,
    },
    trends: bucketKeys(range).map((bucket) => ({
      bucket,
      newDealers: trends.newDealers.get(bucket) ?? 0,
      onboardingsStarted: trends.onboardingsStarted.get(bucket) ?? 0,
      onboardingsCompleted: trends.onboardingsCompleted.get(bucket) ?? 0,
      conversations: trends.conversations.get(bucket) ?? 0,
      escalations: trends.escalations.get(bucket) ?? 0,
    })),
    topPerformers: rankTopPerformers(metrics, TOP_PERFORMERS_LIMIT).map((dealer) => ({
      ...dealer,
      onboardingProgress: oneDecimal(dealer.onboardingProgress),
    })),
    funnel: groupFunnel(funnel),
    geography: { countries, cities },
  }
}

/**
 * Export Report: the figures the page shows, as one CSV in sections (KPIs, trend, the displayed top
 * performers, funnel, geography). Labels are English, like the API's; numbers are plain.
 */
export function dealerAnalyticsCsv(report: DealerAnalyticsReport): string {
  const { kpis } = report
  const blank: CsvValue[] = []
  const rows: CsvValue[][] = [
    ['Dealer analytics report'],
    ['Period (days)', report.period.days],
    ['From', isoDay(new Date(report.period.from))],
    ['To', isoDay(new Date(report.period.to))],
    blank,
    ['KPI', 'Value', 'Previous period'],
    ['Dealers', kpis.dealers.total],
    ['Active dealers', kpis.dealers.active],
    ['Onboarding dealers', kpis.dealers.onboarding],
    ['Inactive dealers', kpis.dealers.inactive],
    ['New dealers', kpis.newDealers.current, kpis.newDealers.previous],
    ['Onboardings started', kpis.onboarding.started],
    ['Onboardings completed', kpis.onboarding.completed],
    ['Onboarding completion rate (%)', kpis.onboarding.completionRate],
    ['Average days to complete onboarding', kpis.onboarding.averageDaysToComplete],
    ['Active equipment', kpis.equipment.active],
    ['Total equipment', kpis.equipment.total],
    ['Conversations from dealers', kpis.conversations.current, kpis.conversations.previous],
    ['Escalations from dealers', kpis.escalations.current, kpis.escalations.previous],
    blank,
    [
      'Trend (from)',
      'New dealers',
      'Onboardings started',
      'Onboardings completed',
      'Conversations',
      'Escalations',
    ],
    ...report.trends.map((point) => [
      point.bucket,
      point.newDealers,
      point.onboardingsStarted,
      point.onboardingsCompleted,
      point.conversations,
      point.escalations,
    ]),
    blank,
    [
      'Top performers',
      'Dealer',
      'City',
      'Country',
      'Score',
      'Onboarding progress (%)',
      'Conversations',
      'Escalations',
      'Active equipment',
      'Total equipment',
    ],
    ...report.topPerformers
      .slice(0, TOP_PERFORMERS_DISPLAYED)
      .map((dealer, index) => [
        index + 1,
        dealer.name,
        dealer.city,
        dealer.country,
        dealer.score,
        dealer.onboardingProgress,
        dealer.conversations,
        dealer.escalations,
        dealer.activeEquipment,
        dealer.totalEquipment,
      ]),
    blank,
    ['Onboarding funnel', 'Step', 'Title', 'Enrolled', 'Reached', 'Submitted', 'Approved'],
    ...report.funnel.flatMap((program) =>
      program.steps.map((step) => [
        program.programName,
        step.stepOrder,
        step.title,
        program.enrolled,
        step.reached,
        step.submitted,
        step.approved,
      ]),
    ),
    blank,
    ['Country', 'Dealers', 'Active', 'Onboarding', 'Inactive', 'New in period'],
    ...report.geography.countries.map((row) => [
      row.country ?? 'Unknown',
      row.total,
      row.active,
      row.onboarding,
      row.inactive,
      row.newInPeriod,
    ]),
    blank,
    ['City', 'Country', 'Dealers', 'Active'],
    ...report.geography.cities.map((row) => [
      row.city ?? 'Unknown',
      row.country ?? 'Unknown',
      row.total,
      row.active,
    ]),
  ]
  return toCsv(rows)
}
