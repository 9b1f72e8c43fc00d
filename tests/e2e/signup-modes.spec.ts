import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, demoAccount, expect, latestMail, snap, test } from './fixtures.ts'
import { holdSignupModeLock } from './signup-mode-lock.ts'

// Issue 32, spec §1: access is by invitation. The Sign Up tab says so until an administrator opens
// sign-up on /settings; then a sign-up is told to check its e-mail, confirms through the link, and
// lands on a dashboard that waits for an administrator to grant a role.

// The new account meets the welcome tour: this story is also the tour's for a user without roles.
test.use({ showTour: true })

async function adminSettings(page: Page) {
  // The admin's own tour is not the story here.
  await page.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  const admin = demoAccount('admin')
  await page.goto('/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
}

async function saveSignupMode(page: Page, label: 'Open sign-up' | 'By invitation only') {
  await page.getByRole('radio', { name: label }).check()
  await page.getByRole('button', { name: 'Save Settings' }).click()
  // The toast of an earlier save may still be on screen: the newest is this one.
  await expect(page.getByText('Settings saved').last()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled()
}

test('sign-up is by invitation until an admin opens it; a sign-up confirms and waits for access @phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  const shot = (name: string) => snap(page, `${name}-${testInfo.project.name}`)
  const release = await holdSignupModeLock(testInfo)
  const adminContext = await browser.newContext({ viewport: page.viewportSize() })
  try {
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expect(page.getByText('Access is by invitation')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0)
    await shot('signup-invite-only')

    const admin = await adminContext.newPage()
    await adminSettings(admin)
    await expect(admin.getByRole('radio', { name: 'By invitation only' })).toBeChecked()
    await saveSignupMode(admin, 'Open sign-up')
    await snap(admin, `settings-open-${testInfo.project.name}`)

    // The form, with the spec §5 rules; what was typed stays on an error.
    const email = `selma.${testInfo.project.name}.${Date.now()}@example.test`
    await page.reload()
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('First Name').fill('Selma')
    await page.getByLabel('Last Name').fill('Selvregistrert')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Fjord-Tuning-9')
    await page.getByLabel('Confirm Password').fill('Fjord-Tuning-8')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText("Passwords don't match")).toBeVisible()
    await expect(page.getByLabel('First Name')).toHaveValue('Selma')
    await page.getByLabel('Confirm Password').fill('Fjord-Tuning-9')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Check your email', { exact: true })).toBeVisible()
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    await shot('signup-check-email')

    // No session before the address is confirmed.
    await page.getByRole('tab', { name: 'Login' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Fjord-Tuning-9')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('Please confirm your e-mail address first.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)

    const mail = await latestMail(baseURL!, email, 'email_verification')
    await page.goto(mail.link)
    await expect(page).toHaveURL(/\/dashboard$/)
    const tour = page.getByRole('dialog')
    await expect(tour.getByRole('heading', { name: 'Welcome to DealerPilot, Selma!' })).toBeVisible()
    await expect(tour.getByText('No roles assigned')).toBeVisible()
    await expect(
      tour.getByText('No modules are available to you yet. Ask your administrator to assign you a role.'),
    ).toBeVisible()
    await tour.getByRole('button', { name: 'Skip Tour' }).click()
    await expect(tour).toHaveCount(0)

    await expect(page.getByRole('heading', { name: 'Waiting for access' })).toBeVisible()
    await expect(page.getByText('No roles assigned')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Modules' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Latest News' })).toHaveCount(0)
    await shot('signup-waiting-for-access')

    await saveSignupMode(admin, 'By invitation only')
  } finally {
    await adminContext.close()
    await release()
  }
})
