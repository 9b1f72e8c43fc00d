import { useQuery } from '@tanstack/react-query'
import type { DocumentFilterOptions } from '#shared/schemas/files'
import { answer, api } from '#web/lib/api.ts'
import { filesQueryKeys } from './files-query-keys.ts'

/** GET /api/files/options: dealers in scope, uploaders, and whether the caller reviews. */
export function useFileOptions() {
  return useQuery({
    queryKey: filesQueryKeys.options,
    queryFn: (): Promise<DocumentFilterOptions> => answer(api.files.options.$get()),
    staleTime: 60_000,
  })
}
