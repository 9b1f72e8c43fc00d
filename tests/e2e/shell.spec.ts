import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Role } from '#shared/auth/roles'
import { expectNoSeriousViolations } from './axe.ts'
import { type DemoRole, expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

// Spec §2.3 sidebar per role, in order (plus the dealer-staff rules of issues 3 and 8, and issue 35:
// My Onboarding only for the dealer roles, who have a dealer).
const SIDEBAR: Record<Role, string[]> = {
  super_admin: [
    'Dashboard',
    'AI ChatBots',
    'File & Document Center',
    'Dealer Management',
    'Equipment Management',
    'Dealer Analytics',
    'News',
    'AI Bot Config',
    'User Management',
    'Analytics',
    'Escalations',
    'Onboarding Management',
    'Settings',
  ],
  admin: [
    'Dashboard',
    'AI ChatBots',
    'File & Document Center',
    'Dealer Management',
    'Equipment Management',
    'Dealer Analytics',
    'News',
    'AI Bot Config',
    'User Management',
    'Analytics',
    'Escalations',
    'Onboarding Management',
    'Settings',
  ],
  trainer: [
    'Dashboard',
    'AI ChatBots',
    'File & Document Center',
    'Dealer Management',
    'Equipment Management',
    'Dealer Analytics',
    'News',
    'AI Bot Config',
    'Analytics',
    'Escalations',
  ],
  support_agent: [
    'Dashboard',
    'AI ChatBots',
    'File & Document Center',
    'Dealer Management',
    'Equipment Management',
    'News',
    'Escalations',
  ],
  technical_specialist: ['Dashboard', 'AI ChatBots', 'File & Document Center', 'News'],
  standard_user: ['Dashboard', 'AI ChatBots', 'File & Document Center', 'News'],
  dealer_user: ['Dashboard', 'My Onboarding', 'AI ChatBots', 'File & Document Center', 'News', 'My Dealer'],
  dealer_manager: [
    'Dashboard',
    'My Onboarding',
    'AI ChatBots',
    'File & Document Center',
    'News',
    'My Dealer',
  ],
}

// Spec §2.3 bottom bar.
const BOTTOM_BAR: Record<Role, string[]> = {
  super_admin: ['Dashboard', 'Chat', 'Dealers', 'Files', 'Analytics'],
  admin: ['Dashboard', 'Chat', 'Dealers', 'Files', 'Analytics'],
  trainer: ['Dashboard', 'Chat', 'Dealers', 'Files', 'Analytics'],
  support_agent: ['Dashboard', 'Chat', 'Dealers', 'Files'],
  technical_specialist: ['Dashboard', 'Chat', 'Files'],
  standard_user: ['Dashboard', 'Chat', 'Files'],
  dealer_user: ['Dashboard', 'Chat', 'Files'],
  dealer_manager: ['Dashboard', 'Chat', 'Files'],
}

// Spec §2.5 module grid, in order.
const MODULES = [
  'Knowledge Base',
  'AI Assistants',
  'Dealer Management',
  'Training & Review',
  'Files',
  'Analytics',
  'News',
  'User Management',
]

// The modules each role may open. Issue 35: exactly the pages it opens, as the sidebar offers them
// (AI Assistants is the assistant list the sidebar calls AI ChatBots).
const AVAILABLE_MODULES: Record<Role, string[]> = {
  super_admin: MODULES,
  admin: MODULES,
  trainer: [
    'Knowledge Base',
    'AI Assistants',
    'Dealer Management',
    'Training & Review',
    'Files',
    'Analytics',
    'News',
  ],
  support_agent: ['Knowledge Base', 'AI Assistants', 'Dealer Management', 'Files', 'News'],
  technical_specialist: ['AI Assistants', 'Files', 'News'],
  standard_user: ['AI Assistants', 'Files', 'News'],
  dealer_user: ['AI Assistants', 'Files', 'News'],
  dealer_manager: ['AI Assistants', 'Files', 'News'],
}

const ROLES = Object.keys(SIDEBAR) as DemoRole[]

const sidebarLinks = (page: Page) => page.getByRole('complementary').getByRole('navigation').getByRole('link')

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([])
}

