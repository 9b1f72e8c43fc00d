import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BotJson } from '#shared/schemas/bots'
import { answer, api } from '#web/lib/api.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** POST /api/bots without a name: the server makes 'New Bot {n}' (spec §2.14). */
export function createBot(): Promise<BotJson> {
  return answer(api.bots.$post({ json: {} }))
}

export function useCreateBot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botQueryKeys.all }),
  })
}
