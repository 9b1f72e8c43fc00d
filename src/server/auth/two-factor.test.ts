import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema/auth'
import { createUser } from '#server/db/seed/factories'
import { TWO_FACTOR_SETUP_REQUIRED_CODE, TWO_FACTOR_USE_PASSWORD_CODE } from '#shared/auth/two-factor'
import { cookieFrom, createTestApp, type TestApp } from '#tests/helpers/test-app'
import { secretOfTotpUri, totpCode } from '#tests/helpers/totp'

// Issue 32: better-auth's two-factor plugin behind our routes, and the staff requirement.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

type Account = { id: string; email: string; password: string }

/** A code of the step before or after the current one would also pass; one far off must not. */
const wrongCode = (secret: string) => totpCode(secret, Date.now() - 10 * 60_000)

async function signedIn(
  app: TestApp,
  roles: NonNullable<Parameters<typeof createUser>[1]>['roles'] = ['trainer'],
) {
  const account = await createUser(app.db, { roles })
  return { account, cookie: await app.signIn(account.email, account.password) }
}

/** Enables two-factor sign-in through the API as the profile page does: password, then a code. */
async function enableTwoFactor(app: TestApp, cookie: string, password: string) {
  const enabled = await app.request('/api/auth/two-factor/enable', { cookie, json: { password } })
  expect(enabled.status).toBe(200)
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] }
  const secret = secretOfTotpUri(totpURI)
  const verified = await app.request('/api/auth/two-factor/verify-totp', {
    cookie,
    json: { code: totpCode(secret) },
  })
  expect(verified.status).toBe(200)
  // Enabling replaces the session (the user's flag is in it): the new cookie is the one to use.
  return { secret, backupCodes, cookie: cookieFrom(verified) }
}

/** The first step of a sign-in with two-factor: no session yet, only the plugin's challenge cookie. */
async function passwordStep(app: TestApp, account: Account) {
  const response = await app.request('/api/auth/sign-in/email', {
    json: { email: account.email, password: account.password },
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
  return cookieFrom(response)
}

const twoFactorEnabledOf = async (id: string) =>
  (await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, id)))[0]?.on

describe('enabling two-factor sign-in', () => {
  it('needs the password, then a code from the app before it is on', async () => {
    const { account, cookie } = await signedIn(t)
    const wrongPassword = await t.request('/api/auth/two-factor/enable', {
      cookie,
      json: { password: 'not-the-password' },
    })
    expect(wrongPassword.status).toBe(400)
    expect((await wrongPassword.json()).code).toBe('INVALID_PASSWORD')
    const missingPassword = await t.request('/api/auth/two-factor/enable', { cookie, json: {} })
    expect(missingPassword.status).toBe(400)

    const enabled = await t.request('/api/auth/two-factor/enable', {
      cookie,
      json: { password: account.password },
    })
    expect(enabled.status).toBe(200)
    const body = (await enabled.json()) as { totpURI: string; backupCodes: string[] }
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/DealerPilot:/)
    expect(body.backupCodes).toHaveLength(10)
    // Not on until a code confirms that the app has the secret.
    expect(await twoFactorEnabledOf(account.id)).toBe(false)
    const me = await (await t.request('/api/me', { cookie })).json()
    expect(me.twoFactor).toEqual({ enabled: false, required: false })

    const secret = secretOfTotpUri(body.totpURI)
    const refused = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      json: { code: wrongCode(secret) },
    })
    expect(refused.status).toBe(401)
    expect((await refused.json()).code).toBe('INVALID_CODE')
    const malformed = await t.request('/api/auth/two-factor/verify-totp', { cookie, json: { code: 12 } })
    expect(malformed.status).toBe(400)
    expect(await twoFactorEnabledOf(account.id)).toBe(false)

    const confirmed = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      json: { code: totpCode(secret) },
    })
    expect(confirmed.status).toBe(200)
    expect(await twoFactorEnabledOf(account.id)).toBe(true)
    const after = await (await t.request('/api/me', { cookie: cookieFrom(confirmed) })).json()
    expect(after.twoFactor).toEqual({ enabled: true, required: false })
  })
})

