import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TrainingRecordInput, TrainingRecordJson } from '#shared/schemas/training'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/training/bots/:botId/records: a correction, instruction or new entry (stored as a training session). */
export function recordTraining({
  botId,
  input,
}: {
  botId: string
  input: TrainingRecordInput
}): Promise<TrainingRecordJson> {
  return apiFetch(`/api/training/bots/${encodeURIComponent(botId)}/records`, { method: 'POST', body: input })
}

export function useRecordTraining() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordTraining,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
        queryClient.invalidateQueries({ queryKey: ['bots'] }),
        queryClient.invalidateQueries({ queryKey: ['training'] }),
      ]),
  })
}
