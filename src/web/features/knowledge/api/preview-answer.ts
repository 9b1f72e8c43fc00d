import { useMutation } from '@tanstack/react-query'
import type { AnswerPreviewJson } from '#shared/schemas/bots'
import { answer, api } from '#web/lib/api.ts'

/** POST /api/bots/:botId/answer-preview: the engine's answer and matched entries, nothing stored. */
export function previewAnswer({
  botId,
  message,
}: {
  botId: string
  message: string
}): Promise<AnswerPreviewJson> {
  return answer(api.bots[':botId']['answer-preview'].$post({ param: { botId }, json: { message } }))
}

export function usePreviewAnswer() {
  return useMutation({ mutationFn: previewAnswer })
}