describe('signing in with two-factor', () => {
  it('asks for the code after the password and signs in only with a right one', async () => {
    const { account, cookie } = await signedIn(t)
    const { secret } = await enableTwoFactor(t, cookie, account.password)

    const challenge = await passwordStep(t, account)
    // The password alone is no session.
    expect(challenge).not.toMatch(/session_token=[^;\s]/)
    expect((await t.request('/api/me', { cookie: challenge })).status).toBe(401)

    const wrong = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      json: { code: wrongCode(secret) },
    })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).code).toBe('INVALID_CODE')

    const right = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      json: { code: totpCode(secret) },
    })
    expect(right.status).toBe(200)
    const session = cookieFrom(right)
    expect((await t.request('/api/me', { cookie: session })).status).toBe(200)
  })

  it('refuses a code without a pending sign-in', async () => {
    const response = await t.request('/api/auth/two-factor/verify-totp', { json: { code: '123456' } })
    expect(response.status).toBe(401)
  })

  it('takes each backup code once', async () => {
    const { account, cookie } = await signedIn(t)
    const { backupCodes } = await enableTwoFactor(t, cookie, account.password)
    const [code] = backupCodes

    const first = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(t, account),
      json: { code },
    })
    expect(first.status).toBe(200)
    expect((await t.request('/api/me', { cookie: cookieFrom(first) })).status).toBe(200)

    const again = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(t, account),
      json: { code },
    })
    expect(again.status).toBe(401)
    expect((await again.json()).code).toBe('INVALID_BACKUP_CODE')
    expect(cookieFrom(again)).not.toMatch(/session_token=[^;\s]/)
  })

  it('refuses sign-in by magic link for an account with two-factor', async () => {
    const { account, cookie } = await signedIn(t, ['support_agent'])
    await enableTwoFactor(t, cookie, account.password)
    await t.request('/api/auth/sign-in/magic-link', {
      json: { email: account.email, callbackURL: '/auth/callback', errorCallbackURL: '/login' },
    })
    const link = new URL(t.mailTo(account.email, 'magic_link')[0].link!)
    const response = await t.request(link.pathname + link.search)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/login?error=${TWO_FACTOR_USE_PASSWORD_CODE}`)
    expect(cookieFrom(response)).not.toMatch(/session_token=[^;\s]/)
  })
})

describe('disabling two-factor sign-in', () => {
  it('needs the password, and then the password alone signs in again', async () => {
    const { account, cookie: first } = await signedIn(t)
    const { cookie } = await enableTwoFactor(t, first, account.password)

    const wrong = await t.request('/api/auth/two-factor/disable', { cookie, json: { password: 'nope-nope' } })
    expect(wrong.status).toBe(400)
    expect(await twoFactorEnabledOf(account.id)).toBe(true)

    const disabled = await t.request('/api/auth/two-factor/disable', {
      cookie,
      json: { password: account.password },
    })
    expect(disabled.status).toBe(200)
    expect(await twoFactorEnabledOf(account.id)).toBe(false)
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    })
    expect(signIn.status).toBe(200)
    expect((await signIn.json()).twoFactorRedirect).toBeUndefined()
    expect((await t.request('/api/me', { cookie: cookieFrom(signIn) })).status).toBe(200)
  })
})

describe('user management', () => {
  it('shows who has two-factor sign-in', async () => {
    const { cookie: adminCookie } = await signedIn(t, ['admin'])
    const { account, cookie } = await signedIn(t)
    const other = await createUser(t.db, { roles: ['trainer'] })
    await enableTwoFactor(t, cookie, account.password)
    const body = await (await t.request('/api/users?limit=100', { cookie: adminCookie })).json()
    const byId = new Map(body.users.map((row: { id: string }) => [row.id, row]))
    expect(byId.get(account.id)).toMatchObject({ twoFactorEnabled: true })
    expect(byId.get(other.id)).toMatchObject({ twoFactorEnabled: false })
  })
})

describe('REQUIRE_TWO_FACTOR_FOR_STAFF', () => {
  let strict: TestApp
  beforeAll(async () => {
    strict = await createTestApp({ env: { REQUIRE_TWO_FACTOR_FOR_STAFF: 'true' } })
  })
  afterAll(async () => {
    await strict.close()
  })

  it('lets staff without two-factor reach only their own account until they set it up', async () => {
    const { account, cookie } = await signedIn(strict, ['admin'])
    const refused = await strict.request('/api/users', { cookie })
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.code).toBe(TWO_FACTOR_SETUP_REQUIRED_CODE)
    const me = await strict.request('/api/me', { cookie })
    expect(me.status).toBe(200)
    expect((await me.json()).twoFactor).toEqual({ enabled: false, required: true })

    const { cookie: withTwoFactor } = await enableTwoFactor(strict, cookie, account.password)
    expect((await strict.request('/api/users', { cookie: withTwoFactor })).status).toBe(200)
  })

  it('leaves dealer staff and standard users alone', async () => {
    for (const role of ['dealer_user', 'dealer_manager', 'standard_user'] as const) {
      const { cookie } = await signedIn(strict, [role])
      const response = await strict.request('/api/notifications', { cookie })
      expect(response.status, role).toBe(200)
      expect((await (await strict.request('/api/me', { cookie })).json()).twoFactor.required).toBe(false)
    }
  })
})

describe('the requireTwoFactorForStaff setting', () => {
  it('applies at once when an administrator switches it on and off on /settings', async () => {
    const { account: admin, cookie: withoutTwoFactor } = await signedIn(t, ['super_admin'])
    const { cookie } = await signedIn(t, ['trainer'])
    const setRequired = (on: boolean, adminCookie: string) =>
      t.request('/api/settings', {
        method: 'PATCH',
        json: { requireTwoFactorForStaff: on },
        cookie: adminCookie,
      })
    // An administrator without two-factor cannot require it: it would shut them out.
    const refused = await setRequired(true, withoutTwoFactor)
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toMatch(/your own profile/)
    const { cookie: adminCookie } = await enableTwoFactor(t, withoutTwoFactor, admin.password)

    expect((await t.request('/api/notifications', { cookie })).status).toBe(200)
    try {
      expect((await setRequired(true, adminCookie)).status).toBe(200)
      const shut = await t.request('/api/notifications', { cookie })
      expect(shut.status).toBe(403)
      expect((await shut.json()).error.code).toBe(TWO_FACTOR_SETUP_REQUIRED_CODE)
    } finally {
      expect((await setRequired(false, adminCookie)).status).toBe(200)
    }
    expect((await t.request('/api/notifications', { cookie })).status).toBe(200)
  })
})
