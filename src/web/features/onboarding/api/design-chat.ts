import { useMutation } from '@tanstack/react-query'
import type { DesignChatInput, DesignChatResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'

/** POST /api/onboarding/design-chat: the assistant's reply and proposed steps (spec §7). */
export function sendDesignChat(input: DesignChatInput): Promise<DesignChatResponse> {
  return answer(api.onboarding['design-chat'].$post({ json: input }))
}

export function useDesignChat() {
  return useMutation({ mutationFn: sendDesignChat })
}
