import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FileView } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
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
}): Promise<FileView> {
  return apiFetch<FileView>(
    `/api/onboarding/onboardings/${onboardingId}/steps/${stepId}/files?${new URLSearchParams({ fileName: file.name, label })}`,
    { method: 'POST', body: file },
  )
}

export function useUploadStepFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadStepFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
