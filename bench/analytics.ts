import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { refreshAnalyticsRollups } from '#server/modules/platform-analytics/analytics-rollup'
import { buildPlatformAnalytics } from '#server/modules/platform-analytics/platform-analytics.service'
import type { AnalyticsPeriod } from '#shared/schemas/dealer-analytics'

/**
 * Issue 11: /analytics page data on a large history. Seeds 100k conversations with 1M messages
 * (10 each), 10k tickets, 5k feedback rows and 20k sign-ins spread over the last two years, rolls
 * them up, then times the page data per period from the daily rollups (today live) and the same
 * figures computed from the raw rows (the peer), in the same run, and checks both agree.
 * PGlite in memory by default; with DATABASE_URL a scratch database on that server (dropped after).
 * BENCH_CONVERSATIONS=20000 seeds fewer (10 messages each).
 */

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000)
const MESSAGES_PER_CONVERSATION = 10
const HISTORY_DAYS = 730
const USERS = 500
/** Timed runs per period: the median is shown; the raw-row peer runs once (it is the slow one). */
const RUNS = 3
const PERIODS: AnalyticsPeriod[] = [7, 30, 90, 365]

async function openScratchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const handle = await openDatabase({})
    return { handle, drop: () => handle.close() }
  }
  const name = `dealerpilot_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const scratch = new URL(url)
  scratch.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: scratch.toString() })
  return {
    handle,
    drop: async () => {
      await handle.close()
      await admin.query(`drop database ${name}`)
      await admin.end()
    },
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now()
  const value = await work()
  return { ms: performance.now() - start, value }
}

/** Every row in one INSERT ... SELECT generate_series per table: no round trip per row. */
async function seed(database: DatabaseHandle['db']) {
  await database.transaction(async (db) => {
    // Bulk load: foreign keys are not checked row by row (the rows are built from their parents).
    await db.execute(sql`set local session_replication_role = replica`)
    await db.execute(sql`set local statement_timeout = 0`)
    await insertRows(db)
  })
  await database.execute(sql`analyze`)
}

async function insertRows(db: Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0]) {
  const span = `${HISTORY_DAYS} * 86400 * random() * interval '1 second'`
  await db.execute(
    sql.raw(`
    insert into "user" (id, name, email, email_verified)
      select 'bench-user-' || g, 'Bench user ' || g, 'bench-' || g || '@example.test', true
      from generate_series(1, ${USERS}) g`),
  )
  await db.execute(
    sql.raw(`
    insert into bots (name) select 'Bench bot ' || g from generate_series(1, 4) g`),
  )
  // Sessions: a bot and a language each, start times uniform over the history.
  await db.execute(
    sql.raw(`
    insert into chat_sessions (user_id, bot_id, language_code, title, created_at, updated_at)
      select 'bench-user-' || (1 + g % ${USERS}),
        (select id from bots order by name offset (g % 4) limit 1),
        (array['en', 'no', 'sv', 'da'])[1 + g % 4],
        'Conversation ' || g,
        t, t
      from (select g, now() - ${span} as t from generate_series(1, ${CONVERSATIONS}) g) s`),
  )
  // Messages: question / answer pairs a minute apart; 300 distinct questions; confidence uniform.
  await db.execute(
    sql.raw(`
    insert into chat_messages (session_id, content, is_user, confidence_score, created_at, updated_at)
      select s.id,
        case when m % 2 = 1 then 'Question number ' || ((abs(hashtext(s.id::text)) + m) % 300) else 'An answer' end,
        m % 2 = 1,
        case when m % 2 = 0 then round(random()::numeric, 2)::real end,
        least(s.created_at + m * interval '1 minute', now()),
        least(s.created_at + m * interval '1 minute', now())
      from chat_sessions s, generate_series(1, ${MESSAGES_PER_CONVERSATION}) m`),
  )
  await db.execute(
    sql.raw(`
    insert into tickets (session_id, user_id, bot_id, title, description, category, status, created_at, resolved_at)
      select s.id, s.user_id, s.bot_id, 'Ticket', 'From the bench',
        (array['general', 'specialist_contact', 'keyword', 'manual'])[1 + n % 4],
        (array['open', 'in_progress', 'resolved', 'closed'])[1 + n % 4],
        s.created_at + interval '5 minutes',
        case when n % 4 >= 2 then s.created_at + (n % 600) * interval '1 minute' end
      from (select id, user_id, bot_id, created_at, row_number() over () as n
            from chat_sessions where abs(hashtext(id::text)) % 10 = 0) s`),
  )
  await db.execute(
    sql.raw(`
    insert into chat_feedback (session_id, message_id, feedback_type, rating, created_at)
      select m.session_id, m.id, case when n % 3 = 0 then 'negative' else 'positive' end, 1 + n % 5, m.created_at
      from (select id, session_id, created_at, row_number() over () as n from chat_messages
            where not is_user and abs(hashtext(id::text)) % 100 = 0) m`),
  )
  await db.execute(
    sql.raw(`
    insert into session (id, expires_at, token, user_id, created_at, updated_at)
      select 'bench-session-' || g, now() + interval '7 days', 'bench-token-' || g,
        'bench-user-' || (1 + g % ${USERS}), t, t
      from (select g, now() - ${span} as t from generate_series(1, ${CONVERSATIONS / 5}) g) s`),
  )
  await db.execute(sql`analyze`)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value: number) => `${value.toFixed(0).padStart(7)} ms`

export async function runAnalyticsBenchmark() {
  const { handle, drop } = await openScratchDatabase()
  try {
    console.log(
      `\nPlatform analytics (/analytics) on ${handle.kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: ` +
        `${CONVERSATIONS.toLocaleString('en')} conversations, ${(CONVERSATIONS * MESSAGES_PER_CONVERSATION).toLocaleString('en')} messages over ${HISTORY_DAYS} days`,
    )
    await handle.migrate()
    const seeded = await timed(() => seed(handle.db))
    console.log(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s`)
    const rollup = await timed(() => refreshAnalyticsRollups(handle.db))
    console.log(`First rollup (${HISTORY_DAYS} days backfill): ${(rollup.ms / 1000).toFixed(1)} s`)
    const again = await timed(() => refreshAnalyticsRollups(handle.db))
    console.log(`Next rollup (rewinds ${7} days): ${(again.ms / 1000).toFixed(1)} s\n`)

    console.log('Period   Rollup + today live   Raw rows (peer)   Speed-up   Same figures')
    for (const days of PERIODS) {
      const now = new Date()
      const rolled: number[] = []
      const raw: number[] = []
      let same = true
      const b = await timed(() => buildPlatformAnalytics(handle.db, days, { now, raw: true }))
      raw.push(b.ms)
      for (let run = 0; run < RUNS; run++) {
        const a = await timed(() => buildPlatformAnalytics(handle.db, days, { now }))
        rolled.push(a.ms)
        const { source: _a, ...left } = a.value
        const { source: _b, ...right } = b.value
        same &&= JSON.stringify(left) === JSON.stringify(right)
        if (process.env.BENCH_DEBUG && JSON.stringify(left) !== JSON.stringify(right))
          for (const key of Object.keys(left) as (keyof typeof left)[])
            for (const sub of Object.keys(left[key]))
              if (JSON.stringify((left[key] as never)[sub]) !== JSON.stringify((right[key] as never)[sub]))
                console.log(
                  key,
                  sub,
                  JSON.stringify((left[key] as never)[sub]).slice(0, 300),
                  JSON.stringify((right[key] as never)[sub]).slice(0, 300),
                )
      }
      const fast = median(rolled)
      const slow = median(raw)
      console.log(
        `${String(days).padStart(4)} d   ${ms(fast)}            ${ms(slow)}        ${(slow / fast).toFixed(1).padStart(5)}x   ${same ? 'yes' : 'NO'}`,
      )
    }
    console.log(
      `(rollup: median of ${RUNS} runs; raw rows: one run; the page data is every figure of all four views)`,
    )
  } finally {
    await drop()
  }
}
