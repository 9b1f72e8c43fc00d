import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

// These tests are about the welcome tour, so the fixture must not dismiss it beforehand.
test.use({ showTour: true })

const tour = (page: Page) => page.getByRole('dialog')

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
}

/**
 * Screenshots at the desktop width, then the phone width, and back. A dialog is shot as the screen
 * shows it (a full-page shot would stretch the page behind the fixed overlay).
 */
async function snapBothWidths(page: Page, name: string, { dialog = false } = {}) {
  const shoot = (file: string) =>
    dialog ? page.screenshot({ path: `test-results/screenshots/${file}.png` }) : snap(page, file)
  await shoot(`${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
  await shoot(`${name}-390`)
  await page.setViewportSize({ width: 1280, height: 800 })
}

test.describe('guarded page flow (spec §2.6, §4)', () => {
  test('incomplete profile -> complete-profile form -> welcome tour -> page; Never Show Again sticks', async ({
    page,
    baseURL,
  }) => {
    test.slow()
    // An invitation for "Kari" alone leaves the last name empty: a real way to an incomplete profile.
    const account = await invitedAccount(baseURL!, { fullName: 'Kari', role: 'standard_user' })
    await signInWith(page, account.email, account.password)

    await expect(page.getByRole('heading', { name: 'Complete Your Profile', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByLabel('First Name')).toHaveValue('Kari')
    await expect(page.getByLabel('Last Name')).toHaveValue('')
    await expectNoSeriousAxeViolations(page)
    await snapBothWidths(page, 'guarded-complete-profile')

    await page.getByRole('button', { name: 'Complete Profile' }).click()
    await expect(page.getByText('Last name is required')).toBeVisible()

    await page.getByLabel('Last Name').fill('Nordmann')
    await page.getByLabel('Department (optional)').fill('Sales')
    await page.getByLabel('Email Signature (optional)').fill('Kari Nordmann\nSales, DealerPilot')
    await page.getByRole('button', { name: 'Complete Profile' }).click()
    await expect(page.getByText('Profile Updated')).toBeVisible()
    await expect(page.getByText('Your profile has been completed successfully!')).toBeVisible()

    // Step 1: welcome with the role badges and the module count.
    await expect(tour(page).getByRole('heading', { name: 'Welcome to DealerPilot, Kari!' })).toBeVisible()
    await expect(tour(page).getByText('Step 1 of 3')).toBeVisible()
    // Issue 35 item 6: the tour opens on its primary action.
    await expect(tour(page).getByRole('button', { name: 'Next' })).toBeFocused()
    await expect(tour(page).getByText('Standard User', { exact: true })).toBeVisible()
    await expect(tour(page).getByText('Your roles give you access to 3 modules.')).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await snapBothWidths(page, 'guarded-tour-step-1', { dialog: true })

    // Step 2: the modules of spec §6 for standard_user.
    await tour(page).getByRole('button', { name: 'Next' }).click()
    await expect(tour(page).getByRole('heading', { name: 'Your Modules' })).toBeVisible()
    const modules = tour(page).getByRole('list', { name: 'Your modules' }).getByRole('listitem')
    await expect(modules).toHaveCount(3)
    for (const name of ['Basic Training', 'Personal Dashboard', 'Support Chat']) {
      await expect(tour(page).getByText(name, { exact: true })).toBeVisible()
    }
    await snapBothWidths(page, 'guarded-tour-step-2', { dialog: true })

    // Step 3.
    await tour(page).getByRole('button', { name: 'Next' }).click()
    await expect(tour(page).getByRole('heading', { name: "You're All Set" })).toBeVisible()
    await expect(tour(page).getByRole('button', { name: 'Get Started' })).toBeVisible()
    await expect(tour(page).getByRole('button', { name: 'Next' })).toHaveCount(0)
    await snapBothWidths(page, 'guarded-tour-step-3', { dialog: true })

    await tour(page).getByRole('button', { name: 'Never Show Again' }).click()
    await expect(tour(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Account menu for Kari Nordmann' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('onboarding-tour-dismissed'))).toBe('true')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Account menu for Kari Nordmann' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toHaveCount(0)
    await expect(tour(page)).toHaveCount(0)
  })

  test('Skip Tour hides the tour for good', async ({ page }) => {
    await loginAs(page, 'trainer')
    await expect(tour(page).getByRole('heading', { name: 'Welcome to DealerPilot, Tone!' })).toBeVisible()
    await tour(page).getByRole('button', { name: 'Skip Tour' }).click()
    await expect(tour(page)).toHaveCount(0)

    await page.reload()
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible()
    await expect(tour(page)).toHaveCount(0)
  })

  test('Get Started hides the tour for this visit only; the next full page load shows it again', async ({
    page,
  }) => {
    await loginAs(page, 'support_agent')
    await tour(page).getByRole('button', { name: 'Next' }).click()
    await tour(page).getByRole('button', { name: 'Next' }).click()
    await tour(page).getByRole('button', { name: 'Get Started' }).click()
    await expect(tour(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('onboarding-tour-dismissed'))).toBeNull()

    // Moving around inside the app does not bring it back.
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible()
    await expect(tour(page)).toHaveCount(0)

    // The next page load paints the tour first and the page behind it after (issue 12): the order in
    // which the two reach the document, noted from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { seenOrder: string[] }).seenOrder = seen
      new MutationObserver(() => {
        if (!seen.includes('tour') && document.querySelector('[role="dialog"]')) seen.push('tour')
        if (!seen.includes('page') && document.querySelector('nav')) seen.push('page')
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await expect(tour(page).getByRole('heading', { name: 'Welcome to DealerPilot, Sara!' })).toBeVisible()
    await expect(page.locator('nav').first()).toBeAttached()
    expect(await page.evaluate(() => (window as unknown as { seenOrder: string[] }).seenOrder)).toEqual([
      'tour',
      'page',
    ])
  })

  test('the tour shows the modules of the user’s roles (spec §6)', async ({ page }) => {
    await loginAs(page, 'admin')
    await expect(tour(page).getByText('Your roles give you access to 4 modules.')).toBeVisible()
    await expect(tour(page).getByText('Admin', { exact: true })).toBeVisible()
    await tour(page).getByRole('button', { name: 'Next' }).click()
    const adminModules = tour(page).getByRole('list', { name: 'Your modules' })
    for (const name of ['Analytics Dashboard', 'User Management', 'Training Centers', 'Chatbots']) {
      await expect(adminModules.getByText(name, { exact: true })).toBeVisible()
    }
    await expect(adminModules.getByRole('listitem')).toHaveCount(4)
    await expect(adminModules.getByText('Basic Training')).toHaveCount(0)

    // Escape closes it for this visit, like Get Started, and remembers nothing.
    await page.keyboard.press('Escape')
    await expect(tour(page)).toHaveCount(0)
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/auth$/)

    await loginAs(page, 'technical_specialist')
    await expect(tour(page).getByText('Technical Specialist', { exact: true })).toBeVisible()
    await tour(page).getByRole('button', { name: 'Next' }).click()
    const techModules = tour(page).getByRole('list', { name: 'Your modules' })
    for (const name of ['System Monitoring', 'API Documentation', 'Technical Support']) {
      await expect(techModules.getByText(name, { exact: true })).toBeVisible()
    }
    await expect(techModules.getByText('User Management')).toHaveCount(0)
  })

  // A self-registered account without roles and its tour: signup-modes.spec.ts, which opens sign-up
  // (issue 32: by invitation by default) and follows the sign-up to its first dashboard.

  test('the tour speaks the interface language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('preferred-language', 'sv'))
    await page.goto('/login')
    await page.locator('input[type=email]').fill('user@example.com')
    await page.locator('input[type=password]').fill('DealerPilot-demo-2026')
    await page.locator('form button[type=submit]').click()
    await expect(tour(page).getByRole('heading', { name: 'Välkommen till DealerPilot, Ulla!' })).toBeVisible()
    await expect(tour(page).getByText('Dina roller ger dig tillgång till 3 moduler.')).toBeVisible()
    await tour(page).getByRole('button', { name: 'Nästa' }).click()
    await expect(tour(page).getByText('Grundutbildning', { exact: true })).toBeVisible()
    await expect(tour(page).getByRole('button', { name: 'Hoppa över rundturen' })).toBeVisible()
    await expect(tour(page).getByRole('button', { name: 'Visa inte igen' })).toBeVisible()
  })
})
