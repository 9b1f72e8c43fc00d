import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '#shared/auth/roles'
import { answer, api } from '#web/lib/api.ts'
import { userQueryKeys } from './user-query-keys.ts'

/** DELETE /api/users/:id/roles/:role (422 for one's own last admin-level role). */
export function removeRole(userId: string, role: Role): Promise<{ roles: Role[] }> {
  return answer(api.users[':id'].roles[':role'].$delete({ param: { id: userId, role } }))
}

export function useRemoveRole(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (role: Role) => removeRole(userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  })
}
