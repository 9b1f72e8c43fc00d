import { count, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { dealerOnboarding, onboardingPrograms, onboardingStepSubmissions } from '#server/db/schema/onboarding'

export async function overviewStats(db: Executor) {
  const [programs] = await db
    .select({ active: count() })
    .from(onboardingPrograms)
    .where(eq(onboardingPrograms.isActive, true))
  const [onboardings] = await db
    .select({
      inProgress: sql<number>`count(*) filter (where ${dealerOnboarding.completedAt} is null)::int`,
      completed: sql<number>`count(*) filter (where ${dealerOnboarding.completedAt} is not null)::int`,
      avgProgress: sql<number>`coalesce(round(avg(${dealerOnboarding.progressPercentage})), 0)::int`,
    })
    .from(dealerOnboarding)
  const [queue] = await db
    .select({ count: count() })
    .from(onboardingStepSubmissions)
    .where(eq(onboardingStepSubmissions.status, 'submitted'))
  return {
    activePrograms: Number(programs?.active ?? 0),
    inProgress: Number(onboardings?.inProgress ?? 0),
    completed: Number(onboardings?.completed ?? 0),
    avgProgress: Number(onboardings?.avgProgress ?? 0),
    awaitingReview: Number(queue?.count ?? 0),
  }
}
