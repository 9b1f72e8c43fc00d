import { chatBotsQueryKey } from '#web/lib/chat/chat-bots-query-key.ts'

/** Every chat query lives under ['chat']. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  bots: chatBotsQueryKey,
  sessions: (botId: string, view: 'mine' | 'escalated') => ['chat', 'sessions', botId, view] as const,
  allSessions: ['chat', 'sessions'] as const,
  session: (sessionId: string) => ['chat', 'session', sessionId] as const,
  messages: (sessionId: string) => ['chat', 'messages', sessionId] as const,
  starters: (botId: string, language: string) => ['chat', 'starters', botId, language] as const,
  /**
   * Keyed by what the session's cache knows too (its status, and while escalated, its last change):
   * escalating or settling it (live, chat.session) and every send that may join its ticket reread it.
   */
  sessionTicket: (sessionId: string, version: string) =>
    ['chat', 'session-ticket', sessionId, version] as const,
  sessionTickets: (sessionId: string) => ['chat', 'session-ticket', sessionId] as const,
}
