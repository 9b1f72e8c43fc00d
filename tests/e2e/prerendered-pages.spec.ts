import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, holdScripts, snap, test } from './fixtures.ts'

// Issue 12: the public pages (/ and /login) come prerendered in the browser's language
// (src/web/prerender), on screen before any of the app's code, and the app takes them over where
// they stand once their code is there.

// The scripts are held back as on a slow connection; the service worker must not answer for them.
test.use({ serviceWorkers: 'block' })

const prerendered = (page: Page) => page.locator('html[data-prerendered]')

test('the sign-in page is on screen before its code, and what was typed there is kept @phone', async ({
  page,
}, testInfo) => {
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(
    page.getByText("Don't have access? Contact your administrator for an invitation."),
  ).toBeVisible()
  await expect(prerendered(page)).toHaveAttribute('data-prerendered', 'en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled()
  await snap(page, `login-prerendered-${testInfo.project.name}`)

  // Typed before the code arrives: the e-mail whole, the password half, the caret in the password.
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD.slice(0, 8))
  await expect(prerendered(page)).toHaveCount(1)
  release()
  await expect(prerendered(page)).toHaveCount(0)

  // The app has the page now: the field keeps focus, typing goes on where it stopped.
  await page.keyboard.type(DEMO_PASSWORD.slice(8))
  await expect(page.getByLabel('Email')).toHaveValue('admin@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD)
  await expect(page.locator('main')).toHaveCount(1)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a tab clicked before the code is there opens once it is', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  await page.getByRole('tab', { name: 'Magic Link' }).click()
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true')
  release()
  await expect(page.getByRole('tab', { name: 'Magic Link' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: /magic link/i })).toBeDisabled()
  await page.getByLabel('Email').fill('tech@example.com')
  await expect(page.getByRole('button', { name: /magic link/i })).toBeEnabled()
  await expect(page.locator('[data-early-click]')).toHaveCount(0)
})

test.describe('in Swedish', () => {
  test.use({ locale: 'sv-SE' })

  test("is in the browser's language before the code, and the app goes on in it", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    release()
    await expect(prerendered(page)).toHaveCount(0)
    // The app's own page: the tabs work (the magic link's form is the app's).
    await page.getByRole('tab', { name: 'Inloggningslänk' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Inloggningslänk' })).toBeVisible()
    await expect(page.getByRole('button', { name: /inloggningslänk/i })).toBeVisible()
  })
})

test('a language chosen on this device wins over the browser’s: nothing shows in the other one', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('preferred-language', 'sv'))
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  // The English page is there but hidden, and its code is not held back by low priority.
  await expect(prerendered(page)).toHaveAttribute('data-prerendered', 'stale')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible()
  await expect(page.getByText('Sign in', { exact: true })).toHaveCount(0)
  await expect(prerendered(page)).toHaveCount(0)
})

test('the sign-in page with a query (here ?next=) is the app as before: its loader, then the page', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/login?next=%2Fprofile', { waitUntil: 'commit' })
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
  await expect(prerendered(page)).toHaveCount(0)
  release()
  await expect(page.getByText('Sign in to continue to that page.')).toBeVisible()
})

test('the welcome page is on screen before its code too, and its links work before and after', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.getByText('Enter the future of dealer management and optimization.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quick Access' })).toBeVisible()
  await expect(prerendered(page)).toHaveAttribute('data-prerendered', 'en')
  release()
  await expect(prerendered(page)).toHaveCount(0)
  await expect(page.locator('main')).toHaveCount(1)
  // The app's own link now: the router goes to /auth without loading the page again.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  await page.getByRole('link', { name: 'Press here to enter the future' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the shell it keeps for offline pages is the app, never a prerendered page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('dealerpilot.serviceWorker', 'on'))
    await page.goto('/login')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // Pages loaded under the worker's control, answered with prerendered pages.
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Quick Access' })).toBeVisible()
    const kept = await page.evaluate(async () => {
      const read = async (address: string) => (await caches.match(address))?.text() ?? null
      return { shell: await read('/index.html'), home: await read('/'), login: await read('/login') }
    })
    expect(kept.shell).toContain('<div id="root">')
    expect(kept.shell).not.toMatch(/<html[^>]*data-prerendered/)
    expect(kept.home).toBeNull()
    expect(kept.login).toBeNull()
  })
})
