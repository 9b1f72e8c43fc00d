import { chatBotsQueryKey } from '#web/lib/chat/chat-bots-query-key.ts'

/** Every chat query lives under ['chat']. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  bots: chatBotsQueryKey,
  sessions: (botId: string, view: 'mine' | 'escalated') => ['chat', 'sessions', botId, view] as const,
  allSessions: ['chat', 'sessions'] as const,
  session: (sessionId: string) => ['chat', 'session', sessionId] as const,
  messages: (sessionId: string) => ['chat', 'messages', sessionId] as const,
  /** Keyed by the session's status too: escalating or settling it (live, chat.session) rereads it. */
  sessionTicket: (sessionId: string, sessionStatus: string) =>
    ['chat', 'session-ticket', sessionId, sessionStatus] as const,
  sessionTickets: (sessionId: string) => ['chat', 'session-ticket', sessionId] as const,
}
