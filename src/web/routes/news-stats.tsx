import { useParams } from 'react-router'
import { hasAnyRole } from '#shared/auth/permissions'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import { AccessDenied } from '#web/components/feedback/access-denied.tsx'
import { NewsReadStatsPage } from '#web/features/news/components/news-read-stats.tsx'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

/** /news/:id/stats: read statistics for admin, super_admin and trainer (the API enforces it too). */
export function NewsStatsRoute() {
  const { id = '' } = useParams()
  const { roles } = useCurrentUser()
  if (!hasAnyRole(roles, NEWS_MANAGER_ROLES)) return <AccessDenied />
  return <NewsReadStatsPage id={id} />
}
