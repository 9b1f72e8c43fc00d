import { z } from 'zod'
import { ROLES } from '#shared/auth/roles'
import { CONTENT_LANGUAGES } from '#shared/constants/content-languages'
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORY_VALUES,
  NEWS_IMPORTANCE_VALUES,
  NEWS_LIST_MAX_LIMIT,
  NEWS_PUBLICATION_STATUSES,
  NEWS_SEARCH_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  NEWS_WIDGET_LIMIT,
} from '#shared/constants/news'
import {
  contentLanguageSchema,
  optionalTranslatedText,
  requiredTranslatedText,
  shownContentShape,
  translationsSchema,
} from './content-translations.ts'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

export const newsIdParamSchema = z.object({ id: z.string().uuid('News article not found') })

/** Blank search text means "no search". */
const searchText = z
  .string()
  .trim()
  .max(NEWS_SEARCH_MAX)
  .optional()
  .transform((value) => value || undefined)

export const listNewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_LIST_MAX_LIMIT).default(NEWS_WIDGET_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  category: z.enum(NEWS_CATEGORY_VALUES).optional(),
  /** Server-side search in title, summary and body, case and accent folded. */
  q: searchText,
  /** true: only the articles this user has not read yet. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})
export type ListNewsQuery = z.infer<typeof listNewsQuerySchema>

/** Issue 35 item 5: an article's translations, language code to its translated texts. */
export const newsTranslationFieldsSchema = z.object({
  title: requiredTranslatedText(NEWS_TITLE_MAX, 'Title'),
  summary: optionalTranslatedText(NEWS_SUMMARY_MAX, 'Summary'),
  body: optionalTranslatedText(NEWS_BODY_MAX, 'Body'),
})
export const newsTranslationsSchema = translationsSchema(newsTranslationFieldsSchema)
export type NewsTranslations = z.output<typeof newsTranslationsSchema>

/**
 * One article as the reading side (widget, news centre list) receives it: title and summary in the
 * reader's language when a complete translation exists, else as written (issue 35 item 5).
 */
export const newsArticleSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  summary: z.string().nullable(),
  ...shownContentShape,
  category: z.enum(NEWS_CATEGORY_VALUES),
  importance: z.enum(NEWS_IMPORTANCE_VALUES),
  /** ISO 8601. */
  publishedAt: z.string(),
  isRead: z.boolean(),
})
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>

/** `total` counts every article matching the filters, for pagination. */
export const listNewsResponseSchema = z.object({
  articles: z.array(newsArticleSummarySchema),
  total: z.number().int().min(0),
})
export type ListNewsResponse = z.infer<typeof listNewsResponseSchema>

export const unreadNewsCountResponseSchema = z.object({ count: z.number().int().min(0) })
export type UnreadNewsCountResponse = z.infer<typeof unreadNewsCountResponseSchema>

export const markNewsReadResponseSchema = z.object({ id: z.string().uuid(), isRead: z.literal(true) })
export type MarkNewsReadResponse = z.infer<typeof markNewsReadResponseSchema>

/** The article page: the summary fields plus the full markdown body and the author's name. */
export const newsArticleDetailSchema = newsArticleSummarySchema.extend({
  body: z.string().nullable(),
  authorName: z.string().nullable(),
})
export type NewsArticleDetail = z.infer<typeof newsArticleDetailSchema>
export type NewsArticleResponse = { article: NewsArticleDetail }

// ---------------------------------------------------------------------------------------------
// Managing news (admin, super_admin, trainer)
// ---------------------------------------------------------------------------------------------

export type NewsPublicationStatus = (typeof NEWS_PUBLICATION_STATUSES)[number]

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

/**
 * Publication of an article: a draft (readers never see it), published now, or scheduled for a
 * future time (readers see it from then on). The service checks that a scheduled time lies ahead.
 */
export const newsPublicationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('draft') }),
  z.object({ status: z.literal('published') }),
  z.object({ status: z.literal('scheduled'), publishAt: z.string().datetime({ offset: true }) }),
])
export type NewsPublication = z.infer<typeof newsPublicationSchema>

