import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { dealers } from '#server/db/schema/dealers'
import { DEMO_DEALER_CODE } from '#server/db/seed/demo-content'
import { createUser } from '#server/db/seed/factories'
import { seedDemoData } from '#server/db/seed/seed'
import { ROLES, type Role } from '#shared/auth/roles'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

/** The second dealer of the demo data: enrolled in a program, no members until the fixture adds some. */
export const OTHER_DEALER_CODE = 'NO-BGO-002'

export interface SignedInUser {
  id: string
  email: string
  cookie: string
}

export interface SecurityFixture {
  t: TestApp
  /** One signed-in user per role; dealer roles belong to dealer A. */
  byRole: Record<Role, SignedInUser>
  dealerA: { id: string; user: SignedInUser; manager: SignedInUser }
  dealerB: { id: string; user: SignedInUser; manager: SignedInUser }
}

/**
 * A real app on a fresh database with the demo data (bots, knowledge, dealers with equipment,
 * programs, news, conversations), one account per role and dealer staff in two dealers.
 */
export async function createSecurityFixture(): Promise<SecurityFixture> {
  // Uploads (the cross-dealer files, anything a fuzzed request manages to store) stay out of ./data.
  const storageDir = mkdtempSync(path.join(tmpdir(), 'dealerpilot-security-'))
  const app = await createTestApp({ env: { STORAGE_DIR: storageDir } })
  const t: TestApp = {
    ...app,
    async close() {
      await app.close()
      rmSync(storageDir, { recursive: true, force: true })
    },
  }
  await seedDemoData(t.db, { password: 'Security-Fixture-2026' })
  const dealerIdOf = async (code: string) =>
    (await t.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.dealerCode, code)))[0].id
  const dealerAId = await dealerIdOf(DEMO_DEALER_CODE)
  const dealerBId = await dealerIdOf(OTHER_DEALER_CODE)

  async function signedIn(roles: Role[], dealerIds: string[] = []): Promise<SignedInUser> {
    const account = await createUser(t.db, { roles, dealerIds })
    return { id: account.id, email: account.email, cookie: await t.signIn(account.email, account.password) }
  }

  const byRole = {} as Record<Role, SignedInUser>
  for (const role of ROLES) {
    const dealerRole = role === 'dealer_user' || role === 'dealer_manager'
    byRole[role] = await signedIn([role], dealerRole ? [dealerAId] : [])
  }
  return {
    t,
    byRole,
    dealerA: { id: dealerAId, user: byRole.dealer_user, manager: byRole.dealer_manager },
    dealerB: {
      id: dealerBId,
      user: await signedIn(['dealer_user'], [dealerBId]),
      manager: await signedIn(['dealer_manager'], [dealerBId]),
    },
  }
}
