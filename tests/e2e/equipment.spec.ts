import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, loginAs, snap, test } from './fixtures.ts'

// Spec §2.12 Equipment Management, built out by issue 8: Add Equipment, search, status changes, CSV
// export, and a maintenance plan with a service log.

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const today = () => isoDay(new Date())
const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY_MS))
/** How the page shows a calendar date in English (en-GB, medium). */
const shown = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )

const uniqueSerial = () => `E2E-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`

async function openEquipment(page: Page) {
  await page.goto('/equipment')
  await expect(page.getByRole('heading', { level: 1, name: 'Equipment Management' })).toBeVisible()
}

async function addEquipment(
  page: Page,
  item: { model: string; serial: string; type: string; delivery: string },
) {
  await page.getByRole('button', { name: 'Add Equipment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Equipment' })
  await dialog.getByLabel('Model').fill(item.model)
  await dialog.getByLabel('Serial Number').fill(item.serial)
  await dialog.getByLabel('Type').fill(item.type)
  await dialog.getByLabel('Status').selectOption({ label: 'Active' })
  await dialog.getByLabel('Delivery Date').fill(item.delivery)
  await dialog.getByLabel('Dealer').selectOption({ label: 'Nordic Tuning Oslo AS, Oslo' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  return dialog
}

/** No serious or critical axe violations on the page as it is now. */
async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([])
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search equipment' })
const rows = (page: Page) => page.getByTestId('equipment-row')

test('an admin adds equipment, finds it by serial number, changes its status and exports it', async ({
  page,
}) => {
  await loginAs(page, 'admin')
  await openEquipment(page)
  await expect(page.getByRole('tab', { name: 'Equipment' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Service Schedules' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Maintenance' })).toBeVisible()
  // The seeded equipment is listed, newest first.
  await expect(rows(page).first()).toBeVisible()
  await snap(page, 'equipment-desktop-list')
  await expectNoSeriousA11yViolations(page)

  const serial = uniqueSerial()
  const dialog = await addEquipment(page, {
    model: 'PowerDyno 4WD 900',
    serial,
    type: 'Dyno',
    delivery: '2025-05-02',
  })
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Equipment added')).toBeVisible()

  // Case-insensitive search on the serial number finds exactly the new item.
  await search(page).fill(serial.toLowerCase())
  await expect(page.getByTestId('equipment-count')).toHaveText('1 item')
  await expect(rows(page)).toHaveCount(1)
  const row = rows(page).first()
  await expect(row).toContainText('PowerDyno 4WD 900')
  await expect(row).toContainText(serial)
  await expect(row).toContainText('Nordic Tuning Oslo AS')
  await expect(row).toContainText('Active')
  await expect(row).toContainText(shown('2025-05-02'))

  // The same serial number again is refused, under the field, and the form keeps what was typed.
  const duplicate = await addEquipment(page, {
    model: 'Another model',
    serial: serial.toLowerCase(),
    type: 'Dyno',
    delivery: '2025-06-01',
  })
  await expect(duplicate.getByText('Equipment with this serial number already exists')).toBeVisible()
  await expect(duplicate.getByLabel('Model')).toHaveValue('Another model')
  await snap(page, 'equipment-desktop-duplicate-serial')
  await duplicate.getByRole('button', { name: 'Cancel' }).click()

  // Status change from the row menu.
  await row.getByRole('button', { name: `Actions for ${serial}` }).click()
  await page.getByRole('menuitemradio', { name: 'Maintenance' }).click()
  await expect(page.getByText('Status changed to Maintenance')).toBeVisible()
  await expect(row.getByTestId('equipment-status')).toHaveText('Maintenance')
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Maintenance' })
  await expect(rows(page)).toHaveCount(1)
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Retired' })
  await expect(page.getByText('No equipment matches your search.')).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' })
  await expect(rows(page)).toHaveCount(1)

  // Export CSV downloads the rows of the current search.
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toMatch(/^equipment-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'Model,Serial number,Type,Status,Delivery date,Dealer,Dealer code,City,Country,Service interval (days),Last service,Next service due,Overdue,Created',
  )
  expect(lines).toHaveLength(2)
  expect(lines[1]).toBe(
    `PowerDyno 4WD 900,${serial},Dyno,maintenance,2025-05-02,Nordic Tuning Oslo AS,NO-OSL-001,Oslo,Norway,,,,,${today()}`,
  )
})

test('an admin sets a maintenance plan, records a service and sees the next due date', async ({ page }) => {
  await loginAs(page, 'admin')
  await openEquipment(page)
  const serial = uniqueSerial()
  await addEquipment(page, { model: 'EmiCheck 600', serial, type: 'Emission tester', delivery: '2025-01-10' })
  await expect(page.getByText('Equipment added')).toBeVisible()
  await search(page).fill(serial)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('No plan')

  await rows(page)
    .first()
    .getByRole('button', { name: `Actions for ${serial}` })
    .click()
  await page.getByRole('menuitem', { name: 'Service plan and log' }).click()
  const dialog = page.getByRole('dialog', { name: 'Service plan and log' })
  await expect(dialog.getByText('No maintenance plan yet.')).toBeVisible()

  // A 90-day plan counted from delivery (2025-01-10) fell due on 2025-04-10: overdue.
  await dialog.getByLabel('Service interval (days)').fill('90')
  await dialog.getByRole('button', { name: 'Save Plan' }).click()
  await expect(page.getByText('Maintenance plan saved')).toBeVisible()
  const summary = dialog.getByTestId('plan-summary')
  await expect(summary).toContainText('Every 90 days')
  await expect(summary).toContainText('Never')
  await expect(summary).toContainText(shown('2025-04-10'))
  await expect(summary.getByTestId('due-label')).toHaveAttribute('data-overdue', 'true')
  await expect(summary).toContainText('Overdue')

  // A future service date is refused by the server's rule, shown under the field.
  const record = dialog.getByRole('form', { name: 'Record service' })
  await record.getByLabel('Service date').fill(daysFromToday(2))
  await record.getByLabel('Work done').fill('Annual gas calibration')
  await record.getByRole('button', { name: 'Record Service' }).click()
  await expect(record.getByText('Service date cannot be in the future')).toBeVisible()
  await expect(record.getByLabel('Work done')).toHaveValue('Annual gas calibration')

  // Recorded today: the interval restarts, due in 90 days and no longer overdue.
  await record.getByLabel('Service date').fill(today())
  await record.getByLabel('Performed by (optional)').fill('Kari Nordmann')
  await record.getByRole('button', { name: 'Record Service' }).click()
  await expect(page.getByText('Service recorded')).toBeVisible()
  await expect(summary).toContainText(shown(daysFromToday(90)))
  await expect(summary).toContainText('Due in 90 days')
  await expect(summary.getByTestId('due-label')).toHaveAttribute('data-overdue', 'false')
  await expect(summary).toContainText(shown(today()))
  const entry = dialog.getByTestId('service-entry').first()
  await expect(entry).toContainText('Annual gas calibration')
  await expect(entry).toContainText('Kari Nordmann')
  await expect(entry).toContainText('Recorded by')
  await snap(page, 'equipment-desktop-service-plan')
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')

  // The list shows the new due date; the schedule lists the plan; it is not due within 30 days.
  await expect(rows(page).first()).toContainText(shown(daysFromToday(90)))
  await page.getByRole('tab', { name: 'Service Schedules' }).click()
  const schedule = page.getByRole('list', { name: 'Service schedules' })
  await expect(schedule.getByTestId('schedule-row').filter({ hasText: serial })).toContainText(
    'Due in 90 days',
  )
  await snap(page, 'equipment-desktop-schedules')
  await page.getByRole('tab', { name: 'Maintenance' }).click()
  const due = page.getByRole('list', { name: 'Due in the next 30 days' })
  // The seed has overdue and due-soon items across dealers (overdue first).
  await expect(due.getByTestId('schedule-row').first()).toContainText('Overdue')
  await expect(due).not.toContainText(serial)
  await expect(page.getByRole('list', { name: 'Recent services' })).toContainText('Annual gas calibration')
  await snap(page, 'equipment-desktop-maintenance')
  await expectNoSeriousA11yViolations(page)
})

test('a trainer sees equipment read-only', async ({ page }) => {
  await loginAs(page, 'trainer')
  await openEquipment(page)
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Equipment' })).toHaveCount(0)
  await expect(page.getByText('You can view equipment;')).toBeVisible()
  await rows(page)
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Service plan and log' }).click()
  const dialog = page.getByRole('dialog', { name: 'Service plan and log' })
  await expect(dialog.getByRole('heading', { name: 'Service log' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Record Service' })).toHaveCount(0)
})

test('equipment fits a phone screen @phone', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'phone',
    'narrow screens only: the cards replace the table below 768 px',
  )
  await loginAs(page, 'support_agent')
  await openEquipment(page)
  const cards = page.getByTestId('equipment-card')
  await expect(cards.first()).toBeVisible()
  // A seeded item with a maintenance plan (src/server/db/seed/demo-maintenance.ts).
  await search(page).fill('pd4-800-2023')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('PowerDyno 4WD 800')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  await snap(page, 'equipment-phone-list')
  await cards
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click()
  await page.getByRole('menuitem', { name: 'Service plan and log' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Service plan and log' }).getByTestId('plan-summary'),
  ).toBeVisible()
  await snap(page, 'equipment-phone-service-plan')
  await page.keyboard.press('Escape')
  await page.getByRole('tab', { name: 'Maintenance' }).click()
  await expect(page.getByRole('list', { name: 'Due in the next 30 days' })).toBeVisible()
  await snap(page, 'equipment-phone-maintenance')
})
