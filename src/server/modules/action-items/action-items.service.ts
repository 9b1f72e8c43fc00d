import type { AuthedContext } from '#server/app-env'
import { ownDealerIds } from '#shared/auth/permissions'
import {
  ACTION_ITEMS_PER_KIND,
  type ActionItem,
  type ActionItemsResponse,
} from '#shared/schemas/action-items'
import {
  listDocumentsToFollow,
  listOpenOnboardingSteps,
  listUnreadHumanReplies,
  listUnreadImportantNews,
} from './action-items.queries.ts'

/** Steps a dealer can work on now: not yet sent in, not yet reviewed. */
const WORKABLE = new Set(['pending', 'in_progress'])

/**
 * Per unfinished onboarding: the steps a reviewer sent back (with their feedback), or else the next
 * step to work on. A step sent in and waiting for review needs nothing from the dealer.
 */
export function onboardingActions(
  steps: Awaited<ReturnType<typeof listOpenOnboardingSteps>>,
): Extract<ActionItem, { kind: 'onboardingStep' }>[] {
  const byOnboarding = new Map<string, typeof steps>()
  for (const step of steps)
    byOnboarding.set(step.onboardingId, [...(byOnboarding.get(step.onboardingId) ?? []), step])
  return [...byOnboarding.values()].flatMap((ordered) => {
    const rejected = ordered.filter((step) => step.status === 'rejected')
    const chosen =
      rejected.length > 0 ? rejected : ordered.filter((step) => WORKABLE.has(step.status)).slice(0, 1)
    return chosen.map((step) => ({
      kind: 'onboardingStep' as const,
      onboardingId: step.onboardingId,
      stepId: step.stepId,
      stepTitle: step.stepTitle,
      programName: step.programName,
      state: step.status === 'rejected' ? ('rejected' as const) : ('next' as const),
      feedback: step.status === 'rejected' ? step.feedback : null,
    }))
  })
}

/**
 * Issue 35 item 1: the to-do list at the top of the dashboard. Rejected things come before waiting
 * ones within a kind; the kinds come in the order a dealer acts on them.
 */
export async function listActionItems(ctx: AuthedContext): Promise<ActionItemsResponse> {
  const dealerIds = ownDealerIds(ctx.actor)
  const [steps, documents, replies, news] = await Promise.all([
    dealerIds.length > 0 ? listOpenOnboardingSteps(ctx.db, dealerIds) : [],
    dealerIds.length > 0 ? listDocumentsToFollow(ctx.db, dealerIds) : [],
    listUnreadHumanReplies(ctx.db, ctx.actor.userId),
    listUnreadImportantNews(ctx.db, ctx.actor),
  ])
  const documentItems = documents
    .filter((row) => row.status === 'rejected' || row.status === 'pending')
    .sort((a, b) => Number(b.status === 'rejected') - Number(a.status === 'rejected'))
    .slice(0, ACTION_ITEMS_PER_KIND)
    .map((row) => ({
      kind: 'document' as const,
      documentId: row.documentId,
      title: row.title,
      status: row.status as 'rejected' | 'pending',
      comment: row.status === 'rejected' ? row.comment : null,
    }))
  return {
    items: [
      ...onboardingActions(steps).slice(0, ACTION_ITEMS_PER_KIND),
      ...documentItems,
      ...replies.map((row) => ({
        kind: 'ticketReply' as const,
        sessionId: row.sessionId,
        botId: row.botId,
        title: row.title ?? '',
        at: row.at.toISOString(),
      })),
      ...news.map((row) => ({
        kind: 'news' as const,
        articleId: row.articleId,
        title: row.title,
        publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
      })),
    ],
  }
}
