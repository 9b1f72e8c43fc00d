import { useMutation } from '@tanstack/react-query'
import type { DesignChatInput, DesignChatResponse } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/onboarding/design-chat: the assistant's reply and proposed steps (spec §7). */
export function sendDesignChat(input: DesignChatInput): Promise<DesignChatResponse> {
  return apiFetch<DesignChatResponse>('/api/onboarding/design-chat', { method: 'POST', body: input })
}

export function useDesignChat() {
  return useMutation({ mutationFn: sendDesignChat })
}
