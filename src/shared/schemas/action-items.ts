import { z } from 'zod'

/**
 * GET /api/action-items (issue 35 item 1): what needs the caller's action now, for the top of the
 * dashboard. Each item links to its place in the web app; the list is counted from the caller's own
 * rows (their dealers' onboarding and documents, their conversations, the news they may read).
 */
export const actionItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('onboardingStep'),
    onboardingId: z.uuid(),
    stepId: z.uuid(),
    stepTitle: z.string(),
    programName: z.string(),
    /** 'rejected': a reviewer sent it back (with `feedback`); 'next': the next step to work on. */
    state: z.enum(['next', 'rejected']),
    feedback: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('document'),
    documentId: z.uuid(),
    title: z.string(),
    /** 'rejected': resubmit it (the reviewer's `comment` says why); 'pending': waiting for review. */
    status: z.enum(['rejected', 'pending']),
    comment: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('ticketReply'),
    sessionId: z.uuid(),
    botId: z.uuid(),
    /** The conversation's title (the user's first question). */
    title: z.string(),
    /** ISO 8601: the newest unread reply from a person. */
    at: z.string(),
  }),
  z.object({
    kind: z.literal('news'),
    articleId: z.uuid(),
    title: z.string(),
    publishedAt: z.string(),
  }),
])
export type ActionItem = z.infer<typeof actionItemSchema>

export const actionItemsResponseSchema = z.object({ items: z.array(actionItemSchema) })
export type ActionItemsResponse = z.infer<typeof actionItemsResponseSchema>

/** At most this many items of each kind: the list is a to-do, not an archive. */
export const ACTION_ITEMS_PER_KIND = 5