test.describe('navigation by role (desktop)', () => {
  for (const role of ROLES) {
    test(`${role} sees exactly its sidebar entries and module grid`, async ({ page }) => {
      await loginAs(page, role)
      await expect(sidebarLinks(page)).toHaveText(SIDEBAR[role])
      // The bottom bar belongs to narrow screens only.
      await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden()

      // Issue 35: the modules the role opens come first; the greyed ones wait behind 'Show all modules'.
      const grid = page.getByRole('region', { name: 'Modules' })
      const cards = grid.getByRole('listitem')
      const available = AVAILABLE_MODULES[role]
      const denied = MODULES.filter((title) => !available.includes(title))
      await expect(cards.getByRole('heading')).toHaveText(available)
      await expect(cards.getByText('Available', { exact: true })).toHaveCount(available.length)
      const showAll = grid.getByRole('button', { name: 'Show all modules' })
      if (denied.length === 0) await expect(showAll).toHaveCount(0)
      else {
        await expect(showAll).toHaveAttribute('aria-expanded', 'false')
        await showAll.click()
        await expect(showAll).toHaveAttribute('aria-expanded', 'true')
        await expect(cards.getByRole('heading')).toHaveText([...available, ...denied])
        for (const title of denied) {
          const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) })
          await expect(card.getByText('Access Denied', { exact: true })).toBeVisible()
          await expect(card.getByRole('button', { name: `Denied ${title}` })).toBeDisabled()
        }
      }
      await snap(page, `shell-dashboard-${role}-desktop`)
    })
  }
})

test.describe('navigation by role (phone) @phone', () => {
  for (const role of ROLES) {
    test(`${role} gets the bottom bar and the slide-in menu`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'narrow screens only')
      await loginAs(page, role)
      const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' })
      await expect(bottomBar.getByRole('link')).toHaveText(BOTTOM_BAR[role])
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden()

      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog')
      await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(SIDEBAR[role])
      await snap(page, `shell-menu-${role}-phone`)
      await menu.getByRole('link', { name: 'News' }).click()
      await expect(page).toHaveURL(/\/news$/)
      await expect(menu).toBeHidden()
      await snap(page, `shell-news-${role}-phone`)
    })
  }
})

test('a dealer on a phone sees the modules they open, then the news @phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the long scroll is the phone’s')
  await loginAs(page, 'dealer_user')
  const grid = page.getByRole('region', { name: 'Modules' })
  await expect(grid.getByRole('listitem').getByRole('heading')).toHaveText(AVAILABLE_MODULES.dealer_user)
  await expect(grid.getByText('Access Denied').filter({ visible: true })).toHaveCount(0)
  const showAll = grid.getByRole('button', { name: 'Show all modules' })
  await expect(showAll).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible()
  await snap(page, 'shell-dashboard-dealer_user-phone')
  await showAll.click()
  await expect(grid.getByText('Access Denied').filter({ visible: true })).toHaveCount(5)
  await expectNoSeriousViolations(page, 'section[aria-labelledby="modules-heading"]')
})

