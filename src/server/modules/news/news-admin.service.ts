import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import { AppError } from '#server/lib/app-error'
import { lastAuditActor, recordAudit } from '#server/lib/audit'
import { assertNoTranslationInOriginalLanguage, sameTranslations } from '#server/lib/content-translations'
import { assertVersion, StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import { searchTermsOf } from '#server/modules/search/search.service'
import { DEFAULT_CONTENT_LANGUAGE } from '#shared/constants/content-languages'
import type { NewsAuditAction } from '#shared/constants/news'
import type {
  ListManagedNewsQuery,
  ListManagedNewsResponse,
  ManagedNewsArticle,
  ManagedNewsResponse,
  NewsArticleUpdateValues,
  NewsArticleValues,
  NewsDealerOption,
  NewsPublication,
  NewsPublicationStatus,
  NewsReader,
  NewsReadStatsResponse,
} from '#shared/schemas/news'
import {
  deleteNewsArticle,
  findDealersByIds,
  findManagedNews,
  insertNewsArticle,
  listDealerOptions,
  listManagedNews,
  listTargetedAudience,
  lockNewsArticle,
  type ManagedNewsRow,
  type NewsArticleColumns,
  updateNewsArticle,
} from './news-admin.queries.ts'
import { publicationColumns, publicationStatusOf } from './news-publication.ts'

const newsNotFound = () => new AppError('NOT_FOUND', 'News article not found')

function unprocessable(field: string, message: string) {
  return new AppError('UNPROCESSABLE', message, { issues: [{ path: field, message }] })
}

const auditActionOf: Record<NewsPublicationStatus, NewsAuditAction> = {
  draft: 'news.unpublish',
  scheduled: 'news.schedule',
  published: 'news.publish',
}

/** Every target dealer must exist: a stale or made-up id is 422, not a silent "nobody". */
async function assertDealersExist(db: Executor, ids: readonly string[]) {
  const found = await findDealersByIds(db, ids)
  if (found.length !== ids.length) throw unprocessable('targetDealerIds', 'Dealer not found')
}

async function toManaged(db: Executor, row: ManagedNewsRow, now: Date): Promise<ManagedNewsArticle> {
  const dealerIds = row.targetDealerIds ?? []
  const dealerRows = await findDealersByIds(db, dealerIds)
  return toManagedWithDealers(row, new Map(dealerRows.map((dealer) => [dealer.id, dealer.name])), now)
}

function toManagedWithDealers(
  row: ManagedNewsRow,
  dealerNames: ReadonlyMap<string, string>,
  now: Date,
): ManagedNewsArticle {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    language: row.language,
    translations: row.translations,
    category: row.category,
    importance: row.importance,
    status: publicationStatusOf(row, now),
    publishedAt: row.isPublished && row.publishedAt ? row.publishedAt.toISOString() : null,
    targetRoles: row.targetRoles ?? [],
    // A targeted dealer deleted since keeps its id in the array; it can no longer match anyone.
    targetDealers: (row.targetDealerIds ?? []).flatMap((id) => {
      const name = dealerNames.get(id)
      return name ? [{ id, name }] : []
    }),
    authorName: row.authorName,
    updatedAt: row.updatedAt.toISOString(),
    readCount: Number(row.readCount),
  }
}

export async function listNewsForManagers(
  ctx: AuthedContext,
  query: ListManagedNewsQuery,
): Promise<ListManagedNewsResponse> {
  const now = new Date()
  const { rows, total } = await listManagedNews(ctx.db, {
    limit: query.limit,
    offset: query.offset,
    now,
    status: query.status,
    category: query.category,
    words: query.q ? searchTermsOf(query.q).words : undefined,
  })
  const dealerIds = [...new Set(rows.flatMap((row) => row.targetDealerIds ?? []))]
  const dealerRows = await findDealersByIds(ctx.db, dealerIds)
  const names = new Map(dealerRows.map((dealer) => [dealer.id, dealer.name]))
  return { articles: rows.map((row) => toManagedWithDealers(row, names, now)), total }
}

export async function getNewsForManagers(ctx: AuthedContext, id: string): Promise<ManagedNewsResponse> {
  const row = await findManagedNews(ctx.db, id)
  if (!row) throw newsNotFound()
  return { article: await toManaged(ctx.db, row, new Date()) }
}

type ContentColumns = Omit<NewsArticleColumns, 'isPublished' | 'publishedAt'>

/**
 * The content fields a save changes (targeting compared as sets: the order means nothing; the
 * translations by content).
 */
function changedContent(current: ContentColumns, next: ContentColumns): (keyof ContentColumns)[] {
  const asSet = (values: readonly string[] | null) => [...(values ?? [])].sort().join('\n')
  return (Object.keys(next) as (keyof ContentColumns)[]).filter((field) => {
    const before = current[field]
    const after = next[field]
    if (field === 'translations') return !sameTranslations(before, after)
    return Array.isArray(before) || Array.isArray(after)
      ? asSet(before as string[] | null) !== asSet(after as string[] | null)
      : before !== after
  })
}

/** The form's content; language and translations left out keep the article's (a new one: English, none). */
function contentColumns(
  input: NewsArticleValues,
  current: Pick<ContentColumns, 'language' | 'translations'> | null,
): ContentColumns {
  const content = {
    language: input.language ?? current?.language ?? DEFAULT_CONTENT_LANGUAGE,
    translations: input.translations ?? current?.translations ?? {},
  }
  assertNoTranslationInOriginalLanguage(content.language, content.translations)
  return {
    ...content,
    title: input.title,
    summary: input.summary,
    body: input.body,
    category: input.category,
    importance: input.importance,
    // Empty targeting is stored as null: "everyone" has one representation.
    targetRoles: input.targetRoles.length > 0 ? input.targetRoles : null,
    targetDealerIds: input.targetDealerIds.length > 0 ? input.targetDealerIds : null,
  }
}

