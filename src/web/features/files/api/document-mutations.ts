import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DocumentItemResponse, ReviewInput } from '#shared/schemas/files'
import { answer, api } from '#web/lib/api.ts'
import { filesQueryKeys } from './files-query-keys.ts'

/** POST /api/files/:id/review: approve, or reject with a reason. */
export function useReviewDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewInput }): Promise<DocumentItemResponse> =>
      answer(api.files[':id'].review.$post({ param: { id }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQueryKeys.all }),
  })
}

/** DELETE /api/files/:id (soft delete). */
export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => answer(api.files[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQueryKeys.all }),
  })
}