test.describe('the shell', () => {
  test('Ctrl+B collapses the sidebar to icons and the choice survives a reload', async ({ page }) => {
    await loginAs(page, 'admin')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
    expect((await sidebar.boundingBox())?.width).toBe(256)
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48)
    // Collapsed entries keep their names for assistive technology.
    await expect(sidebarLinks(page).first()).toHaveAccessibleName('Dashboard')
    await snap(page, 'shell-collapsed')
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)

    await page.reload()
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  })

  test('tooltips name the collapsed sidebar entries beside them, after a rest or at once on focus', async ({
    page,
  }) => {
    await loginAs(page, 'admin')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    // The shortcut works once the shell is on screen, as a person would see it before pressing.
    await expect(sidebar.getByRole('link', { name: 'Dealer Management', exact: true })).toBeVisible()
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    const tooltip = page.getByRole('tooltip')

    // A resting pointer opens it after the spec's 700 ms, beside the entry, described by it.
    const dealers = sidebar.getByRole('link', { name: 'Dealer Management', exact: true })
    const pointedAt = Date.now()
    await dealers.hover()
    await expect(tooltip).toHaveText('Dealer Management')
    // A lower bound only: a busy machine makes it later, never sooner.
    expect(Date.now() - pointedAt).toBeGreaterThanOrEqual(650)
    await expect(dealers).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!)
    const link = (await dealers.boundingBox())!
    const tip = (await tooltip.boundingBox())!
    expect(tip.x).toBeGreaterThanOrEqual(link.x + link.width)
    expect(Math.abs(tip.y + tip.height / 2 - (link.y + link.height / 2))).toBeLessThan(2)
    await snap(page, 'shell-collapsed-tooltip')

    // Escape closes it.
    await page.keyboard.press('Escape')
    await expect(tooltip).toHaveCount(0)
    await page.mouse.move(600, 400)

    // Keyboard focus opens the help button's tooltip at once, below it and within the viewport.
    const help = page.getByRole('button', { name: 'Help' })
    for (
      let presses = 0;
      presses < 60 && !(await help.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab')
    await expect(tooltip).toHaveText('Help')
    const button = (await help.boundingBox())!
    const below = (await tooltip.boundingBox())!
    expect(below.y).toBeGreaterThanOrEqual(button.y + button.height)
    expect(below.x + below.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await page.keyboard.press('Tab')
    await expect(tooltip).toHaveCount(0)
  })

  test('the top bar’s menus open from the keyboard and give focus back, their code loaded on the way', async ({
    page,
  }) => {
    await loginAs(page, 'admin')
    // ArrowDown on the language button: the menu's code loads, then it opens with its first item
    // focused, as Radix does for the keyboard, and the arrows move on from there.
    const language = page.getByRole('button', { name: /^Language/ })
    await expect(language).toHaveAttribute('aria-haspopup', 'menu')
    await language.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Norsk' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Svenska' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(language).toBeFocused()

    // Enter on the account button, then the same menu again from the real trigger it left behind.
    const account = page.getByRole('button', { name: /^Account menu for/ })
    await account.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(account).toBeFocused()
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible()
    // An open menu hides the rest of the page from assistive technology, its button included.
    await expect(page.locator('[aria-label^="Account menu for"]')).toHaveAttribute('aria-expanded', 'true')
  })

  test('a bookmarked page outside the role shows access denied, and the API refuses it', async ({ page }) => {
    await loginAs(page, 'dealer_user', '/admin')
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    await expect(page.getByText('Your roles do not give you access to User Management.')).toBeVisible()
    const response = await page.request.get('/api/outbox')
    expect(response.status()).toBe(403)
    await snap(page, 'shell-access-denied')
    await expectNoSeriousA11yViolations(page)
  })

  test('an unknown address shows the not-found page', async ({ page }) => {
    await loginAs(page, 'standard_user', '/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the account menu leads to the profile and signs out', async ({ page }) => {
    await loginAs(page, 'support_agent')
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('help lists the shortcuts and a guide for the user’s role', async ({ page }) => {
    await loginAs(page, 'trainer')
    await page.getByRole('button', { name: 'Help' }).click()
    const help = page.getByRole('dialog', { name: 'Help' })
    await expect(help.getByText('Open search')).toBeVisible()
    await expect(help.getByRole('heading', { name: 'Trainer' })).toBeVisible()
    await expect(help.getByRole('heading', { name: 'Admin' })).toHaveCount(0)
    await snap(page, 'shell-help')
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
    await expect(page.getByRole('button', { name: 'Help' })).toBeFocused()
  })

  test('the bell of a new account opens its empty state', async ({ page, baseURL }) => {
    // A new technical specialist: no role or event of the demo sends them notifications.
    const { email, password } = await invitedAccount(baseURL!, {
      fullName: 'Quiet Bell',
      role: 'technical_specialist',
    })
    await signInWith(page, email, password)
    await page.getByRole('button', { name: 'Notifications' }).click()
    await expect(page.getByRole('menu').getByText('No notifications')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
  })

  test('the skip link jumps to the main content', async ({ page }) => {
    await loginAs(page, 'standard_user')
    await page.reload()
    // Tab only once the page is there, so the first stop is the first focusable element of the app.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: /skip to main content/i })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })
})

test.describe('languages', () => {
  test('switching to Norwegian translates the shell at once and is remembered', async ({ page }) => {
    await loginAs(page, 'admin')
    await page.getByRole('button', { name: /^Language/ }).click()
    await expect(page.getByRole('menuitem', { name: /Deutsch/ })).toBeDisabled()
    await page.getByRole('menuitem', { name: /Norsk/ }).click()
    await expect(sidebarLinks(page).first()).toHaveText('Dashbord')
    await expect(page.getByRole('heading', { name: 'Moduler' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb')
    await page.reload()
    await expect(page.getByRole('heading', { name: /^Velkommen tilbake/ })).toBeVisible()
    await snap(page, 'shell-dashboard-no')

    await page.getByRole('button', { name: /^Språk/ }).click()
    await page.getByRole('menuitem', { name: /Svenska/ }).click()
    await expect(sidebarLinks(page).first()).toHaveText('Instrumentpanel')
    await expect(page.getByRole('heading', { name: /^Välkommen tillbaka/ })).toBeVisible()
    await snap(page, 'shell-dashboard-sv')
  })
})

test.describe('accessibility checks', () => {
  for (const path of ['/dashboard', '/files', '/news']) {
    test(`${path} has no serious or critical axe violations @phone`, async ({ page }) => {
      await loginAs(page, 'admin', path)
      await expect(page.locator('#main-content h1').first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
})
