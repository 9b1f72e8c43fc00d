import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** DELETE /api/bots/:botId: the bot with its knowledge, conversations and suggestions. */
export function deleteBot(botId: string): Promise<{ id: string; name: string; deleted: true }> {
  return apiFetch(`/api/bots/${encodeURIComponent(botId)}`, { method: 'DELETE' })
}

export function useDeleteBot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botQueryKeys.all }),
  })
}
