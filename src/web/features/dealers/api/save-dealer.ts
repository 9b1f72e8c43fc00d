import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DealerInput, DealerResponse, UpdateDealerInput } from '#shared/schemas/dealers'
import { answer, api } from '#web/lib/api.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

/** POST /api/dealers: a new dealer (409 when the dealer code is taken). */
export function createDealer(input: DealerInput): Promise<DealerResponse> {
  return answer(api.dealers.$post({ json: input }))
}

/** PATCH /api/dealers/:id: any subset of the fields; status 'inactive' deactivates. */
export function updateDealer(id: string, input: UpdateDealerInput): Promise<DealerResponse> {
  return answer(api.dealers[':id'].$patch({ param: { id }, json: input }))
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
