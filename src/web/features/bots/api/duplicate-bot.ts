import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BotDetailJson } from '#shared/schemas/bots'
import { answer, api } from '#web/lib/api.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** POST /api/bots/:botId/duplicate: a copy of the configuration and knowledge named '... (Copy)'. */
export function duplicateBot(botId: string): Promise<BotDetailJson> {
  return answer(api.bots[':botId'].duplicate.$post({ param: { botId } }))
}

export function useDuplicateBot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: duplicateBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botQueryKeys.all }),
  })
}
