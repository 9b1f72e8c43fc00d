import { useQuery } from '@tanstack/react-query'
import type { DocumentStatusCounts } from '#shared/schemas/files'
import { apiFetch } from '#web/lib/api-client.ts'
import { filesQueryKeys, toSearchParams } from './files-query-keys.ts'

/** GET /api/files/counts: documents by status in the caller's scope (or only their own uploads). */
export function useDocumentCounts(uploadedBy?: 'me') {
  return useQuery({
    queryKey: filesQueryKeys.counts(uploadedBy),
    queryFn: () => apiFetch<DocumentStatusCounts>(`/api/files/counts${toSearchParams({ uploadedBy })}`),
  })
}
