import { useQuery } from '@tanstack/react-query'
import type { DocumentDetail } from '#shared/schemas/files'
import { answer, api } from '#web/lib/api.ts'
import { filesQueryKeys } from './files-query-keys.ts'

/** GET /api/files/:id: a document with every version and its review. */
export async function getDocument(id: string): Promise<DocumentDetail> {
  return (await answer(api.files[':id'].$get({ param: { id } }))).document
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: filesQueryKeys.detail(id ?? ''),
    queryFn: () => getDocument(id!),
    enabled: id !== null,
  })
}
