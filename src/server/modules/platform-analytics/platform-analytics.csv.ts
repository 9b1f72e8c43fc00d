import { type CsvValue, toCsv } from '#server/lib/csv'
import {
  type AssistantBreakdownRow,
  COVERAGE_CONFIDENCE,
  type PeriodCount,
  type PeriodValue,
  type PlatformAnalyticsReport,
  type PlatformAnalyticsSection,
} from '#shared/schemas/platform-analytics'

// The CSV export of /analytics: one section (the view the user is on) or the whole report. Labels
// are English like the API's; numbers are plain; durations in minutes.

type Rows = CsvValue[][]
const blank: CsvValue[] = []
const compared = (label: string, figure: PeriodCount | PeriodValue): CsvValue[] => [
  label,
  figure.current,
  figure.previous,
]

/** The per-bot and per-language tables share their columns; only the first one differs. */
function breakdownRows<Row extends AssistantBreakdownRow>(
  label: string,
  rows: Row[],
  labelOf: (row: Row) => string,
): Rows {
  return [
    [label, 'Conversations', 'Messages', 'Escalations', 'Resolution rate (%)', 'Average confidence'],
    ...rows.map((row) => [
      labelOf(row),
      row.conversations,
      row.messages,
      row.escalations,
      row.resolutionRate,
      row.averageConfidence,
    ]),
  ]
}

function assistantRows(report: PlatformAnalyticsReport): Rows {
  const a = report.assistants
  return [
    ['Assistants', 'Period', 'Previous period'],
    compared('Conversations', a.conversations),
    compared('Messages', a.messages),
    compared('Escalations', a.escalations),
    compared('Resolution rate (%)', a.resolutionRate),
    compared('Escalation rate (%)', a.escalationRate),
    compared('Average confidence', a.averageConfidence),
    ['Feedback up', a.feedback.up],
    ['Feedback down', a.feedback.down],
    ['Average rating', a.feedback.averageRating],
    blank,
    ['Escalation reason', 'Tickets'],
    ...a.escalationReasons.map((row) => [row.reason, row.count]),
    blank,
    ['Confidence', 'Replies'],
    ...a.confidenceBands.map((row) => [row.band, row.replies]),
    blank,
    ['Trend (from)', 'Conversations', 'Messages', 'Escalations'],
    ...a.trend.map((row) => [row.bucket, row.conversations, row.messages, row.escalations]),
    blank,
    ...breakdownRows('Bot', a.byBot, (row) => row.name ?? 'No bot'),
    blank,
    ...breakdownRows('Language', a.byLanguage, (row) => row.language),
    blank,
    ['Most asked question', 'Times asked'],
    ...a.topQuestions.map((row) => [row.question, row.count]),
    blank,
    ['Unanswered question', 'Frequency', 'Bot', 'Type'],
    ...a.topUnanswered.map((row) => [row.question, row.frequency, row.botName, row.type]),
  ]
}

function supportRows(report: PlatformAnalyticsReport): Rows {
  const s = report.support
  return [
    ['Support', 'Period', 'Previous period'],
    compared('Tickets opened', s.opened),
    compared('Tickets resolved', s.resolved),
    blank,
    ['Duration (minutes)', 'Median', '90th percentile', 'Tickets measured'],
    ['First human response', s.firstResponse.median, s.firstResponse.p90, s.firstResponse.measured],
    ['Resolution', s.resolution.median, s.resolution.p90, s.resolution.measured],
    blank,
    ['Backlog status', 'Tickets'],
    ...s.backlog.map((row) => [row.status, row.count]),
  ]
}

function userRows(report: PlatformAnalyticsReport): Rows {
  const u = report.users
  return [
    ['Users and dealers', 'Period', 'Previous period'],
    compared('Active users', u.activeUsers),
    ['Weekly active users', u.weeklyActive],
    ['Average daily active users', u.averageDailyActive],
    compared('Sign-ins', u.signIns),
    compared('Onboarding completions', u.onboardingCompletions),
    compared('Files reviewed', u.filesReviewed),
    ['Average news read rate (%)', u.news.averageReadRate],
    blank,
    ['Day', 'Active users'],
    ...u.dailyActive.map((row) => [row.day, row.users]),
    blank,
    ['Dealer status', 'Dealers'],
    ...u.dealersByStatus.map((row) => [row.status, row.count]),
    blank,
    ['News article', 'Published', 'Readers', 'Read rate (%)'],
    ...u.news.articles.map((row) => [row.title, row.publishedAt.slice(0, 10), row.readers, row.readRate]),
  ]
}

function knowledgeRows(report: PlatformAnalyticsReport): Rows {
  const k = report.knowledge
  return [
    ['Knowledge', 'Period', 'Previous period'],
    compared('Coverage (%)', k.coverage),
    [`Replies with confidence >= ${COVERAGE_CONFIDENCE}`, k.coveredReplies],
    ['Scored replies', k.scoredReplies],
    ['Entries not updated for 180 days', k.stale.count],
    blank,
    ['Entry status', 'Entries'],
    ...k.byStatus.map((row) => [row.status, row.count]),
    blank,
    ['Entry language', 'Entries'],
    ...k.byLanguage.map((row) => [row.language, row.count]),
    blank,
    ['Stale entry', 'Last updated'],
    ...k.stale.oldest.map((row) => [row.question, row.updatedAt.slice(0, 10)]),
  ]
}

const SECTION_ROWS: Record<PlatformAnalyticsSection, (report: PlatformAnalyticsReport) => Rows> = {
  assistants: assistantRows,
  support: supportRows,
  users: userRows,
  knowledge: knowledgeRows,
}

export function platformAnalyticsCsv(
  report: PlatformAnalyticsReport,
  section: PlatformAnalyticsSection | undefined,
): string {
  const header: Rows = [
    ['Platform analytics report'],
    ['Period (days)', report.period.days],
    ['From', report.period.from.slice(0, 10)],
    ['To', report.period.to.slice(0, 10)],
    blank,
  ]
  const sections = section ? [section] : (Object.keys(SECTION_ROWS) as PlatformAnalyticsSection[])
  return toCsv([
    ...header,
    ...sections.flatMap((name, index) => [...(index ? [blank] : []), ...SECTION_ROWS[name](report)]),
  ])
}
