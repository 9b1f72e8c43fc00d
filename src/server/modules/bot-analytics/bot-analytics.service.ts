import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { getBotOr404 } from '#server/modules/bots/bots.service'
import type { BotAnalyticsJson, botAnalyticsQuerySchema } from '#shared/schemas/bots'
import {
  dailyFigures,
  entriesWaitingForReview,
  feedbackFigures,
  languagesUsed,
  pendingSuggestions,
  recentEscalations,
  replyFigures,
  topEntries,
  topQuestions,
} from './bot-analytics.queries.ts'

const DAY_MS = 86_400_000
const TOP = 10
/** How many unanswered questions a recommendation names (issue 6: "these 5 frequent ... questions"). */
const RECOMMENDED_QUESTIONS = 5
/** Below this many replies, rates say too little to recommend anything from them. */
const MIN_REPLIES_FOR_RATES = 10
export const HIGH_ESCALATION_RATE = 0.2
export const HIGH_LOW_CONFIDENCE_SHARE = 0.3
export const HIGH_NEGATIVE_SHARE = 0.3

const POSITIVE_TYPES = new Set(['positive', 'thumbs_up', 'up', 'helpful'])
const NEGATIVE_TYPES = new Set(['negative', 'thumbs_down', 'down', 'not_helpful'])

/** Feedback as up/down: by its type, or by its rating (4-5 up, 1-2 down) when the type says neither. */
export function feedbackDirection(type: string, rating: number | null): 'up' | 'down' | null {
  if (POSITIVE_TYPES.has(type)) return 'up'
  if (NEGATIVE_TYPES.has(type)) return 'down'
  if (rating !== null) return rating >= 4 ? 'up' : rating <= 2 ? 'down' : null
  return null
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null)

/** Recommendations derived from the figures; each names what to do, never a fixed text. */
export function recommendationsFor(input: {
  responses: number
  escalations: number
  lowConfidence: number
  negative: number
  feedbackTotal: number
  unanswered: { question: string }[]
  waitingForReview: number
}): BotAnalyticsJson['recommendations'] {
  const list: BotAnalyticsJson['recommendations'] = []
  if (input.responses === 0) list.push({ type: 'no_traffic' })
  if (input.unanswered.length > 0) {
    const questions = input.unanswered.slice(0, RECOMMENDED_QUESTIONS).map((item) => item.question)
    list.push({ type: 'add_answers', count: questions.length, questions })
  }
  if (input.waitingForReview > 0) list.push({ type: 'review_entries', count: input.waitingForReview })
  if (input.responses >= MIN_REPLIES_FOR_RATES) {
    if (input.escalations / input.responses > HIGH_ESCALATION_RATE) list.push({ type: 'high_escalation' })
    if (input.lowConfidence / input.responses > HIGH_LOW_CONFIDENCE_SHARE)
      list.push({ type: 'low_confidence' })
  }
  if (input.feedbackTotal > 0 && input.negative / input.feedbackTotal > HIGH_NEGATIVE_SHARE)
    list.push({ type: 'negative_feedback', count: input.negative })
  return list
}

export async function getBotAnalytics(
  ctx: AuthedContext,
  botId: string,
  query: z.output<typeof botAnalyticsQuerySchema>,
): Promise<BotAnalyticsJson> {
  const bot = await getBotOr404(ctx, botId)
  const since = new Date(Date.now() - query.days * DAY_MS)
  const [figures, daily, questions, entries, unanswered, feedbackRows, escalations, languages, waiting] =
    await Promise.all([
      replyFigures(ctx.db, bot.id, since),
      dailyFigures(ctx.db, bot.id, since),
      topQuestions(ctx.db, bot.id, since, TOP),
      topEntries(ctx.db, bot.id, since, TOP),
      pendingSuggestions(ctx.db, bot.id, TOP),
      feedbackFigures(ctx.db, bot.id, since),
      recentEscalations(ctx.db, bot.id, since, TOP),
      languagesUsed(ctx.db, bot.id, since),
      entriesWaitingForReview(ctx.db, bot.id),
    ])
  let positive = 0
  let negative = 0
  let ratings = 0
  let ratingSum = 0
  let feedbackTotal = 0
  for (const row of feedbackRows) {
    feedbackTotal += row.count
    const direction = feedbackDirection(row.type, row.rating)
    if (direction === 'up') positive += row.count
    if (direction === 'down') negative += row.count
    if (row.rating !== null) {
      ratings += row.count
      ratingSum += row.rating * row.count
    }
  }
  return {
    bot: { id: bot.id, name: bot.name, description: bot.description },
    period_days: query.days,
    responses: figures.responses,
    escalations: figures.escalations,
    escalation_rate: rate(figures.escalations, figures.responses),
    answered_rate: rate(figures.answered, figures.responses),
    average_confidence: figures.average,
    confidence: { high: figures.high, medium: figures.medium, low: figures.low },
    daily,
    top_questions: questions,
    top_entries: entries.map((row) => ({ entry_id: row.entryId, question: row.question, count: row.count })),
    unanswered,
    feedback: { positive, negative, ratings, average_rating: ratings > 0 ? ratingSum / ratings : null },
    recent_escalations: escalations.map((row) => ({
      message_id: row.messageId,
      session_id: row.sessionId,
      question: row.question,
      escalation_type: row.escalationType,
      confidence: row.confidence,
      created_at: row.createdAt.toISOString(),
    })),
    languages,
    recommendations: recommendationsFor({
      responses: figures.responses,
      escalations: figures.escalations,
      lowConfidence: figures.low,
      negative,
      feedbackTotal,
      unanswered,
      waitingForReview: waiting,
    }),
  }
}
