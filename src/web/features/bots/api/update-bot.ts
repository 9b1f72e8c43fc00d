import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BotDetailJson, UpdateBotInput } from '#shared/schemas/bots'
import { answer, api } from '#web/lib/api.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** PATCH /api/bots/:botId: any part of the configuration (the active toggle, the config form). */
export function updateBot({
  botId,
  input,
}: {
  botId: string
  input: UpdateBotInput
}): Promise<BotDetailJson> {
  return answer(api.bots[':botId'].$patch({ param: { botId }, json: input }))
}

export function useUpdateBot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBot,
    onSuccess: (bot) => {
      queryClient.setQueryData(botQueryKeys.detail(bot.id), bot)
      return queryClient.invalidateQueries({ queryKey: botQueryKeys.list })
    },
    // A stale save (issue 32): the list shows the bots as they are now.
    onError: (error) => {
      if (isApiError(error) && error.code === 'STALE_EDIT')
        void queryClient.invalidateQueries({ queryKey: botQueryKeys.list })
    },
  })
}
