import { sql } from 'drizzle-orm'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { seedDemoData } from '#server/db/seed/seed'
import { BENCH_DEMO_PASSWORD } from './processes.ts'

export interface DatabaseTarget {
  /** PostgreSQL; without it PGlite in dataDir. */
  databaseUrl?: string
  dataDir: string
}

/** The ids the benchmarks address, from the seeded database. */
export interface SeededIds {
  dealerId: string
  /** A bot every signed-in user may use (no required roles). */
  botId: string
  userId: string
  /** user@example.com's conversation with CHAT_HISTORY_MESSAGES messages. */
  chatSessionId: string
}

export const CHAT_HISTORY_MESSAGES = 50
export const BENCH_USER_EMAIL = 'user@example.com'
export const BENCH_ADMIN_EMAIL = 'admin@example.com'

type Rows = { rows: Record<string, unknown>[] }

export async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as Rows).rows as T[]
}

/**
 * Migrates, loads the demo data (accounts with BENCH_DEMO_PASSWORD, dealers, bots) and adds the
 * benchmark's conversation, then closes: the server opens the database next (PGlite allows one
 * process at a time). The same for PostgreSQL and PGlite, so both runs read the same rows.
 */
export async function prepareDatabase(target: DatabaseTarget): Promise<SeededIds> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir })
  try {
    await handle.migrate()
    await seedDemoData(handle.db, { password: BENCH_DEMO_PASSWORD })
    const [dealer] = await rows<{ id: string }>(
      handle,
      sql`select id from dealers order by dealer_code limit 1`,
    )
    const [bot] = await rows<{ id: string }>(
      handle,
      sql`select id from bots where is_active and cardinality(required_roles) = 0 order by name limit 1`,
    )
    const [account] = await rows<{ id: string }>(
      handle,
      sql`select id from "user" where email = ${BENCH_USER_EMAIL}`,
    )
    const [session] = await rows<{ id: string }>(
      handle,
      sql`insert into chat_sessions (user_id, bot_id, title, language_code)
          values (${account.id}, ${bot.id}, 'Benchmark conversation', 'en') returning id`,
    )
    // Question / answer pairs a second apart, like a real conversation's history.
    await handle.db.execute(sql`
      insert into chat_messages (session_id, content, is_user, confidence_score, created_at, updated_at)
        select ${session.id}::uuid,
          case when m % 2 = 1 then 'How do I reset the service interval on model ' || m || '?'
               else 'Open the settings menu, choose Service and hold the reset button for three seconds.' end,
          m % 2 = 1,
          case when m % 2 = 0 then 0.82 end,
          now() - (${CHAT_HISTORY_MESSAGES} - m) * interval '1 second',
          now() - (${CHAT_HISTORY_MESSAGES} - m) * interval '1 second'
        from generate_series(1, ${CHAT_HISTORY_MESSAGES}) m`)
    await handle.db.execute(sql`analyze`)
    return { dealerId: dealer.id, botId: bot.id, userId: account.id, chatSessionId: session.id }
  } finally {
    await handle.close()
  }
}
