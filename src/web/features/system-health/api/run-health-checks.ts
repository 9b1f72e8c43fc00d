import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HealthRunResponse } from '#shared/schemas/system-health'
import { answer, api } from '#web/lib/api.ts'
import { healthQueryKeys } from './health-query-keys.ts'

/** POST /api/health/checks/run ('Run checks now'); the page then shows the new round, history and log. */
export function useRunHealthChecks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (): Promise<HealthRunResponse> => answer(api.health.checks.run.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthQueryKeys.all }),
  })
}
