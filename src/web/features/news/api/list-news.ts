import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { NewsCategory } from '#shared/constants/news'
import type { ListNewsResponse } from '#shared/schemas/news'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { newsQueryKeys } from './news-query-keys.ts'

export interface NewsListParams {
  limit: number
  offset: number
  category?: NewsCategory
  q?: string
  unread?: boolean
}

/** GET /api/news with the news centre's filters: visible articles newest first, and the total. */
export function listNews(params: NewsListParams): Promise<ListNewsResponse> {
  // The filter is on only when asked for: no `unread` at all lists every article.
  return answer(
    api.news.$get({ query: searchParamsOf({ ...params, unread: params.unread ? 'true' : undefined }) }),
  )
}

export function useNewsList(params: NewsListParams) {
  return useQuery({
    queryKey: newsQueryKeys.list(params),
    queryFn: () => listNews(params),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}
