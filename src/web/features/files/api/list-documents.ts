import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ListDocumentsParams, ListDocumentsResponse } from '#shared/schemas/files'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { filesQueryKeys } from './files-query-keys.ts'

/** GET /api/files: one page of the documents the caller may see. */
export function listDocuments(query: ListDocumentsParams): Promise<ListDocumentsResponse> {
  return answer(api.files.$get({ query: searchParamsOf(query) }))
}

export function useDocuments(query: ListDocumentsParams) {
  return useQuery({
    queryKey: filesQueryKeys.list(query),
    queryFn: () => listDocuments(query),
    placeholderData: keepPreviousData,
    // While the server still processes a file, look again shortly so its status moves on by itself.
    refetchInterval: (state) =>
      state.state.data?.documents.some((document) => document.status === 'processing') ? 2000 : false,
  })
}
