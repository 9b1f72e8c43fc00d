// The realtime topics' names, without zod (events.ts holds the schemas; pages subscribe with these).

/** The realtime topic of one chat session. */
export const chatSessionTopic = (sessionId: string) => `chat-session:${sessionId}`

/** The escalations desk's topic: support-level staff hear of new and changed tickets on it. */
export const ESCALATIONS_DESK_TOPIC = 'escalations:desk'