export const newsArticleInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(NEWS_TITLE_MAX, `Title must be at most ${NEWS_TITLE_MAX} characters`),
  summary: optionalText(NEWS_SUMMARY_MAX, `Summary must be at most ${NEWS_SUMMARY_MAX} characters`),
  body: optionalText(NEWS_BODY_MAX, `Body must be at most ${NEWS_BODY_MAX} characters`),
  category: z.enum(NEWS_CATEGORY_VALUES),
  importance: z.enum(NEWS_IMPORTANCE_VALUES).default('normal'),
  /** Empty means every role. */
  targetRoles: z
    .array(z.enum(ROLES))
    .max(ROLES.length)
    .default([])
    .transform((roles) => [...new Set(roles)]),
  /** Empty means every dealer. */
  targetDealerIds: z
    .array(z.string().uuid('Dealer not found'))
    .max(500)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  publication: newsPublicationSchema,
  /** The language title, summary and body are written in; absent keeps it (new: English). */
  language: contentLanguageSchema.optional(),
  /** Absent keeps the article's translations (a new article has none). */
  translations: newsTranslationsSchema.optional(),
})
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>
export type NewsArticleValues = z.output<typeof newsArticleInputSchema>

/** PUT /api/news/manage/:id: the whole article, from the version the edit started from (issue 32). */
export const newsArticleUpdateSchema = newsArticleInputSchema.extend({
  expectedUpdatedAt: expectedUpdatedAtSchema,
})
export type NewsArticleUpdateInput = z.input<typeof newsArticleUpdateSchema>
export type NewsArticleUpdateValues = z.output<typeof newsArticleUpdateSchema>

/** Publish now (no body) or schedule (publishAt in the future). */
export const publishNewsInputSchema = z.object({
  publishAt: z.string().datetime({ offset: true }).optional(),
})
export type PublishNewsInput = z.infer<typeof publishNewsInputSchema>

export const listManagedNewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_LIST_MAX_LIMIT).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  status: z.enum(NEWS_PUBLICATION_STATUSES).optional(),
  category: z.enum(NEWS_CATEGORY_VALUES).optional(),
  q: searchText,
})
export type ListManagedNewsQuery = z.infer<typeof listManagedNewsQuerySchema>

const namedDealerSchema = z.object({ id: z.string(), name: z.string() })

/** An article as the news managers see it (GET /api/news/manage and its changes). */
export const managedNewsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  /** The language title, summary and body are written in. */
  language: z.enum(CONTENT_LANGUAGES),
  translations: newsTranslationsSchema,
  category: z.enum(NEWS_CATEGORY_VALUES),
  importance: z.enum(NEWS_IMPORTANCE_VALUES),
  status: z.enum(NEWS_PUBLICATION_STATUSES),
  /** ISO 8601; null for drafts. */
  publishedAt: z.string().nullable(),
  targetRoles: z.array(z.string()),
  targetDealers: z.array(namedDealerSchema),
  authorName: z.string().nullable(),
  updatedAt: z.string(),
  /** How many users have read it (any reader). */
  readCount: z.number().int().min(0),
})
export type ManagedNewsArticle = z.infer<typeof managedNewsArticleSchema>

export const listManagedNewsResponseSchema = z.object({
  articles: z.array(managedNewsArticleSchema),
  total: z.number().int().min(0),
})
export type ListManagedNewsResponse = z.infer<typeof listManagedNewsResponseSchema>

export const managedNewsResponseSchema = z.object({ article: managedNewsArticleSchema })
export type ManagedNewsResponse = z.infer<typeof managedNewsResponseSchema>

export const newsDealerOptionSchema = namedDealerSchema.extend({ dealerCode: z.string().nullable() })
export type NewsDealerOption = z.infer<typeof newsDealerOptionSchema>

export const newsReaderSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  dealerNames: z.array(z.string()),
  /** ISO 8601 when read; null when not read yet. */
  readAt: z.string().nullable(),
})
export type NewsReader = z.infer<typeof newsReaderSchema>

/** Read statistics: the targeted audience (active users the targeting selects) and who of them read it. */
export const newsReadStatsResponseSchema = z.object({
  articleId: z.string(),
  targetedCount: z.number().int().min(0),
  readCount: z.number().int().min(0),
  readers: z.array(newsReaderSchema),
  notYetRead: z.array(newsReaderSchema),
})
export type NewsReadStatsResponse = z.infer<typeof newsReadStatsResponseSchema>
