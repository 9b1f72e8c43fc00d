import { useMutation } from '@tanstack/react-query'
import type { AnswerPreviewJson } from '#shared/schemas/bots'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/bots/:botId/answer-preview: the engine's answer and matched entries, nothing stored. */
export function previewAnswer({
  botId,
  message,
}: {
  botId: string
  message: string
}): Promise<AnswerPreviewJson> {
  return apiFetch(`/api/bots/${encodeURIComponent(botId)}/answer-preview`, {
    method: 'POST',
    body: { message },
  })
}

export function usePreviewAnswer() {
  return useMutation({ mutationFn: previewAnswer })
}
