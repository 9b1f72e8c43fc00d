import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, loginAs, snap, test } from './fixtures.ts'

// Issue 11 /analytics from real rows. The demo seed (src/server/db/seed/demo-analytics.ts) puts
// conversations 1, 2, 3 and 5 days ago, 10, 15, 20 and 25 days ago, and 40, 60 and 80 days ago, so
// the periods differ by known amounts. Other specs chat in parallel today, which adds the same
// conversations to every period: the test compares differences between periods, read back to back.

const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}`).getByTestId('figure-value')

async function figureNumber(page: Page, id: string): Promise<number> {
  return Number(((await figure(page, id).textContent()) ?? '').replace(/\D/g, ''))
}

async function choosePeriod(page: Page, days: number) {
  await page.getByRole('button', { name: `${days} days`, exact: true }).click()
  await expect(page.getByRole('button', { name: `${days} days`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.locator(`[data-period="${days}"]`)).toHaveAttribute('aria-busy', 'false')
}

async function conversationsIn(page: Page, days: number): Promise<number> {
  await choosePeriod(page, days)
  return figureNumber(page, 'conversations')
}

test('an admin switches periods, opens a table view and exports the assistants view', async ({ page }) => {
  test.setTimeout(90_000)
  await loginAs(page, 'admin', '/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  // Default 30 days, compared with the 30 days before.
  await expect(page.getByRole('button', { name: '30 days', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByTestId('analytics-range')).toContainText('compared with the period from')
  await expect(figure(page, 'conversations')).toBeVisible()
  await snap(page, 'analytics-desktop-assistants-30d')

  // The seeded history: 4 conversations between 7 and 30 days ago, 3 between 30 and 90.
  await expect(async () => {
    const week = await conversationsIn(page, 7)
    const month = await conversationsIn(page, 30)
    const quarter = await conversationsIn(page, 90)
    expect(week).toBeGreaterThanOrEqual(4)
    expect(month - week).toBe(4)
    expect(quarter - month).toBe(3)
  }).toPass({ timeout: 45_000 })
  await choosePeriod(page, 90)
  await expect(page).toHaveURL(/period=90/)
  // The 90-day escalation reasons include the seeded knowledge gap, keyword and specialist tickets.
  const reasons = page.getByTestId('escalation-reasons')
  await reasons.getByRole('button', { name: 'Show table' }).click()
  const reasonTable = page.getByTestId('escalation-reasons-table')
  await expect(reasonTable).toBeVisible()
  await expect(reasons.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true')
  for (const reason of ['Knowledge gap', 'Specialist contact', 'Keyword', 'Manual'])
    await expect(reasonTable.getByRole('rowheader', { name: reason })).toBeVisible()
  const gaps = Number(
    await reasonTable
      .getByRole('row', { name: /Knowledge gap/ })
      .getByRole('cell')
      .textContent(),
  )
  expect(gaps).toBeGreaterThanOrEqual(1)
  await snap(page, 'analytics-desktop-assistants-90d-table')

  // Export the assistants view: the CSV carries the figures on screen.
  await expect(async () => {
    const shown = await figureNumber(page, 'conversations')
    const downloadPromise = page.waitForEvent('download')
    await page.getByTestId('export-assistants').click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^platform-analytics-assistants-90d-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await readFile(await download.path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(lines).toContain('Period (days),90')
    expect(lines.find((line) => line.startsWith('Conversations,'))).toMatch(
      new RegExp(`^Conversations,${shown},\\d+$`),
    )
    expect(lines.find((line) => line.startsWith('knowledge_gap,'))).toBe(`knowledge_gap,${gaps}`)
    expect(lines).not.toContain('Support,Period,Previous period')
  }).toPass({ timeout: 30_000 })

  // The other views.
  await page.getByRole('tab', { name: 'Support' }).click()
  await expect(figure(page, 'tickets-opened')).toBeVisible()
  await expect(figure(page, 'first-response')).not.toHaveText('–')
  await snap(page, 'analytics-desktop-support')
  await page.getByRole('tab', { name: 'Users and dealers' }).click()
  await expect(figure(page, 'active-users')).toBeVisible()
  await snap(page, 'analytics-desktop-users')
  await page.getByRole('tab', { name: 'Knowledge' }).click()
  await expect(figure(page, 'entries')).not.toHaveText('0')
  await snap(page, 'analytics-desktop-knowledge')

  // The printable report: every view, one after the other.
  await page.getByRole('button', { name: 'Printable report' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Platform analytics report' })).toBeVisible()
  for (const view of ['Assistants', 'Support', 'Users and dealers', 'Knowledge'])
    await expect(page.getByRole('heading', { level: 2, name: view })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('escalation-reasons-table')).toBeVisible()
  await snap(page, 'analytics-desktop-print')
  await page.emulateMedia({ media: 'screen' })
})

test('a trainer opens analytics; dealer staff and support agents may not', async ({ page }) => {
  await loginAs(page, 'trainer', '/analytics?period=7')
  await expect(page.getByRole('button', { name: '7 days', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(figure(page, 'conversations')).toBeVisible()
  await page.context().clearCookies()

  await loginAs(page, 'dealer_manager', '/analytics')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByTestId('figure-conversations')).toHaveCount(0)
  expect((await page.request.get('/api/analytics')).status()).toBe(403)
  await snap(page, 'analytics-desktop-dealer-denied')
  await page.context().clearCookies()

  await loginAs(page, 'support_agent')
  expect((await page.request.get('/api/analytics/export.csv')).status()).toBe(403)
})

test('analytics fits a phone screen @phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'narrow screens only')
  await loginAs(page, 'admin', '/analytics')
  await expect(figure(page, 'conversations')).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  await snap(page, 'analytics-phone-assistants')
})
