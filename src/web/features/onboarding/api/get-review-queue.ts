import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReviewQueueResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/review-queue: submissions awaiting review, oldest first. */
export function getReviewQueue(): Promise<ReviewQueueResponse> {
  return answer(api.onboarding['review-queue'].$get())
}

export const getReviewQueueQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.reviewQueue, queryFn: () => getReviewQueue() })

export function useReviewQueue() {
  return useQuery(getReviewQueueQueryOptions())
}
