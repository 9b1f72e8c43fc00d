import { queryOptions, useQuery } from '@tanstack/react-query'
import { NEWS_UNREAD_REFETCH_MS, NEWS_UNREAD_STALE_MS } from '#shared/constants/news'
import type { UnreadNewsCountResponse } from '#shared/schemas/news'
import { answer, api } from '#web/lib/api.ts'
import { newsQueryKeys } from './news-query-keys.ts'

/** GET /api/news/unread-count: spec §7 get_unread_news_count for the signed-in user. */
export function getUnreadNewsCount(): Promise<UnreadNewsCountResponse> {
  return answer(api.news['unread-count'].$get())
}

/** Spec §9: refetch every 2 minutes, stale after 1. */
export const unreadNewsCountQueryOptions = () =>
  queryOptions({
    queryKey: newsQueryKeys.unreadCount,
    queryFn: getUnreadNewsCount,
    staleTime: NEWS_UNREAD_STALE_MS,
    refetchInterval: NEWS_UNREAD_REFETCH_MS,
  })

export function useUnreadNewsCount() {
  return useQuery(unreadNewsCountQueryOptions())
}
