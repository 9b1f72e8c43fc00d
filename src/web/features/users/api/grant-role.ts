import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '#shared/auth/roles'
import type { GrantRoleInput } from '#shared/schemas/users'
import { answer, api } from '#web/lib/api.ts'
import { userQueryKeys } from './user-query-keys.ts'

/** POST /api/users/:id/roles: grant a role (a dealer role may link the dealer at the same time). */
export function grantRole(userId: string, input: GrantRoleInput): Promise<{ roles: Role[] }> {
  return answer(api.users[':id'].roles.$post({ param: { id: userId }, json: input }))
}

export function useGrantRole(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: GrantRoleInput) => grantRole(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  })
}
