import { count, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { dealers } from '#server/db/schema/dealers'
import { passwordHashFor } from '#server/db/seed/factories'
import { isDatabaseEmpty, seedDemoData } from '#server/db/seed/seed'
import { refreshAnalyticsRollups } from '#server/modules/platform-analytics/analytics-rollup'
import { seedLargeConversations } from './large-conversations.ts'
import { seedLargeEquipment } from './large-equipment.ts'
import { seedLargeFiles } from './large-files.ts'
import { seedLargeBots, seedLargeKnowledge } from './large-knowledge.ts'
import { seedLargeAuditLog, seedLargeNews } from './large-news-audit.ts'
import { seedLargeDealers, seedLargeUsers } from './large-people.ts'
import { createLargeSeedContext } from './large-seed-context.ts'
import { type LargeVolumes, scaledVolumes } from './volumes.ts'

/** The default "now" of the data set: fixed, so two runs write the same rows. */
export const LARGE_SEED_BASE_DATE = new Date('2026-11-01T12:00:00Z')
export const LARGE_SEED_DEFAULT_SEED = 37

export interface LargeSeedOptions {
  scale: number
  /** Password of the demo accounts and of every bulk user (hashed once). */
  password: string
  seed?: number
  baseDate?: Date
  log?: (line: string) => void
}

export class DatabaseNotEmptyError extends Error {}

/**
 * Issue 37 item 1: the demo data (so the demo accounts sign in as usual), then a large dealer
 * network on top, deterministically from `seed` and `baseDate`. Refuses a database that holds data:
 * mixing the bulk into real or half-seeded data would make neither trustworthy.
 */
export async function seedLargeData(
  db: Database,
  options: LargeSeedOptions,
): Promise<{ volumes: LargeVolumes }> {
  const log = options.log ?? (() => {})
  const volumes = scaledVolumes(options.scale)
  const [dealerRows] = await db.select({ count: count() }).from(dealers)
  if (!(await isDatabaseEmpty(db)) || dealerRows.count > 0)
    throw new DatabaseNotEmptyError(
      'The database already holds data. seed:large fills an empty database only: point DATA_DIR at a new ' +
        'directory (PGlite) or DATABASE_URL at a new database (PostgreSQL) and run it again.',
    )
  const ctx = createLargeSeedContext({
    db,
    volumes,
    baseDate: options.baseDate ?? LARGE_SEED_BASE_DATE,
    seed: options.seed ?? LARGE_SEED_DEFAULT_SEED,
    log,
  })
  let started = Date.now()
  await seedDemoData(db, { password: options.password })
  ctx.report('demo data', 0, started)

  const passwordHash = await passwordHashFor(options.password)
  const dealerIds = await seedLargeDealers(ctx)
  const people = await seedLargeUsers(ctx, dealerIds, passwordHash)
  await seedLargeEquipment(ctx, people)
  const largeBots = await seedLargeBots(ctx, people)
  await seedLargeKnowledge(ctx, people, largeBots)
  await seedLargeConversations(ctx, people, largeBots)
  await seedLargeFiles(ctx, people)
  await seedLargeNews(ctx, people)
  await seedLargeAuditLog(ctx, people)

  // The rollups come from the raw rows through the product's own job, as a running server makes them.
  started = Date.now()
  await refreshAnalyticsRollups(db, ctx.baseDate)
  ctx.report('analytics rollups (a year)', 0, started)
  started = Date.now()
  await db.execute(sql`analyze`)
  ctx.report('analyze', 0, started)
  return { volumes }
}
