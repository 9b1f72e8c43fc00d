import { and, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { newsArticles } from '#server/db/schema/news'
import { hasAnyRole, hasContentAccess } from '#shared/auth/permissions'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'

export interface NewsReader {
  roles: readonly string[]
  dealerIds: readonly string[]
}

/**
 * The one rule for "which news articles may this user read" (widget, unread count, news centre,
 * global search). An article is visible when:
 * - it is published and its published_at is set and not in the future (scheduled articles stay hidden), and
 * - target_roles is null/empty or shares a role with the reader, and
 * - target_dealer_ids is null/empty or shares a dealer with the reader, and
 * - the reader has a role at all (hasContentAccess, issue 32): untargeted news is company news too.
 *
 * Decision: news managers (NEWS_MANAGER_ROLES: admin, super_admin, trainer) skip the targeting part.
 * They write and target the articles, and must be able to read and find what they published; drafts
 * and scheduled articles stay out of the reading side for them too (management screens read those).
 */
export function newsVisibleTo(reader: NewsReader, now: Date = new Date()): SQL {
  const published = and(
    eq(newsArticles.isPublished, true),
    isNotNull(newsArticles.publishedAt),
    lte(newsArticles.publishedAt, now),
  ) as SQL
  if (!hasContentAccess(reader.roles)) return sql`false`
  if (hasAnyRole(reader.roles, NEWS_MANAGER_ROLES)) return published
  return and(
    published,
    targetMatches(newsArticles.targetRoles, reader.roles, 'text'),
    targetMatches(newsArticles.targetDealerIds, reader.dealerIds, 'uuid'),
  ) as SQL
}

/** Null or empty target list means "everyone"; otherwise the reader must hold one of the listed values. */
function targetMatches(
  column: typeof newsArticles.targetRoles | typeof newsArticles.targetDealerIds,
  values: readonly string[],
  elementType: 'text' | 'uuid',
): SQL {
  const untargeted = sql`coalesce(cardinality(${column}), 0) = 0`
  // A reader without dealers matches only untargeted articles (an empty overlap matches nothing).
  if (values.length === 0) return untargeted
  // One bound parameter per element: array parameters serialise differently on PGlite and postgres-js.
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
  return or(untargeted, sql`${column} && array[${list}]::${sql.raw(elementType)}[]`) as SQL
}
