import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateProfileRequest } from '#shared/schemas/profile'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import { answer, api } from '#web/lib/api.ts'
import { type Me, meQueryKey } from '#web/lib/session/get-me.ts'

/** PATCH /api/me: saves the caller's profile and answers with the whole current user, like GET /api/me. */
export function updateProfile(input: UpdateProfileRequest): Promise<Me> {
  return answer(api.me.$patch({ json: input }))
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

/**
 * The save of both profile forms (the profile page and complete-profile), issue 32: from the
 * profile version the form started from, so a save in another tab is not silently overwritten.
 * `save` answers the saved user, or null for a stale save, whose conflict `stale` then holds (the
 * form keeps what was typed); other failures are thrown.
 */
export function useSaveProfile<Values extends Omit<UpdateProfileRequest, 'expectedUpdatedAt'>>(
  me: Me,
  toValues: (me: Me) => Values,
) {
  const update = useUpdateProfile()
  const stale = useStaleEdit<Values, Me>({
    startedFrom: me.profile.updatedAt ?? undefined,
    toValues,
    versionOf: (current) => current.profile.updatedAt ?? '',
  })
  return {
    stale,
    async save(values: Values, version: string | undefined = stale.version): Promise<Me | null> {
      try {
        // null: the account has no profile row yet, so there is no version to start from.
        const saved = await update.mutateAsync({ ...values, expectedUpdatedAt: version ?? null })
        // The form stays open after a save: its next save starts from this one.
        if (saved.profile.updatedAt) stale.saved(saved.profile.updatedAt)
        return saved
      } catch (error) {
        if (stale.capture(error, values)) return null
        throw error
      }
    },
  }
}
