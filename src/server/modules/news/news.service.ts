import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { searchTermsOf } from '#server/modules/search/search.service'
import type {
  ListNewsQuery,
  ListNewsResponse,
  MarkNewsReadResponse,
  NewsArticleResponse,
} from '#shared/schemas/news'
import {
  countUnreadVisibleNews,
  findVisibleNewsArticle,
  findVisibleNewsId,
  listVisibleNews,
  upsertNewsReadStatus,
} from './news.queries.ts'
import { shownListedNews, shownNewsArticle } from './news-translations.ts'
import { newsVisibleTo } from './news-visibility.ts'

const newsNotFound = () => new AppError('NOT_FOUND', 'News article not found')

/**
 * The articles this user may read, newest first, each with this user's read state: the dashboard
 * widget (limit 3) and the news centre (category, unread-only, search and pages).
 */
export async function listLatestNews(ctx: AuthedContext, query: ListNewsQuery): Promise<ListNewsResponse> {
  const { rows, total } = await listVisibleNews(ctx.db, {
    visible: newsVisibleTo(ctx.actor),
    userId: ctx.actor.userId,
    reader: ctx.readerLanguage,
    limit: query.limit,
    offset: query.offset,
    category: query.category,
    unreadOnly: query.unread,
    words: query.q ? searchTermsOf(query.q).words : undefined,
  })
  return {
    articles: rows.map((row) => ({
      id: row.id,
      ...shownListedNews(row, ctx.readerLanguage),
      category: row.category,
      importance: row.importance,
      // Visible articles always have published_at (newsVisibleTo requires it).
      publishedAt: (row.publishedAt as Date).toISOString(),
      isRead: Boolean(row.isRead),
    })),
    total,
  }
}

/** The article page. Drafts, scheduled and other audiences' articles answer 404 like unknown ids. */
export async function getVisibleNewsArticle(ctx: AuthedContext, id: string): Promise<NewsArticleResponse> {
  const row = await findVisibleNewsArticle(ctx.db, {
    visible: newsVisibleTo(ctx.actor),
    userId: ctx.actor.userId,
    id,
    reader: ctx.readerLanguage,
  })
  if (!row) throw newsNotFound()
  return {
    article: {
      id: row.id,
      ...shownNewsArticle(row, ctx.readerLanguage),
      category: row.category,
      importance: row.importance,
      publishedAt: (row.publishedAt as Date).toISOString(),
      authorName: row.authorName,
      isRead: Boolean(row.isRead),
    },
  }
}

export async function unreadNewsCount(ctx: AuthedContext) {
  return {
    count: await countUnreadVisibleNews(ctx.db, {
      visible: newsVisibleTo(ctx.actor),
      userId: ctx.actor.userId,
    }),
  }
}

/**
 * Marks an article read for the caller. Drafts, scheduled articles and articles targeted at others
 * answer 404 exactly like unknown ids, so nothing about them leaks.
 */
export async function markNewsRead(ctx: AuthedContext, id: string): Promise<MarkNewsReadResponse> {
  const article = await findVisibleNewsId(ctx.db, { visible: newsVisibleTo(ctx.actor), id })
  if (!article) throw newsNotFound()
  await upsertNewsReadStatus(ctx.db, { articleId: article.id, userId: ctx.actor.userId })
  return { id: article.id, isRead: true }
}
