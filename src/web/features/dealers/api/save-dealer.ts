import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DealerDto } from '#server/modules/dealers/dealers.service'
import type { DealerInput, UpdateDealerInput } from '#shared/schemas/dealers'
import { apiFetch, isApiError } from '#web/lib/api-client.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

/** POST /api/dealers: a new dealer (409 when the dealer code is taken). */
export function createDealer(input: DealerInput): Promise<{ dealer: DealerDto }> {
  return apiFetch('/api/dealers', { method: 'POST', body: input })
}

/** PATCH /api/dealers/:id: any subset of the fields; status 'inactive' deactivates. */
export function updateDealer(id: string, input: UpdateDealerInput): Promise<{ dealer: DealerDto }> {
  return apiFetch(`/api/dealers/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
}

export function useCreateDealer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDealer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerQueryKeys.all }),
  })
}

export function useUpdateDealer(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateDealerInput) => updateDealer(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerQueryKeys.all }),
    // A stale save (issue 32): the page shows the dealer as it is now; an open form keeps its text.
    onError: (error) => {
      if (isApiError(error) && error.code === 'STALE_EDIT')
        void queryClient.invalidateQueries({ queryKey: dealerQueryKeys.all })
    },
  })
}
