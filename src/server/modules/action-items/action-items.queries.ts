import { and, desc, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { chatMessageStatus, chatMessages, chatSessions } from '#server/db/schema/chat'
import { documents } from '#server/db/schema/documents'
import { newsArticles, newsReadStatus } from '#server/db/schema/news'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { type NewsReader, newsVisibleTo } from '#server/modules/news/news-visibility'
import { ACTION_ITEMS_PER_KIND } from '#shared/schemas/action-items'

/** Every step of the dealers' unfinished onboardings with its progress, newest onboarding first. */
export function listOpenOnboardingSteps(db: Executor, dealerIds: readonly string[]) {
  return db
    .select({
      onboardingId: dealerOnboarding.id,
      programName: onboardingPrograms.name,
      stepId: onboardingSteps.id,
      stepTitle: onboardingSteps.title,
      status: sql<string>`coalesce(${dealerStepProgress.status}, 'pending')`,
      feedback: dealerStepProgress.feedback,
    })
    .from(dealerOnboarding)
    .innerJoin(onboardingPrograms, eq(onboardingPrograms.id, dealerOnboarding.programId))
    .innerJoin(onboardingSteps, eq(onboardingSteps.programId, dealerOnboarding.programId))
    .leftJoin(
      dealerStepProgress,
      and(
        eq(dealerStepProgress.dealerOnboardingId, dealerOnboarding.id),
        eq(dealerStepProgress.stepId, onboardingSteps.id),
      ),
    )
    .where(and(inArray(dealerOnboarding.dealerId, [...dealerIds]), isNull(dealerOnboarding.completedAt)))
    .orderBy(desc(dealerOnboarding.startedAt), onboardingSteps.stepOrder)
}

/** The dealers' documents sent back for changes or waiting for review, latest first. */
export function listDocumentsToFollow(db: Executor, dealerIds: readonly string[]) {
  return db
    .select({
      documentId: documents.id,
      title: documents.title,
      status: documents.status,
      comment: documents.reviewComment,
    })
    .from(documents)
    .where(
      and(
        inArray(documents.dealerId, [...dealerIds]),
        isNull(documents.deletedAt),
        inArray(documents.status, ['rejected', 'pending']),
      ),
    )
    .orderBy(desc(documents.updatedAt))
    .limit(ACTION_ITEMS_PER_KIND * 2)
}

/** The caller's conversations with a reply from a person they have not read, newest reply first. */
export function listUnreadHumanReplies(db: Executor, userId: string) {
  return db
    .select({
      sessionId: chatSessions.id,
      botId: chatSessions.botId,
      title: chatSessions.title,
      at: sql<Date>`max(${chatMessages.createdAt})`.mapWith((value) => new Date(value)),
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .leftJoin(chatMessageStatus, eq(chatMessageStatus.messageId, chatMessages.id))
    .where(
      and(
        eq(chatSessions.userId, userId),
        eq(chatMessages.isUser, false),
        isNotNull(chatMessages.senderId),
        or(isNull(chatMessageStatus.status), ne(chatMessageStatus.status, 'read')),
      ),
    )
    .groupBy(chatSessions.id)
    .orderBy(desc(sql`max(${chatMessages.createdAt})`))
    .limit(ACTION_ITEMS_PER_KIND)
}

/** Important articles the reader may read and has not opened yet, newest first. */
export function listUnreadImportantNews(db: Executor, reader: NewsReader & { userId: string }) {
  return db
    .select({ articleId: newsArticles.id, title: newsArticles.title, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(
      and(
        newsVisibleTo(reader),
        eq(newsArticles.importance, 'important'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(newsReadStatus)
            .where(
              and(
                eq(newsReadStatus.newsArticleId, newsArticles.id),
                eq(newsReadStatus.userId, reader.userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(newsArticles.publishedAt))
    .limit(ACTION_ITEMS_PER_KIND)
}
