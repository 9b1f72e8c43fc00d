import { z } from 'zod'
import {
  NEWS_CATEGORY_VALUES,
  NEWS_IMPORTANCE_VALUES,
  NEWS_LIST_MAX_LIMIT,
  NEWS_WIDGET_LIMIT,
} from '../constants/news.ts'

export const newsIdParamSchema = z.object({ id: z.string().uuid('News article not found') })

export const listNewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_LIST_MAX_LIMIT).default(NEWS_WIDGET_LIMIT),
})
export type ListNewsQuery = z.infer<typeof listNewsQuerySchema>

/** One article as the reading side (widget, news centre list) receives it. */
export const newsArticleSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  summary: z.string().nullable(),
  category: z.enum(NEWS_CATEGORY_VALUES),
  importance: z.enum(NEWS_IMPORTANCE_VALUES),
  /** ISO 8601. */
  publishedAt: z.string(),
  isRead: z.boolean(),
})
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>

export const listNewsResponseSchema = z.object({ articles: z.array(newsArticleSummarySchema) })
export type ListNewsResponse = z.infer<typeof listNewsResponseSchema>

export const unreadNewsCountResponseSchema = z.object({ count: z.number().int().min(0) })
export type UnreadNewsCountResponse = z.infer<typeof unreadNewsCountResponseSchema>

export const markNewsReadResponseSchema = z.object({ id: z.string().uuid(), isRead: z.literal(true) })
export type MarkNewsReadResponse = z.infer<typeof markNewsReadResponseSchema>
