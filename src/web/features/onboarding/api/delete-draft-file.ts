import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingView } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** DELETE .../files/:fileId: removes an upload that was not submitted yet. */
export function deleteDraftFile({
  onboardingId,
  fileId,
}: {
  onboardingId: string
  fileId: string
}): Promise<OnboardingView> {
  return answer(
    api.onboarding.onboardings[':onboardingId'].files[':fileId'].$delete({ param: { onboardingId, fileId } }),
  )
}

export function useDeleteDraftFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDraftFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
