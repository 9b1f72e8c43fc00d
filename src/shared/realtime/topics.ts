// The realtime topics' names, without zod (events.ts holds the schemas; pages subscribe with these).

/** The realtime topic of one chat session. */
export const chatSessionTopic = (sessionId: string) => `chat-session:${sessionId}`

/**
 * The knowledge sources of one chat session's answers: for staff roles only (decision 010), so
 * they travel apart from the messages every reader of the conversation receives.
 */
export const chatSessionSourcesTopic = (sessionId: string) => `chat-session-sources:${sessionId}`

/** The escalations desk's topic: support-level staff hear of new and changed tickets on it. */
export const ESCALATIONS_DESK_TOPIC = 'escalations:desk'
