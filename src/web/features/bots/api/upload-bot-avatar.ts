import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BotDetailJson } from '#shared/schemas/bots'
import { apiFetch } from '#web/lib/api-client.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** POST /api/bots/:botId/avatar: the image file as the body; the server checks size and content. */
export function uploadBotAvatar({ botId, file }: { botId: string; file: File }): Promise<BotDetailJson> {
  return apiFetch(
    `/api/bots/${encodeURIComponent(botId)}/avatar?file_name=${encodeURIComponent(file.name)}`,
    {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/octet-stream' },
    },
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
