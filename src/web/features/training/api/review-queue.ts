import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReviewConversationJson, ReviewQueueResponse } from '#shared/schemas/training'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'

/** GET /api/training/review-queue?days=N: conversations to review. */
export function listReviewQueue(days: number): Promise<ReviewQueueResponse> {
  return answer(api.training['review-queue'].$get({ query: searchParamsOf({ days }) }))
}

export const reviewQueueQueryOptions = (days: number) =>
  queryOptions({ queryKey: ['training', 'queue', days], queryFn: () => listReviewQueue(days) })

export function useReviewQueue(days: number) {
  return useQuery(reviewQueueQueryOptions(days))
}

/** GET /api/training/conversations/:sessionId. */
export function getConversation(sessionId: string): Promise<ReviewConversationJson> {
  return answer(api.training.conversations[':sessionId'].$get({ param: { sessionId } }))
}

export function useConversation(sessionId: string | null) {
  return useQuery({
    queryKey: ['training', 'conversation', sessionId],
    queryFn: () => getConversation(sessionId ?? ''),
    enabled: sessionId !== null,
  })
}
