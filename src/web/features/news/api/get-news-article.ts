import { useQuery } from '@tanstack/react-query'
import type { NewsArticleResponse } from '#shared/schemas/news'
import { answer, api } from '#web/lib/api.ts'
import { isClientError } from '#web/lib/api-client.ts'
import { newsQueryKeys } from './news-query-keys.ts'

/** GET /api/news/:id: the full article (404 for drafts, scheduled and other audiences' articles). */
export function getNewsArticle(id: string): Promise<NewsArticleResponse> {
  return answer(api.news[':id'].$get({ param: { id } }))
}

export function useNewsArticle(id: string) {
  return useQuery({
    queryKey: newsQueryKeys.article(id),
    queryFn: () => getNewsArticle(id),
    // A 404 will not turn into an article by asking again.
    retry: (failures, error) => !isClientError(error) && failures < 2,
  })
}
