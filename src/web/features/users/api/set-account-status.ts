import { useMutation, useQueryClient } from '@tanstack/react-query'
import { answer, api } from '#web/lib/api.ts'
import { userQueryKeys } from './user-query-keys.ts'

/** POST /api/users/:id/deactivate or /reactivate: deactivation signs the user out everywhere at once. */
export function setAccountStatus(
  userId: string,
  action: 'deactivate' | 'reactivate',
): Promise<{ id: string; deactivatedAt: string | null }> {
  const user = api.users[':id']
  const param = { id: userId }
  return action === 'deactivate'
    ? answer(user.deactivate.$post({ param }))
    : answer(user.reactivate.$post({ param }))
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
