import { QueryClient } from '@tanstack/react-query'
import { isClientError } from '#web/lib/api-client.ts'

// Spec §7 query behaviour: no retry on 4xx, otherwise up to 3 tries; mutations retry once
// (but not on 4xx either); data is fresh for 5 minutes and cached for 10.
const QUERY_ATTEMPTS = 3
const MUTATION_ATTEMPTS = 2

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        // failureCount counts the failures so far, so `failureCount < attempts - 1` allows `attempts` tries.
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_ATTEMPTS - 1,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < MUTATION_ATTEMPTS - 1,
      },
    },
  })
}

export const queryClient = createQueryClient()
