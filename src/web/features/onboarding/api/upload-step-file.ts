import { useMutation, useQueryClient } from '@tanstack/react-query'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../steps/:stepId/files: the file itself is the body (streamed; its type is sniffed on the server). */
export function uploadStepFile({
  onboardingId,
  stepId,
  file,
  label,
}: {
  onboardingId: string
  stepId: string
  file: File
  label: string
}) {
  // The file itself is the body (hc sends JSON or forms only, so it goes as the request's own body).
  return answer(
    api.onboarding.onboardings[':onboardingId'].steps[':stepId'].files.$post(
      { param: { onboardingId, stepId }, query: { fileName: file.name, label } },
      { init: { body: file } },
    ),
  )
}

export function useUploadStepFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadStepFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
