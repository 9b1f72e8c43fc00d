import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { userQueryKeys } from './user-query-keys.ts'

/** POST /api/users/:id/deactivate or /reactivate: deactivation signs the user out everywhere at once. */
export function setAccountStatus(
  userId: string,
  action: 'deactivate' | 'reactivate',
): Promise<{ id: string; deactivatedAt: string | null }> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/${action}`, { method: 'POST' })
}

/** `onChanged` lets the page refresh what it shows beside the users (a dealer's employee list). */
export function useSetAccountStatus(onChanged?: () => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: 'deactivate' | 'reactivate' }) =>
      setAccountStatus(userId, action),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: userQueryKeys.all }), onChanged?.()]),
  })
}
