import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TrainingRecordInput, TrainingRecordJson } from '#shared/schemas/training'
import { answer, api } from '#web/lib/api.ts'

/** POST /api/training/bots/:botId/records: a correction, instruction or new entry (stored as a training session). */
export function recordTraining({
  botId,
  input,
}: {
  botId: string
  input: TrainingRecordInput
}): Promise<TrainingRecordJson> {
  return answer(api.training.bots[':botId'].records.$post({ param: { botId }, json: input }))
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
