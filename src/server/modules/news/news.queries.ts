import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { NEWS_CATEGORIES, NEWS_IMPORTANCE, newsArticles, newsReadStatus } from '#server/db/schema/news'
import { translatedText, translationInto } from '#server/lib/content-translations'
import { matchesAllWords } from '#server/modules/search/search.queries'
import type { ContentLanguage } from '#shared/constants/content-languages'
import {
  NEWS_CATEGORY_VALUES,
  NEWS_IMPORTANCE_VALUES,
  type NewsCategory,
  type NewsImportance,
} from '#shared/constants/news'
import { listedTranslationColumns } from './news-translations.ts'

// Every query takes the visibility condition (newsVisibleTo) as a required argument: there is no way
// to read the reading side of news without deciding who is reading.

/** The reading side's filters: category, unread only, and folded search words (see searchTermsOf). */
export interface NewsReadingFilters {
  category?: NewsCategory
  unreadOnly?: boolean
  words?: readonly string[]
}

function readingConditions(params: { visible: SQL } & NewsReadingFilters): SQL {
  return and(
    params.visible,
    params.category ? eq(newsArticles.category, params.category) : undefined,
    params.unreadOnly ? isNull(newsReadStatus.userId) : undefined,
    params.words?.length
      ? matchesAllWords(
          [
            newsArticles.title,
            newsArticles.summary,
            newsArticles.body,
            translatedText(newsArticles.translations),
          ],
          params.words,
        )
      : undefined,
  ) as SQL
}

/** This user's read row joins each article (null when unread). */
const readByUser = (userId: string) =>
  and(eq(newsReadStatus.newsArticleId, newsArticles.id), eq(newsReadStatus.userId, userId))

export async function listVisibleNews(
  db: Executor,
  params: {
    visible: SQL
    userId: string
    reader: ContentLanguage | null
    limit: number
    offset?: number
  } & NewsReadingFilters,
) {
  const where = readingConditions(params)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        summary: newsArticles.summary,
        category: newsArticles.category,
        importance: newsArticles.importance,
        publishedAt: newsArticles.publishedAt,
        isRead: sql<boolean>`${newsReadStatus.userId} is not null`,
        ...listedTranslationColumns(params.reader),
      })
      .from(newsArticles)
      .leftJoin(newsReadStatus, readByUser(params.userId))
      .where(where)
      // The id breaks ties so the order is stable between refetches and pages.
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(params.limit)
      .offset(params.offset ?? 0),
    db
      .select({ count: count() })
      .from(newsArticles)
      .leftJoin(newsReadStatus, readByUser(params.userId))
      .where(where),
  ])
  return { rows, total: Number(total?.count ?? 0) }
}

/** One visible article with its body, the author's name and this user's read state. */
export async function findVisibleNewsArticle(
  db: Executor,
  params: { visible: SQL; userId: string; id: string; reader: ContentLanguage | null },
) {
  const [row] = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      body: newsArticles.body,
      language: newsArticles.language,
      readerTranslation: sql<Record<
        string,
        string | null
      > | null>`${translationInto(newsArticles.translations, params.reader)}`,
      category: newsArticles.category,
      importance: newsArticles.importance,
      publishedAt: newsArticles.publishedAt,
      authorName: user.name,
      isRead: sql<boolean>`${newsReadStatus.userId} is not null`,
    })
    .from(newsArticles)
    .leftJoin(user, eq(user.id, newsArticles.authorId))
    .leftJoin(newsReadStatus, readByUser(params.userId))
    .where(and(params.visible, eq(newsArticles.id, params.id)))
  return row
}

/** Spec §7 get_unread_news_count: visible articles without a read status row for this user. */
export async function countUnreadVisibleNews(db: Executor, params: { visible: SQL; userId: string }) {
  const [row] = await db
    .select({ count: count() })
    .from(newsArticles)
    .leftJoin(newsReadStatus, readByUser(params.userId))
    .where(and(params.visible, isNull(newsReadStatus.userId)))
  return Number(row?.count ?? 0)
}

export async function findVisibleNewsId(db: Executor, params: { visible: SQL; id: string }) {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(params.visible, eq(newsArticles.id, params.id)))
  return row
}

/** Idempotent: a second read keeps the first read_at (when the user first read it). */
export async function upsertNewsReadStatus(db: Executor, params: { articleId: string; userId: string }) {
  await db
    .insert(newsReadStatus)
    .values({ newsArticleId: params.articleId, userId: params.userId })
    .onConflictDoNothing({ target: [newsReadStatus.newsArticleId, newsReadStatus.userId] })
}

// The shared constants repeat the database's category and importance values for the web app; this
// fails to compile when the two lists drift apart.
NEWS_CATEGORIES satisfies readonly NewsCategory[]
NEWS_CATEGORY_VALUES satisfies readonly (typeof NEWS_CATEGORIES)[number][]
NEWS_IMPORTANCE satisfies readonly NewsImportance[]
NEWS_IMPORTANCE_VALUES satisfies readonly (typeof NEWS_IMPORTANCE)[number][]
