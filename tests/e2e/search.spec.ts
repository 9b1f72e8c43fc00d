import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_DEALER_CODE } from '#server/db/seed/demo-content'
import { adminApi, expect, loginAs, snap, test } from './fixtures.ts'

// Seeded by the demo content: the demo dealer staff belong to Nordic Tuning Oslo AS (NO-OSL-001).
const OWN_DEALER = 'Nordic Tuning Oslo AS'
const OTHER_DEALER_CODE = 'SE-GOT-001'

async function dealerIdByCode(baseURL: string, code: string): Promise<string> {
  const api = await adminApi(baseURL)
  try {
    const body = await (await api.get(`/api/dealers?search=${encodeURIComponent(code)}`)).json()
    const dealer = body.dealers.find((candidate: { dealerCode: string }) => candidate.dealerCode === code)
    expect(dealer, code).toBeTruthy()
    return dealer.id as string
  } finally {
    await api.dispose()
  }
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const searchInput = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search DealerPilot' })

async function openWithShortcut(page: Page) {
  // The shortcut works once the shell (and its top bar) has rendered, like for a person looking at it.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+k')
  await expect(searchDialog(page)).toBeVisible()
  await expect(searchInput(page)).toBeFocused()
}

test.describe('global search', () => {
  test('as admin, Ctrl+K opens search, a dealer is found by name and Enter opens it', async ({
    page,
    baseURL,
  }) => {
    const dealerId = await dealerIdByCode(baseURL!, DEMO_DEALER_CODE)
    await loginAs(page, 'admin')
    await openWithShortcut(page)

    await searchInput(page).fill('nordic tuning')
    await expect(searchDialog(page).getByText('Searching...')).toBeVisible()
    const option = searchDialog(page).getByRole('option', { name: new RegExp(OWN_DEALER) })
    await expect(option).toBeVisible()
    await expect(searchDialog(page).getByRole('group', { name: 'Dealers' })).toBeVisible()
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await snap(page, 'search-dialog-1280')

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    )
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([])

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/dealers/${dealerId}$`))
    await expect(searchDialog(page)).toBeHidden()
  })

  test("a dealer user finds their own dealer but never another dealer's code", async ({ page }) => {
    await loginAs(page, 'dealer_user')
    await openWithShortcut(page)

    await searchInput(page).fill(OTHER_DEALER_CODE)
    await expect(searchDialog(page).getByText(`No results found for "${OTHER_DEALER_CODE}"`)).toBeVisible()
    await expect(searchDialog(page).getByRole('option')).toHaveCount(0)

    await searchInput(page).fill(DEMO_DEALER_CODE)
    await expect(searchDialog(page).getByRole('option', { name: new RegExp(OWN_DEALER) })).toBeVisible()
    await expect(searchDialog(page).getByText(/No results found/)).toBeHidden()
  })

  test('works with the keyboard alone: open, move, open a page, close with Esc', async ({ page }) => {
    await loginAs(page, 'admin')
    const trigger = page.getByRole('button', { name: 'Search', exact: true })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(searchInput(page)).toBeFocused()

    // Esc closes the dialog and gives focus back to the trigger.
    await page.keyboard.press('Escape')
    await expect(searchDialog(page)).toBeHidden()
    await expect(trigger).toBeFocused()

    await openWithShortcut(page)
    await page.keyboard.type('analytics')
    const pages = searchDialog(page).getByRole('group', { name: 'Pages' })
    // Titles that start with the query come first.
    await expect(pages.getByRole('option')).toHaveText(['Analytics', 'Dealer Analytics'])
    await expect(pages.getByRole('option', { name: 'Analytics', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('ArrowDown')
    await expect(pages.getByRole('option', { name: 'Dealer Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dealer-analytics$/)
    await expect(searchDialog(page)).toBeHidden()

    // Ctrl+K toggles: a second press closes the dialog again.
    await openWithShortcut(page)
    await page.keyboard.press('ControlOrMeta+k')
    await expect(searchDialog(page)).toBeHidden()
  })

  test('on a phone-sized screen the trigger is an icon button and the dialog fits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAs(page, 'dealer_manager')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await searchInput(page).fill('oslo')
    await expect(searchDialog(page).getByRole('option', { name: new RegExp(OWN_DEALER) })).toBeVisible()
    const box = await searchDialog(page).boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await snap(page, 'search-dialog-390')
  })
})
