import { useParams } from 'react-router'
import { hasAnyRole } from '#shared/auth/permissions'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import { AccessDenied } from '#web/components/feedback/access-denied.tsx'
import { useCurrentUser } from '#web/features/auth/hooks/use-current-user.ts'
import { NewsReadStatsPage } from '#web/features/news/components/news-read-stats.tsx'

/** /news/:id/stats: read statistics for admin, super_admin and trainer (the API enforces it too). */
export function NewsStatsRoute() {
  const { id = '' } = useParams()
  const { roles } = useCurrentUser()
  if (!hasAnyRole(roles, NEWS_MANAGER_ROLES)) return <AccessDenied />
  return <NewsReadStatsPage id={id} />
}
