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
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { newsQueryKeys } from './news-query-keys.ts'

// The managers' side of news (admin, super_admin, trainer): /api/news/manage. Every change refreshes
// every news query, so the widget, the unread badge and the news centre follow at once.

const manage = api.news.manage

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
    queryFn: (): Promise<ListManagedNewsResponse> => answer(manage.$get({ query: searchParamsOf(params) })),
    placeholderData: keepPreviousData,
  })
}

export function useManagedNews(id: string | undefined) {
  return useQuery({
    queryKey: newsQueryKeys.managed(id ?? ''),
    queryFn: (): Promise<ManagedNewsResponse> => answer(manage[':id'].$get({ param: { id: id ?? '' } })),
    enabled: Boolean(id),
  })
}

export function useNewsReadStats(id: string) {
  return useQuery({
    queryKey: newsQueryKeys.stats(id),
    queryFn: (): Promise<NewsReadStatsResponse> => answer(manage[':id'].stats.$get({ param: { id } })),
  })
}

export function useNewsDealerOptions() {
  return useQuery({
    queryKey: newsQueryKeys.dealerOptions,
    queryFn: (): Promise<{ dealers: NewsDealerOption[] }> => answer(manage['dealer-options'].$get()),
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
        ? answer(
            manage[':id'].$put({
              param: { id: edit.id },
              json: { ...input, expectedUpdatedAt: edit.version } satisfies NewsArticleUpdateInput,
            }),
          )
        : answer(manage.$post({ json: input })),
  )
}

/** Publish now (no publishAt) or schedule. */
export function usePublishNews() {
  return useNewsMutation(({ id, publishAt }: { id: string; publishAt?: string }) =>
    answer(manage[':id'].publish.$post({ param: { id }, json: { publishAt } })),
  )
}

export function useUnpublishNews() {
  return useNewsMutation((id: string) => answer(manage[':id'].unpublish.$post({ param: { id } })))
}

export function useDeleteNews() {
  return useNewsMutation((id: string) => answer(manage[':id'].$delete({ param: { id } })))
}
