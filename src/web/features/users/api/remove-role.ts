import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '#shared/auth/roles'
import { apiFetch } from '#web/lib/api-client.ts'
import { userQueryKeys } from './user-query-keys.ts'

/** DELETE /api/users/:id/roles/:role (422 for one's own last admin-level role). */
export function removeRole(userId: string, role: Role): Promise<{ roles: Role[] }> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/roles/${role}`, { method: 'DELETE' })
}

export function useRemoveRole(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (role: Role) => removeRole(userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  })
}
