import { apiFetch } from '#web/lib/api-client.ts'

/** PUT /api/chat/sessions/:id/typing (spec §7 update_typing_indicator). */
export function setTyping(sessionId: string, isTyping: boolean): Promise<unknown> {
  return apiFetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/typing`, {
    method: 'PUT',
    body: { isTyping },
  })
}

/** POST /api/chat/sessions/:id/read: the other side's messages become 'read' (spec §4). */
export function markSessionRead(sessionId: string): Promise<{ messageIds: string[] }> {
  return apiFetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/read`, { method: 'POST' })
}
