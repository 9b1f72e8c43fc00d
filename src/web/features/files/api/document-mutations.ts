import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DocumentItem, ReviewInput } from '#shared/schemas/files'
import { apiFetch } from '#web/lib/api-client.ts'
import { filesQueryKeys } from './files-query-keys.ts'

/** POST /api/files/:id/review: approve, or reject with a reason. */
export function useReviewDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewInput }) =>
      apiFetch<{ document: DocumentItem }>(`/api/files/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQueryKeys.all }),
  })
}

/** DELETE /api/files/:id (soft delete). */
export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/files/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQueryKeys.all }),
  })
}
