import { AppError } from '#server/lib/app-error'
import type { NewsPublication, NewsPublicationStatus } from '#shared/schemas/news'

// The publishing rules of news, kept apart from the database so they can be tested on their own.
// Readers see an article when is_published is set and published_at has come (newsVisibleTo); there is
// no job: a scheduled article is simply published with a future published_at.

/** The one place that turns the stored flag and date into a status (mirrors newsVisibleTo). */
export function publicationStatusOf(
  row: { isPublished: boolean; publishedAt: Date | null },
  now: Date = new Date(),
): NewsPublicationStatus {
  if (!row.isPublished || !row.publishedAt) return 'draft'
  return row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}

/**
 * The stored columns for a publication choice. Publishing an article that is already live keeps its
 * original date (an edit must not bump it to the top of everyone's list); a scheduled time must lie ahead.
 */
export function publicationColumns(
  publication: NewsPublication,
  current: { isPublished: boolean; publishedAt: Date | null } | null,
  now: Date = new Date(),
): { isPublished: boolean; publishedAt: Date | null } {
  if (publication.status === 'draft') return { isPublished: false, publishedAt: null }
  if (publication.status === 'published') {
    const live = current && publicationStatusOf(current, now) === 'published'
    return { isPublished: true, publishedAt: live ? current.publishedAt : now }
  }
  const publishAt = new Date(publication.publishAt)
  if (publishAt.getTime() <= now.getTime()) {
    const message = 'The scheduled time must be in the future'
    throw new AppError('UNPROCESSABLE', message, { issues: [{ path: 'publication.publishAt', message }] })
  }
  return { isPublished: true, publishedAt: publishAt }
}
