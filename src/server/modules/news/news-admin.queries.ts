import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { dealerUsers, userRoles } from '#server/db/schema/identity'
import { newsArticles, newsReadStatus } from '#server/db/schema/news'
import { translatedText } from '#server/lib/content-translations'
import { isVersion, nextVersion } from '#server/lib/stale-edit'
import { matchesAllWords } from '#server/modules/search/search.queries'
import type { ContentLanguage } from '#shared/constants/content-languages'
import type { NewsCategory, NewsImportance } from '#shared/constants/news'
import type { NewsPublicationStatus, NewsTranslations } from '#shared/schemas/news'

// The management side of news: every article whatever its state or targeting. Only the routes
// behind requireNewsManager call these.

/** Draft, scheduled or published, derived in SQL the same way newsVisibleTo decides visibility. */
function statusCondition(status: NewsPublicationStatus, now: Date): SQL {
  if (status === 'draft') return eq(newsArticles.isPublished, false)
  const published = eq(newsArticles.isPublished, true)
  return status === 'scheduled'
    ? (and(published, gt(newsArticles.publishedAt, now)) as SQL)
    : (and(published, lte(newsArticles.publishedAt, now)) as SQL)
}

const readCountSql = sql<number>`(select count(*) from ${newsReadStatus} where ${newsReadStatus.newsArticleId} = ${newsArticles.id})`

const managedColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  body: newsArticles.body,
  category: newsArticles.category,
  importance: newsArticles.importance,
  isPublished: newsArticles.isPublished,
  publishedAt: newsArticles.publishedAt,
  targetRoles: newsArticles.targetRoles,
  targetDealerIds: newsArticles.targetDealerIds,
  language: newsArticles.language,
  translations: newsArticles.translations,
  authorName: user.name,
  updatedAt: newsArticles.updatedAt,
  readCount: readCountSql,
}

export type ManagedNewsRow = Awaited<ReturnType<typeof findManagedNews>> & {}

export async function listManagedNews(
  db: Executor,
  params: {
    limit: number
    offset: number
    now: Date
    status?: NewsPublicationStatus
    category?: NewsCategory
    words?: readonly string[]
  },
) {
  const where = and(
    params.status ? statusCondition(params.status, params.now) : undefined,
    params.category ? eq(newsArticles.category, params.category) : undefined,
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
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(managedColumns)
      .from(newsArticles)
      .leftJoin(user, eq(user.id, newsArticles.authorId))
      .where(where)
      // Drafts (no date) first, then the latest publication; the last edit breaks ties.
      .orderBy(
        sql`${newsArticles.publishedAt} desc nulls first`,
        desc(newsArticles.updatedAt),
        desc(newsArticles.id),
      )
      .limit(params.limit)
      .offset(params.offset),
    db.select({ count: count() }).from(newsArticles).where(where),
  ])
  return { rows, total: Number(total?.count ?? 0) }
}

export async function findManagedNews(db: Executor, id: string) {
  const [row] = await db
    .select(managedColumns)
    .from(newsArticles)
    .leftJoin(user, eq(user.id, newsArticles.authorId))
    .where(eq(newsArticles.id, id))
  return row
}

/**
 * Locks the row for the rest of the transaction, so two editors cannot interleave a change; returns
 * the editable columns so a save can tell what changed.
 */
export async function lockNewsArticle(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      body: newsArticles.body,
      category: newsArticles.category,
      importance: newsArticles.importance,
      targetRoles: newsArticles.targetRoles,
      targetDealerIds: newsArticles.targetDealerIds,
      language: newsArticles.language,
      translations: newsArticles.translations,
      isPublished: newsArticles.isPublished,
      publishedAt: newsArticles.publishedAt,
      updatedAt: newsArticles.updatedAt,
    })
    .from(newsArticles)
    .where(eq(newsArticles.id, id))
    .for('update')
  return row
}

export interface NewsArticleColumns {
  title: string
  summary: string | null
  body: string | null
  category: NewsCategory
  importance: NewsImportance
  targetRoles: string[] | null
  targetDealerIds: string[] | null
  language: ContentLanguage
  translations: NewsTranslations
  isPublished: boolean
  publishedAt: Date | null
}

export async function insertNewsArticle(db: Executor, values: NewsArticleColumns & { authorId: string }) {
  const [row] = await db.insert(newsArticles).values(values).returning({ id: newsArticles.id })
  return row.id
}

/**
 * With `expectedUpdatedAt`, one conditional UPDATE (issue 32): false when the article is no longer
 * at that version, and nothing is written.
 */
export async function updateNewsArticle(
  db: Executor,
  id: string,
  values: Partial<NewsArticleColumns>,
  expectedUpdatedAt?: string,
): Promise<boolean> {
  const rows = await db
    .update(newsArticles)
    .set({ ...values, updatedAt: expectedUpdatedAt ? nextVersion(newsArticles.updatedAt) : new Date() })
    .where(
      expectedUpdatedAt
        ? and(eq(newsArticles.id, id), isVersion(newsArticles.updatedAt, expectedUpdatedAt))
        : eq(newsArticles.id, id),
    )
    .returning({ id: newsArticles.id })
  return rows.length > 0
}

export async function deleteNewsArticle(db: Executor, id: string) {
  const rows = await db.delete(newsArticles).where(eq(newsArticles.id, id)).returning({ id: newsArticles.id })
  return rows.length > 0
}

export async function findDealersByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(inArray(dealers.id, [...ids]))
}

export async function listDealerOptions(db: Executor) {
  return db
    .select({ id: dealers.id, name: dealers.name, dealerCode: dealers.dealerCode })
    .from(dealers)
    .orderBy(asc(dealers.name))
}

/**
 * The targeted audience of an article: active (not deactivated) users holding one of the target roles
 * (when roles are set) and linked to one of the target dealers (when dealers are set), each with the
 * time they read the article (null when not yet read) and their dealers' names.
 */
export async function listTargetedAudience(
  db: Executor,
  params: { articleId: string; targetRoles: readonly string[]; targetDealerIds: readonly string[] },
) {
  const roleMatch =
    params.targetRoles.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(
              and(eq(userRoles.userId, user.id), inArray(userRoles.role, [...params.targetRoles] as never[])),
            ),
        )
      : undefined
  const dealerMatch =
    params.targetDealerIds.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(dealerUsers)
            .where(
              and(
                eq(dealerUsers.userId, user.id),
                inArray(dealerUsers.dealerId, [...params.targetDealerIds]),
              ),
            ),
        )
      : undefined
  return db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      readAt: newsReadStatus.readAt,
      dealerNames: sql<string[] | null>`(
        select array_agg(${dealers.name} order by ${dealers.name})
        from ${dealerUsers} join ${dealers} on ${dealers.id} = ${dealerUsers.dealerId}
        where ${dealerUsers.userId} = ${user.id})`,
    })
    .from(user)
    .leftJoin(
      newsReadStatus,
      and(eq(newsReadStatus.userId, user.id), eq(newsReadStatus.newsArticleId, params.articleId)),
    )
    .where(and(isNull(user.deactivatedAt), roleMatch, dealerMatch))
    .orderBy(asc(user.name), asc(user.email))
}
