import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReviewQueueItem } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/review-queue: submissions awaiting review, oldest first. */
export function getReviewQueue(): Promise<{ items: ReviewQueueItem[] }> {
  return apiFetch<{ items: ReviewQueueItem[] }>('/api/onboarding/review-queue')
}

export const getReviewQueueQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.reviewQueue, queryFn: () => getReviewQueue() })

export function useReviewQueue() {
  return useQuery(getReviewQueueQueryOptions())
}
