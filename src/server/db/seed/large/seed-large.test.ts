import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { DatabaseNotEmptyError, seedLargeData } from './seed-large.ts'
import { scaledVolumes } from './volumes.ts'

// Issue 37 item 1 at a tiny scale (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the
// volumes and their ratios, determinism across two runs, and that the rows hang together.

const SCALE = 0.001
const PASSWORD = 'Large-Seed-Password-37'
const volumes = scaledVolumes(SCALE)
const apps: TestApp[] = []

beforeAll(async () => {
  for (let run = 0; run < 2; run++) {
    const t = await createTestApp()
    await seedLargeData(t.db, { scale: SCALE, password: PASSWORD })
    apps.push(t)
  }
}, 120_000)
afterAll(async () => {
  for (const t of apps) await t.close()
})

const LARGE_USERS = `(select id from "user" where email like '%@large.example.com')`

async function one(db: Database, query: ReturnType<typeof sql>): Promise<number | string> {
  const { rows } = await db.execute<{ value: number | string }>(query)
  return rows[0].value
}

/** Counts and checksums of the bulk rows only (the demo seed's rows carry random ids and today's date). */
async function fingerprint(db: Database) {
  const checksum = (table: string, where: string) =>
    one(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as value from ${table} t where ${where}`,
      ),
    )
  const largeUsers = `user_id in ${LARGE_USERS}`
  return {
    dealers: await checksum('dealers', `dealer_code like 'L-%'`),
    users: await checksum('"user"', `email like '%@large.example.com'`),
    sessions: await checksum('chat_sessions', largeUsers),
    messages: await checksum(
      'chat_messages',
      `session_id in (select id from chat_sessions where ${largeUsers})`,
    ),
    tickets: await checksum('tickets', largeUsers),
    knowledge: await checksum('kb_entries', `created_by in ${LARGE_USERS}`),
    audit: await checksum('audit_log', `details->>'source' = 'large-seed'`),
  }
}

describe('seed:large', () => {
  it('writes the scaled volumes', async () => {
    const db = apps[0].db
    const count = async (query: string) => Number(await one(db, sql.raw(query)))
    expect(await count(`select count(*) as value from dealers where dealer_code like 'L-%'`)).toBe(
      volumes.dealers,
    )
    expect(await count(`select count(*) as value from "user" where email like '%@large.example.com'`)).toBe(
      volumes.users,
    )
    expect(await count(`select count(*) as value from dealer_equipment where serial_number like 'L-%'`)).toBe(
      volumes.equipment,
    )
    expect(
      await count(
        `select count(*) as value from equipment_maintenance_plans p join dealer_equipment e on e.id = p.equipment_id where e.serial_number like 'L-%'`,
      ),
    ).toBe(volumes.equipment)
    const sessions = await count(
      `select count(*) as value from chat_sessions where user_id in ${LARGE_USERS}`,
    )
    expect(sessions).toBe(volumes.conversations)
    const messages = await count(
      `select count(*) as value from chat_messages m join chat_sessions s on s.id = m.session_id join "user" u on u.id = s.user_id where u.email like '%@large.example.com'`,
    )
    // One to nine question-and-answer pairs: ten messages a conversation on average.
    expect(messages / sessions).toBeGreaterThan(8)
    expect(messages / sessions).toBeLessThan(12)
    expect(
      await count(
        `select count(*) as value from tickets t join "user" u on u.id = t.user_id where u.email like '%@large.example.com'`,
      ),
    ).toBe(volumes.tickets)
    expect(
      await count(
        `select count(*) as value from documents d join dealers x on x.id = d.dealer_id where x.dealer_code like 'L-%'`,
      ),
    ).toBe(volumes.files)
    expect(
      await count(`select count(*) as value from audit_log where details->>'source' = 'large-seed'`),
    ).toBe(volumes.auditEntries)
    expect(await count(`select count(*) as value from analytics_daily_assistant`)).toBeGreaterThan(100)
  })

  it('writes the same rows on every run', async () => {
    expect(await fingerprint(apps[1].db)).toEqual(await fingerprint(apps[0].db))
  })

  it('keeps the rows related: messages in their users sessions, dealer people at dealers', async () => {
    const db = apps[0].db
    const count = async (query: string) => Number(await one(db, sql.raw(query)))
    // A ticket belongs to the user (and that user's dealer) of the conversation it escalated.
    expect(
      await count(
        `select count(*) as value from tickets t join chat_sessions s on s.id = t.session_id
         left join dealer_users du on du.user_id = t.user_id
         where s.user_id <> t.user_id or s.bot_id <> t.bot_id or t.dealer_id is distinct from du.dealer_id`,
      ),
    ).toBe(0)
    // Every conversation alternates the user's question and the answer, starting with the user.
    expect(
      await count(
        `select count(*) as value from (select session_id, bool_and(is_user) filter (where rn % 2 = 1) as asks,
           bool_or(is_user) filter (where rn % 2 = 0) as answers_by_user
         from (select session_id, is_user, row_number() over (partition by session_id order by created_at) as rn
               from chat_messages where session_id in (select id from chat_sessions where user_id in ${LARGE_USERS})) m
         group by session_id) s where not s.asks or s.answers_by_user`,
      ),
    ).toBe(0)
    // Dealer users and managers each work at exactly one dealer; staff at none.
    expect(
      await count(
        `select count(*) as value from "user" u join user_roles r on r.user_id = u.id
         where u.email like '%@large.example.com'
           and (select count(*) from dealer_users du where du.user_id = u.id)
             <> case when r.role in ('dealer_user', 'dealer_manager') then 1 else 0 end`,
      ),
    ).toBe(0)
    expect(
      await count(
        `select count(*) as value from dealers d where d.dealer_code like 'L-%' and not exists (select 1 from dealer_users du where du.dealer_id = d.id)`,
      ),
    ).toBe(0)
  })

  it('leaves the demo accounts signing in', async () => {
    await expect(apps[0].signIn('admin@example.com', PASSWORD)).resolves.toContain('=')
  })

  it('refuses a database that already holds data', async () => {
    await expect(seedLargeData(apps[0].db, { scale: SCALE, password: PASSWORD })).rejects.toBeInstanceOf(
      DatabaseNotEmptyError,
    )
  })
})
