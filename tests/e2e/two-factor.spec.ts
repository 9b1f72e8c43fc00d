import { totpCode } from '#tests/helpers/totp'
import { expect, invitedAccount, loginAs, signInThroughForm, signInWith, snap, test } from './fixtures.ts'

// Issue 32: a new trainer sets up two-factor sign-in on the profile with codes this test computes
// itself (RFC 6238, as an authenticator app does), then signs in with a code and with a backup code.
test('two-factor sign-in: set up with a QR code, then sign in with a code and a backup code', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await invitedAccount(baseURL!, { fullName: 'Tove Tofaktor', role: 'trainer' })
  await signInWith(page, account.email, account.password)

  await page.goto('/profile')
  const card = page.locator('[data-slot=card]', {
    has: page.getByRole('heading', { name: 'Two-Factor Authentication' }),
  })
  await expect(card.getByText('Off', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Enable two-factor sign-in' }).click()
  await card.getByLabel('Your password').fill('not-my-password')
  await card.getByRole('button', { name: 'Continue' }).click()
  await expect(card.getByRole('alert')).toHaveText('That password is not right.')
  await card.getByLabel('Your password').fill(account.password)
  await card.getByRole('button', { name: 'Continue' }).click()

  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await card.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]+=*$/)
  await snap(page, 'two-factor-1-scan')
  await card.getByLabel('Code from the app').fill(totpCode(secret))
  await card.getByRole('button', { name: 'Confirm and enable' }).click()

  const codes = card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const backupCodes = await codes.allTextContents()
  await snap(page, 'two-factor-2-backup-codes')
  await card.getByRole('button', { name: 'I have saved my codes' }).click()
  await expect(card.getByText('On', { exact: true })).toBeVisible()
  await expect(codes).toHaveCount(0)

  // The password alone no longer signs in: the form asks for the app's code.
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  const codeField = page.getByLabel('Authentication code')
  await expect(codeField).toBeFocused()
  await codeField.fill(totpCode(secret, Date.now() - 10 * 60_000))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not right.')
  await snap(page, 'two-factor-3-code-step')
  await codeField.fill(totpCode(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // A backup code instead of the app, once.
  for (const attempt of ['first use', 'second use'] as const) {
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByRole('button', { name: 'Use a backup code instead' }).click()
    await page.getByLabel('Backup code').fill(backupCodes[0])
    await page.getByRole('button', { name: 'Verify' }).click()
    if (attempt === 'first use') {
      await expect(page).toHaveURL(/\/dashboard$/)
    } else {
      await expect(page.getByRole('alert')).toContainText(
        'That backup code is not valid or has already been used.',
      )
      await snap(page, 'two-factor-4-used-backup-code')
      await expect(page).toHaveURL(/\/login/)
    }
  }

  // User management shows who has it.
  const admin = await browser.newPage()
  // As the test fixture does for `page`: the welcome tour would cover the page.
  await admin.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  await loginAs(admin, 'admin', '/admin')
  await admin.getByLabel('Search users').fill(account.email)
  const row = admin.getByRole('listitem', { name: 'Tove Tofaktor' })
  await expect(row.getByText('Two-factor on')).toBeVisible()
  await snap(admin, 'two-factor-5-user-management')
  await admin.close()

  // Off again with the password; then the password alone signs in.
  await page.getByLabel('Backup code').fill(backupCodes[1])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/profile')
  await card.getByRole('button', { name: 'Disable two-factor sign-in' }).click()
  await card.getByLabel('Your password').fill(account.password)
  await card.getByRole('button', { name: 'Disable two-factor sign-in' }).click()
  await expect(card.getByText('Off', { exact: true })).toBeVisible()
  await page.context().clearCookies()
  await signInThroughForm(page, account.email, account.password)
})

test('staff who must use two-factor sign-in are sent to set it up first', async ({ page, baseURL }) => {
  const account = await invitedAccount(baseURL!, { fullName: 'Stine Stab', role: 'support_agent' })
  // The server side of the requirement (REQUIRE_TWO_FACTOR_FOR_STAFF, the 403s) is covered by
  // src/server/auth/two-factor.test.ts; this run's server leaves it off for the other specs, so here
  // GET /api/me says it is required, as it does when the setting is on.
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    await route.fulfill({ response, json: { ...body, twoFactor: { ...body.twoFactor, required: true } } })
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()

  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('Your administrator requires two-factor sign-in for your role.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0)
  await snap(page, 'two-factor-6-required')

  await page.getByRole('button', { name: 'Enable two-factor sign-in' }).click()
  await page.getByLabel('Your password').fill(account.password)
  await page.getByRole('button', { name: 'Continue' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '')
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm and enable' }).click()
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10)
  // Set up: the portal opens again.
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true }).first()).toBeVisible()
  await expect(page.getByText('Your administrator requires two-factor sign-in for your role.')).toHaveCount(0)
})
