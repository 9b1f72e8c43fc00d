import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BotJson } from '#shared/schemas/bots'
import { apiFetch } from '#web/lib/api-client.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** POST /api/bots without a name: the server makes 'New Bot {n}' (spec §2.14). */
export function createBot(): Promise<BotJson> {
  return apiFetch<BotJson>('/api/bots', { method: 'POST', body: {} })
}

export function useCreateBot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botQueryKeys.all }),
  })
}
