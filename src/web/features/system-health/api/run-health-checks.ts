import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HealthRun } from '#shared/schemas/system-health'
import { apiFetch } from '#web/lib/api-client.ts'
import { healthQueryKeys } from './health-query-keys.ts'

/** POST /api/health/checks/run ('Run checks now'); the page then shows the new round, history and log. */
export function useRunHealthChecks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<{ run: HealthRun }>('/api/health/checks/run', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthQueryKeys.all }),
  })
}
