import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { NewsCategory } from '#shared/constants/news'
import type { ListNewsResponse } from '#shared/schemas/news'
import { apiFetch } from '#web/lib/api-client.ts'
import { newsQueryKeys } from './news-query-keys.ts'

export interface NewsListParams {
  limit: number
  offset: number
  category?: NewsCategory
  q?: string
  unread?: boolean
}

export function toSearchParams(params: object): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '' && value !== false)
    .map(([key, value]) => [key, String(value)])
  return new URLSearchParams(entries).toString()
}

/** GET /api/news with the news centre's filters: visible articles newest first, and the total. */
export function listNews(params: NewsListParams): Promise<ListNewsResponse> {
  return apiFetch<ListNewsResponse>(`/api/news?${toSearchParams(params)}`)
}

export function useNewsList(params: NewsListParams) {
  return useQuery({
    queryKey: newsQueryKeys.list(params),
    queryFn: () => listNews(params),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}
