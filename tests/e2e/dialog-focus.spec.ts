import type { Locator, Page } from '@playwright/test'
import { expect, loginAs, test } from './fixtures.ts'

// Issue 35 item 8: every dialog keeps the keyboard inside while open and gives focus back to what
// opened it when it closes. One of each kind: a dialog opened by a button through state, one opened
// from a dropdown menu item, and the navigation sheet on a phone.

const isFocusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement))

/** Tab and Shift+Tab go round the dialog's own controls and never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => isFocusInside(dialog)).toBe(true)
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]',
      ).length,
  )
  expect(stops).toBeGreaterThan(0)
  // One more press than there are stops: the last one wraps round to the first.
  for (let press = 0; press <= stops; press++) {
    await page.keyboard.press('Tab')
    expect(await isFocusInside(dialog), `focus after Tab ${press + 1} of ${stops + 1}`).toBe(true)
  }
  for (let press = 0; press <= stops; press++) {
    await page.keyboard.press('Shift+Tab')
    expect(await isFocusInside(dialog), `focus after Shift+Tab ${press + 1} of ${stops + 1}`).toBe(true)
  }
}

/** Escape closes the dialog and the opener has focus again, so the keyboard user is where they were. */
async function expectClosesBackTo(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

test.describe('dialogs trap focus and give it back', () => {
  test('a dialog opened by a button', async ({ page }) => {
    await loginAs(page, 'admin', '/equipment')
    const add = page.getByRole('button', { name: 'Add Equipment' })
    await add.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add Equipment' })
    await expect(dialog).toBeVisible()
    await expectFocusTrapped(page, dialog)
    await expectClosesBackTo(page, dialog, add)
  })

  test('a dialog opened from a dropdown menu item', async ({ page }) => {
    await loginAs(page, 'admin', '/equipment')
    const actions = page
      .getByTestId('equipment-row')
      .first()
      .getByRole('button', { name: /^Actions for / })
    await actions.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Service plan and log' })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Service plan and log' })
    await expect(dialog).toBeVisible()
    await expectFocusTrapped(page, dialog)
    await expectClosesBackTo(page, dialog, actions)
  })

  test('the navigation sheet on a phone @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the sheet replaces the sidebar on narrow screens')
    await loginAs(page, 'dealer_user')
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    await openMenu.focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog')
    await expect(sheet.getByRole('navigation')).toBeVisible()
    await expectFocusTrapped(page, sheet)
    await expectClosesBackTo(page, sheet, openMenu)
  })
})
