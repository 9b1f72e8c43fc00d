import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BotDetailJson } from '#shared/schemas/bots'
import { answer, api } from '#web/lib/api.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** POST /api/bots/:botId/avatar: the image file as the body; the server checks size and content. */
export function uploadBotAvatar({ botId, file }: { botId: string; file: File }): Promise<BotDetailJson> {
  // The file itself is the body (hc sends JSON or forms only, so it goes as the request's own body).
  return answer(
    api.bots[':botId'].avatar.$post(
      { param: { botId }, query: { file_name: file.name } },
      { init: { body: file }, headers: { 'Content-Type': 'application/octet-stream' } },
    ),
  )
}

export function useUploadBotAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadBotAvatar,
    onSuccess: (bot) => {
      queryClient.setQueryData(botQueryKeys.detail(bot.id), bot)
      return queryClient.invalidateQueries({ queryKey: botQueryKeys.list })
    },
  })
}
