import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import { equipmentMaintenancePlans, equipmentServiceEntries } from '#server/db/schema/equipment-service'
import { glossaryGroups, glossaryTerms } from '#server/db/schema/glossary'
import { kbEntries } from '#server/db/schema/knowledge'
import { newsArticles } from '#server/db/schema/news'
import { onboardingPrograms, onboardingSteps } from '#server/db/schema/onboarding'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { DEMO_DEALER_CODE } from './demo-content.ts'
import { DEMO_GLOBAL_GLOSSARY } from './demo-glossary.ts'
import { isDatabaseEmpty, refuseDocumentedDemoPassword, seedDemoData } from './seed.ts'

const PASSWORD = 'Demo-Password-77'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  expect(await isDatabaseEmpty(t.db)).toBe(true)
  await seedDemoData(t.db, { password: PASSWORD })
})
afterAll(async () => {
  await t.close()
})

async function counts() {
  const tables = {
    user,
    dealers,
    dealerEquipment,
    equipmentMaintenancePlans,
    equipmentServiceEntries,
    onboardingPrograms,
    onboardingSteps,
    newsArticles,
    bots,
    kbEntries,
    glossaryGroups,
    glossaryTerms,
  }
  const result: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables))
    result[name] = (await t.db.select({ n: count() }).from(table))[0].n
  return result
}

describe('demo seed', () => {
  it('creates the demo data of the issue', async () => {
    const seeded = await counts()
    expect(seeded.user).toBe(8)
    expect(seeded.dealers).toBeGreaterThanOrEqual(5)
    expect(seeded.onboardingPrograms).toBe(2)
    expect(seeded.bots).toBe(3)
    expect(seeded.kbEntries).toBeGreaterThan(40)
    // Issue 33: a global glossary of the tuning trade's words.
    expect(seeded.glossaryGroups).toBe(DEMO_GLOBAL_GLOSSARY.length)
    expect(seeded.glossaryTerms).toBe(DEMO_GLOBAL_GLOSSARY.flatMap((group) => group.terms).length)
    // Issue 8: demo maintenance plans with their service logs.
    expect(seeded.equipmentMaintenancePlans).toBeGreaterThanOrEqual(6)
    expect(seeded.equipmentServiceEntries).toBeGreaterThan(seeded.equipmentMaintenancePlans)
    const countries = await t.db.selectDistinct({ country: dealers.country }).from(dealers)
    expect(countries.map((row) => row.country).sort()).toEqual(['Denmark', 'Norway', 'Sweden'])
    const languages = await t.db.selectDistinct({ language: kbEntries.languageCode }).from(kbEntries)
    expect(languages.map((row) => row.language).sort()).toEqual(['en', 'no', 'sv'])
    const categories = await t.db.selectDistinct({ category: newsArticles.category }).from(newsArticles)
    expect(categories).toHaveLength(6)
  })

  it('is idempotent', async () => {
    const before = await counts()
    await seedDemoData(t.db, { password: PASSWORD })
    expect(await counts()).toEqual(before)
    expect(await isDatabaseEmpty(t.db)).toBe(false)
  })

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.roles] as const))(
    '%s signs in with the demo password and has its role',
    async (email, roles) => {
      const cookie = await t.signIn(email, PASSWORD)
      const me = await (await t.request('/api/me', { cookie })).json()
      expect(me.roles).toEqual(roles)
      expect(me.profile.profileCompleted).toBe(true)
      if (email.startsWith('dealer.'))
        expect(me.dealers.map((dealer: { dealerCode: string }) => dealer.dealerCode)).toEqual([
          DEMO_DEALER_CODE,
        ])
      else expect(me.dealers).toEqual([])
    },
  )

  it('the demo dealer user sees only the demo dealer', async () => {
    const cookie = await t.signIn('dealer.user@example.com', PASSWORD)
    const body = await (await t.request('/api/dealers', { cookie })).json()
    expect(body.dealers.map((dealer: { dealerCode: string }) => dealer.dealerCode)).toEqual([
      DEMO_DEALER_CODE,
    ])
    const [other] = await t.db.select().from(dealers).where(eq(dealers.dealerCode, 'SE-GOT-001'))
    expect((await t.request(`/api/dealers/${other.id}`, { cookie })).status).toBe(404)
  })
})

describe('demo seed in production (issue 32)', () => {
  it('`npm run db:seed` refuses the documented demo password, before touching the database', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'dealerpilot-seed-')), 'data')
    const { DATABASE_URL: _url, DEMO_PASSWORD: _password, SEED_DEMO_DATA: _seed, ...inherited } = process.env
    try {
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/server/db/seed/seed-cli.ts'],
        {
          env: { ...inherited, NODE_ENV: 'production', DATA_DIR: dataDir },
        },
      )
      const failure = await run.then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      )
      expect(failure?.code).toBe(1)
      expect(failure?.stderr).toContain('Refusing to create the demo accounts in production')
      expect(existsSync(dataDir)).toBe(false)
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true })
    }
  })

  it('allows a password of your own in production, and the documented one elsewhere', () => {
    expect(() =>
      refuseDocumentedDemoPassword({ NODE_ENV: 'production', DEMO_PASSWORD: 'DealerPilot-demo-2026' }),
    ).toThrow(/Set DEMO_PASSWORD/)
    expect(() =>
      refuseDocumentedDemoPassword({ NODE_ENV: 'production', DEMO_PASSWORD: 'A-secret-of-our-own-1' }),
    ).not.toThrow()
    for (const NODE_ENV of ['development', 'test'] as const)
      expect(() =>
        refuseDocumentedDemoPassword({ NODE_ENV, DEMO_PASSWORD: 'DealerPilot-demo-2026' }),
      ).not.toThrow()
  })
})
