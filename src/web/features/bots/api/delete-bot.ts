import { useMutation, useQueryClient } from '@tanstack/react-query'
import { answer, api } from '#web/lib/api.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** DELETE /api/bots/:botId: the bot with its knowledge, conversations and suggestions. */
export function deleteBot(botId: string) {
  return answer(api.bots[':botId'].$delete({ param: { botId } }))
}

export function useDeleteBot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botQueryKeys.all }),
  })
}
