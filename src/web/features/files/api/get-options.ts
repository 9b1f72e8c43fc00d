import { useQuery } from '@tanstack/react-query'
import type { DocumentFilterOptions } from '#shared/schemas/files'
import { apiFetch } from '#web/lib/api-client.ts'
import { filesQueryKeys } from './files-query-keys.ts'

/** GET /api/files/options: dealers in scope, uploaders, and whether the caller reviews. */
export function useFileOptions() {
  return useQuery({
    queryKey: filesQueryKeys.options,
    queryFn: () => apiFetch<DocumentFilterOptions>('/api/files/options'),
    staleTime: 60_000,
  })
}
