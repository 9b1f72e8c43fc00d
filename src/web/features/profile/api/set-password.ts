import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SetPasswordInput } from '#shared/schemas/profile'
import { answer, api } from '#web/lib/api.ts'
import { type Me, meQueryKey } from '#web/lib/session/get-me.ts'

/** POST /api/me/password: a first password for an account that has none (409 when one exists). */
export function setPassword(input: SetPasswordInput): Promise<Me> {
  return answer(api.me.password.$post({ json: input }))
}

export function useSetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setPassword,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  })
}
