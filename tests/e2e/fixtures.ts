import path from 'node:path'
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test'
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts'
import { readDroppedMail } from '#server/mail/mail-drop'

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'DealerPilot-demo-2026'

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['roles'][number]

export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roles.includes(role))
  if (!account) throw new Error(`No demo account for ${role}`)
  return account
}

/**
 * Creates a session directly: better-auth's own sign-in endpoint over HTTP, through the context's
 * request client, which shares the browser context's cookies. The page then holds the same session
 * cookie the login form would have got, without loading /login. The form itself is tested in the
 * auth specs (`loginThroughForm`).
 */
export async function signInOverHttp(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/api/auth/sign-in/email', { data: { email, password } })
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true)
}

/**
 * Signs a demo account in (a session created directly) and opens `startAt`, the dashboard unless
 * the test goes straight elsewhere.
 */
export async function loginAs(page: Page, role: DemoRole, startAt = '/dashboard') {
  const account = demoAccount(role)
  await signInOverHttp(page.context(), account.email, DEMO_PASSWORD)
  await page.goto(startAt)
  if (startAt === '/dashboard') await expect(page).toHaveURL(/\/dashboard$/)
  return account
}

/** Signs in through the login form, as a person would, and waits for the dashboard. */
export async function loginThroughForm(page: Page, role: DemoRole) {
  const account = demoAccount(role)
  await signInThroughForm(page, account.email, DEMO_PASSWORD)
  return account
}

/** An API session as the demo admin, for what a test needs done around the page under test. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL })
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return api
}

/**
 * The newest e-mail of a kind to an address, whole as its recipient got it. The outbox keeps links
 * hidden (issue 32), so the test server drops every mail into a directory (MAIL_DROP_DIR, set by
 * scripts/e2e-server.mjs per port) and this reads it there.
 */
export async function latestMail(baseURL: string, to: string, kind: string) {
  // The directory scripts/e2e-mail-dir.mjs names for the server on this port.
  const directory = path.resolve(import.meta.dirname, `../../.tmp/e2e-mail-${new URL(baseURL).port}`)
  await expect.poll(() => readDroppedMail(directory, to, kind).length).toBeGreaterThan(0)
  const mail = readDroppedMail(directory, to, kind)[0]
  return { ...mail, textBody: mail.text, link: mail.link ?? mail.text.match(/https?:\/\/\S+/)![0] }
}

/**
 * Holds back every script of the app until the returned function is called, as on a slow connection:
 * the page shows what it shows before any code. The route stays: once released, it lets every script
 * through. Tests using it block the service worker, which would otherwise answer for the scripts.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Saves a named screenshot next to the test results, to look at after the run. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
}

/**
 * Every test starts with the welcome tour dismissed (spec §4: the 'onboarding-tour-dismissed'
 * local setting), so pages are reachable without clicking through it; the tour's own tests opt in
 * with `test.use({ showTour: true })`.
 */
export const test = base.extend<{ showTour: boolean; signedInAs: DemoRole | null }>({
  showTour: [false, { option: true }],
  // `test.use({ signedInAs: 'admin' })`: each test's page starts with that demo account's session,
  // created directly (signInOverHttp); the test opens whatever page it is about.
  signedInAs: [null, { option: true }],
  page: async ({ page, showTour, signedInAs }, use) => {
    if (!showTour) await page.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
    if (signedInAs) await signInOverHttp(page.context(), demoAccount(signedInAs).email, DEMO_PASSWORD)
    await use(page)
  },
})
export { expect }

/**
 * A new account made the way the product makes them: the demo admin invites, the invitee accepts
 * with a password. A one-word full name leaves the last name empty, so the account meets the
 * complete-profile form (spec §2.6) on its first visit.
 */
export async function invitedAccount(
  baseURL: string,
  { fullName, role = 'standard_user', dealerId }: { fullName: string; role?: DemoRole; dealerId?: string },
) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`
  const password = 'Fjord-Tuning-9'
  const api = await adminApi(baseURL)
  try {
    const created = await api.post('/api/invitations', { data: { email, fullName, role, dealerId } })
    expect(created.status()).toBe(201)
    const token = new URL((await created.json()).inviteUrl).pathname.split('/').pop()!
    const accepted = await api.post(`/api/invitations/${token}/accept`, {
      data: { password, confirmPassword: password },
    })
    expect(accepted.status()).toBe(201)
  } finally {
    await api.dispose()
  }
  return { email, password }
}

/** Signs any account in (a session created directly) and opens the dashboard. */
export async function signInWith(page: Page, email: string, password: string) {
  await signInOverHttp(page.context(), email, password)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Signs in through the login form with any account and waits for the page after sign-in. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
