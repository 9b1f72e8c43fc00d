import { answer, api } from '#web/lib/api.ts'

/** PUT /api/chat/sessions/:id/typing (spec §7 update_typing_indicator). */
export function setTyping(sessionId: string, isTyping: boolean): Promise<unknown> {
  return answer(api.chat.sessions[':id'].typing.$put({ param: { id: sessionId }, json: { isTyping } }))
}

/** POST /api/chat/sessions/:id/read: the other side's messages become 'read' (spec §4). */
export function markSessionRead(sessionId: string): Promise<{ messageIds: string[] }> {
  return answer(api.chat.sessions[':id'].read.$post({ param: { id: sessionId } }))
}
