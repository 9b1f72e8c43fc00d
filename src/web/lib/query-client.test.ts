import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { createQueryClient } from './query-client.ts'

type RetryFn = (failureCount: number, error: unknown) => boolean

describe('query client defaults (spec §7)', () => {
  const defaults = createQueryClient().getDefaultOptions()
  const queryRetry = defaults.queries?.retry as RetryFn
  const mutationRetry = defaults.mutations?.retry as RetryFn

  it('keeps data fresh for 5 minutes and cached for 10', () => {
    expect(defaults.queries?.staleTime).toBe(5 * 60_000)
    expect(defaults.queries?.gcTime).toBe(10 * 60_000)
  })

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(queryRetry(0, new ApiError(status, 'X', 'x'))).toBe(false)
      expect(mutationRetry(0, new ApiError(status, 'X', 'x'))).toBe(false)
    }
  })

  it('tries a query up to 3 times on other failures', () => {
    const error = new ApiError(503, 'UNAVAILABLE', 'down')
    expect(queryRetry(0, error)).toBe(true)
    expect(queryRetry(1, error)).toBe(true)
    expect(queryRetry(2, error)).toBe(false)
    expect(queryRetry(0, new TypeError('Failed to fetch'))).toBe(true)
  })

  it('retries a mutation once', () => {
    const error = new ApiError(500, 'INTERNAL', 'boom')
    expect(mutationRetry(0, error)).toBe(true)
    expect(mutationRetry(1, error)).toBe(false)
  })
})
