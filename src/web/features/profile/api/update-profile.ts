import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateProfileRequest } from '#shared/schemas/profile'
import { type Me, meQueryKey } from '#web/features/auth/api/get-me.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** PATCH /api/me: saves the caller's profile and answers with the whole current user, like GET /api/me. */
export function updateProfile(input: UpdateProfileRequest): Promise<Me> {
  return apiFetch<Me>('/api/me', { method: 'PATCH', body: input })
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the current user: every page that shows it updates at once, without a reload.
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me)
      return queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