export async function createNews(ctx: AuthedContext, input: NewsArticleValues): Promise<ManagedNewsResponse> {
  const now = new Date()
  const id = await ctx.db.transaction(async (tx) => {
    await assertDealersExist(tx, input.targetDealerIds)
    const publication = publicationColumns(input.publication, null, now)
    const articleId = await insertNewsArticle(tx, {
      ...contentColumns(input, null),
      ...publication,
      authorId: ctx.actor.userId,
    })
    const status = publicationStatusOf(publication, now)
    await audit(tx, ctx, 'news.create', articleId, { title: input.title, status })
    if (status !== 'draft') {
      await audit(tx, ctx, auditActionOf[status], articleId, {
        title: input.title,
        publishedAt: publication.publishedAt,
      })
    }
    return articleId
  })
  return getNewsForManagers(ctx, id)
}

/** Replaces the content, targeting and publication of an article (the editor saves the whole form). */
export async function updateNews(
  ctx: AuthedContext,
  id: string,
  { expectedUpdatedAt, ...input }: NewsArticleUpdateValues,
): Promise<ManagedNewsResponse> {
  await withStaleEditCheck(
    () => changeNews(ctx, id, input, expectedUpdatedAt),
    async () => {
      const row = await findManagedNews(ctx.db, id)
      if (!row) return null
      const current = await toManaged(ctx.db, row, new Date())
      return {
        current,
        changedBy: await lastAuditActor(ctx.db, 'news_article', id),
        changedAt: current.updatedAt,
      }
    },
    'News article not found',
  )
  return getNewsForManagers(ctx, id)
}

async function changeNews(
  ctx: AuthedContext,
  id: string,
  input: NewsArticleValues,
  expectedUpdatedAt: string,
) {
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const current = await lockNewsArticle(tx, id)
    if (!current) throw newsNotFound()
    // Issue 32: the article is locked, so this check holds until the write below.
    assertVersion(current.updatedAt, expectedUpdatedAt)
    await assertDealersExist(tx, input.targetDealerIds)
    const content = contentColumns(input, current)
    const publication = publicationColumns(input.publication, current, now)
    const changed = changedContent(current, content)
    const publicationChanged =
      publication.isPublished !== current.isPublished ||
      publication.publishedAt?.getTime() !== current.publishedAt?.getTime()
    // Saving the form unchanged is not an edit: no write (updated_at stays) and nothing audited.
    if (changed.length === 0 && !publicationChanged) return
    if (!(await updateNewsArticle(tx, id, { ...content, ...publication }, expectedUpdatedAt)))
      throw new StaleVersion()
    if (changed.length > 0) await audit(tx, ctx, 'news.update', id, { title: input.title, changed })
    if (publicationChanged) {
      await audit(tx, ctx, auditActionOf[publicationStatusOf(publication, now)], id, {
        title: input.title,
        publishedAt: publication.publishedAt,
      })
    }
  })
}

/** Publish now (publishAt absent) or schedule; unpublishing turns the article back into a draft. */
export async function changeNewsPublication(
  ctx: AuthedContext,
  id: string,
  publication: NewsPublication,
): Promise<ManagedNewsResponse> {
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const current = await lockNewsArticle(tx, id)
    if (!current) throw newsNotFound()
    const columns = publicationColumns(publication, current, now)
    // Publishing a live article or unpublishing a draft changes nothing, so nothing is recorded.
    const unchanged =
      columns.isPublished === current.isPublished &&
      columns.publishedAt?.getTime() === current.publishedAt?.getTime()
    if (unchanged) return
    await updateNewsArticle(tx, id, columns)
    await audit(tx, ctx, auditActionOf[publicationStatusOf(columns, now)], id, {
      title: current.title,
      publishedAt: columns.publishedAt,
    })
  })
  return getNewsForManagers(ctx, id)
}

export async function deleteNews(ctx: AuthedContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const current = await findManagedNews(tx, id)
    if (!current) throw newsNotFound()
    await deleteNewsArticle(tx, id)
    await audit(tx, ctx, 'news.delete', id, { title: current.title })
  })
  return { id, deleted: true as const }
}

export async function newsDealerOptions(ctx: AuthedContext): Promise<{ dealers: NewsDealerOption[] }> {
  return { dealers: await listDealerOptions(ctx.db) }
}

/** Who of the targeted audience read the article, and who has not yet. */
export async function newsReadStats(ctx: AuthedContext, id: string): Promise<NewsReadStatsResponse> {
  const article = await findManagedNews(ctx.db, id)
  if (!article) throw newsNotFound()
  const audience = await listTargetedAudience(ctx.db, {
    articleId: id,
    targetRoles: article.targetRoles ?? [],
    targetDealerIds: article.targetDealerIds ?? [],
  })
  const toReader = (row: (typeof audience)[number]): NewsReader => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    dealerNames: row.dealerNames ?? [],
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  })
  const readers = audience.filter((row) => row.readAt).map(toReader)
  return {
    articleId: id,
    targetedCount: audience.length,
    readCount: readers.length,
    // Most recent readers first; the not-yet-read list stays alphabetical.
    readers: readers.sort((a, b) => (b.readAt ?? '').localeCompare(a.readAt ?? '')),
    notYetRead: audience.filter((row) => !row.readAt).map(toReader),
  }
}

function audit(
  tx: Executor,
  ctx: AuthedContext,
  action: NewsAuditAction,
  articleId: string,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, {
    actorId: ctx.actor.userId,
    action,
    entityType: 'news_article',
    entityId: articleId,
    details,
  })
}
