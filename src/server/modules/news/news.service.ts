import type { ListNewsQuery, ListNewsResponse, MarkNewsReadResponse } from '../../../shared/schemas/news.ts'
import type { AuthedContext } from '../../app-env.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  countUnreadVisibleNews,
  findVisibleNewsId,
  listVisibleNews,
  upsertNewsReadStatus,
} from './news.queries.ts'
import { newsVisibleTo } from './news-visibility.ts'

/** The latest articles this user may read, newest first, each with this user's read state. */
export async function listLatestNews(ctx: AuthedContext, query: ListNewsQuery): Promise<ListNewsResponse> {
  const rows = await listVisibleNews(ctx.db, {
    visible: newsVisibleTo(ctx.actor),
    userId: ctx.actor.userId,
    limit: query.limit,
  })
  return {
    articles: rows.map((row) => ({
      ...row,
      // Visible articles always have published_at (newsVisibleTo requires it).
      publishedAt: (row.publishedAt as Date).toISOString(),
      isRead: Boolean(row.isRead),
    })),
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
  if (!article) throw new AppError('NOT_FOUND', 'News article not found')
  await upsertNewsReadStatus(ctx.db, { articleId: article.id, userId: ctx.actor.userId })
  return { id: article.id, isRead: true }
}
