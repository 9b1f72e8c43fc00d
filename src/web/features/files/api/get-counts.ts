import { useQuery } from '@tanstack/react-query'
import type { DocumentStatusCounts } from '#shared/schemas/files'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { filesQueryKeys } from './files-query-keys.ts'

/** GET /api/files/counts: documents by status in the caller's scope (or only their own uploads). */
export function useDocumentCounts(uploadedBy?: 'me') {
  return useQuery({
    queryKey: filesQueryKeys.counts(uploadedBy),
    queryFn: (): Promise<DocumentStatusCounts> =>
      answer(api.files.counts.$get({ query: searchParamsOf({ uploadedBy }) })),
  })
}
