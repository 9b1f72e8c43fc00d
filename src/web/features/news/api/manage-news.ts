import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NewsCategory } from '#shared/constants/news'
import type {
  ListManagedNewsResponse,
  ManagedNewsResponse,
  NewsArticleInput,
  NewsArticleUpdateInput,
  NewsDealerOption,
  NewsPublicationStatus,
  NewsReadStatsResponse,
} from '#shared/schemas/news'
import { apiFetch } from '#web/lib/api-client.ts'
import { toSearchParams } from './list-news.ts'
import { newsQueryKeys } from './news-query-keys.ts'

// The managers' side of news (admin, super_admin, trainer): /api/news/manage. Every change refreshes
// every news query, so the widget, the unread badge and the news centre follow at once.

const base = '/api/news/manage'
const articlePath = (id: string) => `${base}/${encodeURIComponent(id)}`

export interface ManagedNewsListParams {
  limit: number
  offset: number
  status?: NewsPublicationStatus
  category?: NewsCategory
  q?: string
}

export function useManagedNewsList(params: ManagedNewsListParams) {
  return useQuery({
    queryKey: newsQueryKeys.manageList(params),
    queryFn: () => apiFetch<ListManagedNewsResponse>(`${base}?${toSearchParams(params)}`),
    placeholderData: keepPreviousData,
  })
}

export function useManagedNews(id: string | undefined) {
  return useQuery({
    queryKey: newsQueryKeys.managed(id ?? ''),
    queryFn: () => apiFetch<ManagedNewsResponse>(articlePath(id ?? '')),
    enabled: Boolean(id),
  })
}

export function useNewsReadStats(id: string) {
  return useQuery({
    queryKey: newsQueryKeys.stats(id),
    queryFn: () => apiFetch<NewsReadStatsResponse>(`${articlePath(id)}/stats`),
  })
}

export function useNewsDealerOptions() {
  return useQuery({
    queryKey: newsQueryKeys.dealerOptions,
    queryFn: () => apiFetch<{ dealers: NewsDealerOption[] }>(`${base}/dealer-options`),
    staleTime: 5 * 60 * 1000,
  })
}

function useNewsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKeys.all }),
  })
}

/**
 * Creates without an edit, replaces the article with one: its id and the version the form started
 * from (issue 32: a stale one is answered 409 STALE_EDIT).
 */
export function useSaveNews() {
  return useNewsMutation(
    ({ edit, input }: { edit?: { id: string; version: string }; input: NewsArticleInput }) =>
      edit
        ? apiFetch<ManagedNewsResponse>(articlePath(edit.id), {
            method: 'PUT',
            body: { ...input, expectedUpdatedAt: edit.version } satisfies NewsArticleUpdateInput,
          })
        : apiFetch<ManagedNewsResponse>(base, { method: 'POST', body: input }),
  )
}

/** Publish now (no publishAt) or schedule. */
export function usePublishNews() {
  return useNewsMutation(({ id, publishAt }: { id: string; publishAt?: string }) =>
    apiFetch<ManagedNewsResponse>(`${articlePath(id)}/publish`, { method: 'POST', body: { publishAt } }),
  )
}

export function useUnpublishNews() {
  return useNewsMutation((id: string) =>
    apiFetch<ManagedNewsResponse>(`${articlePath(id)}/unpublish`, { method: 'POST' }),
  )
}

export function useDeleteNews() {
  return useNewsMutation((id: string) => apiFetch<{ id: string }>(articlePath(id), { method: 'DELETE' }))
}
