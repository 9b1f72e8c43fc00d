import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MarkNewsReadResponse } from '#shared/schemas/news'
import { answer, api } from '#web/lib/api.ts'
import { newsQueryKeys } from './news-query-keys.ts'

/** POST /api/news/:id/read: records that the user read the article (idempotent). */
export function markNewsRead(id: string): Promise<MarkNewsReadResponse> {
  return answer(api.news[':id'].read.$post({ param: { id } }))
}

export function useMarkNewsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNewsRead,
    // Returning the promise keeps the mutation pending until the article list and the unread count
    // are fresh, so the button cannot be pressed twice and the badge never shows a stale number.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKeys.all }),
  })
}
