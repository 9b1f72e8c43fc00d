import { queryOptions, useQuery } from '@tanstack/react-query'
import { NEWS_LATEST_REFETCH_MS, NEWS_LATEST_STALE_MS, NEWS_WIDGET_LIMIT } from '#shared/constants/news'
import type { ListNewsResponse } from '#shared/schemas/news'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { newsQueryKeys } from './news-query-keys.ts'

/** GET /api/news?limit=N: the newest published articles the user may read, with their read state. */
export function listLatestNews(limit: number): Promise<ListNewsResponse> {
  return answer(api.news.$get({ query: searchParamsOf({ limit }) }))
}

/** Spec §9: refetch every 10 minutes, stale after 5. */
export const latestNewsQueryOptions = (limit = NEWS_WIDGET_LIMIT) =>
  queryOptions({
    queryKey: newsQueryKeys.latest(limit),
    queryFn: () => listLatestNews(limit),
    staleTime: NEWS_LATEST_STALE_MS,
    refetchInterval: NEWS_LATEST_REFETCH_MS,
  })

export function useLatestNews(limit = NEWS_WIDGET_LIMIT) {
  return useQuery(latestNewsQueryOptions(limit))
}
