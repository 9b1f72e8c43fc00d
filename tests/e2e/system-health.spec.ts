import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { adminApi, expect, loginAs, snap, test } from './fixtures.ts'

// Issue 11: /system-health (checks on demand, results, history, server log) and the audit log view.

/** No serious or critical axe violations in the page's main region. */
async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze()
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([])
}

test('an admin runs the health checks now, reads the results, history and log, then filters and exports the audit log', async ({
  page,
  baseURL,
}) => {
  // An administrative change to find in the audit log afterwards.
  const suffix = Date.now().toString(36).toUpperCase()
  const dealerName = `Audit Trail Motors ${suffix}`
  const dealerCode = `AUD-${suffix}`
  const botName = `Audited Bot ${suffix}`
  const api = await adminApi(baseURL!)
  try {
    const created = await api.post('/api/dealers', {
      data: { name: dealerName, dealerCode, status: 'onboarding', country: 'Norway', city: 'Tromsø' },
    })
    expect(created.status()).toBe(201)
    // A bot configuration change: issue 11 audits bots too.
    const bot = await api.post('/api/bots', { data: { name: botName } })
    expect(bot.status()).toBe(201)
    const { id: botId, updated_at: version } = await bot.json()
    expect(
      (
        await api.patch(`/api/bots/${botId}`, {
          data: { system_prompt: 'Answer briefly.', expected_updated_at: version },
        })
      ).status(),
    ).toBe(200)
  } finally {
    await api.dispose()
  }

  await loginAs(page, 'admin', '/system-health')
  await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toBeVisible()

  await page.getByRole('button', { name: 'Run checks now' }).click()
  await expect(page.getByText(/^Checks finished: (Healthy|Degraded|Unhealthy)$/)).toBeVisible()
  await expect(page.getByText(/Last checked .*\(run by an administrator\)/)).toBeVisible()

  // Every check with its status, message, response time and time; the database and storage answer.
  const rows = page.getByTestId('health-check-row')
  await expect(rows).toHaveCount(8)
  const row = (name: string) => page.locator(`[data-testid="health-check-row"][data-check="${name}"]`)
  const database = row('database')
  await expect(database.getByRole('rowheader')).toHaveText('Database')
  await expect(database).toContainText('Healthy')
  await expect(database).toContainText(/Probe query answered in [\d.]+ ms/)
  // Spec §7: a HEAD request to the site's own favicon.
  await expect(row('web').getByRole('rowheader')).toHaveText('Site')
  await expect(row('web')).toContainText('Healthy')
  await expect(row('web')).toContainText(/The site answered in [\d.]+ ms/)
  await expect(row('storage')).toContainText('Probe file written, read back and deleted')
  await expect(row('realtime')).toContainText(/bus round trip/)
  await expect(row('memory')).toContainText(/Heap [\d.]+ % of the limit/)

  // The 24-hour history as charts, and as a table.
  await expect(page.getByTestId('health-latency-chart')).toBeVisible()
  await page.getByRole('button', { name: 'Show as table' }).click()
  const historyTable = page.getByRole('table', { name: 'Rounds of checks, newest first' })
  await expect(historyTable.getByRole('row').nth(1)).toBeVisible()
  expect(await historyTable.getByRole('row').count()).toBeGreaterThanOrEqual(2)

  // The server log shows the 'Run checks now' request with its request id.
  await page.getByLabel('Search the log').fill('/api/health/checks/run')
  const entry = page.getByTestId('log-entry').first()
  await expect(entry).toContainText('POST /api/health/checks/run 201')
  await expect(entry.locator('td').nth(3)).toHaveText(/^[0-9a-f-]{36}$/)
  await page.getByLabel('Level').selectOption({ label: 'Error and above' })
  await page.getByLabel('Search the log').fill('')
  // The search is debounced: wait for the list the filter asked for, not the one still on screen.
  await expect
    .poll(async () =>
      (await page.getByTestId('log-entry').locator('td:nth-child(2)').allTextContents()).filter(
        (level) => level !== 'Error' && level !== 'Fatal',
      ),
    )
    .toEqual([])
  await page.getByLabel('Level').selectOption({ label: 'All levels' })
  await expectNoSeriousA11yViolations(page)
  await snap(page, 'system-health-desktop')

  // The audit log view: filter by action, see the change, export the same rows as CSV.
  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page).toHaveURL(/\/audit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible()
  await page.getByLabel('Action').selectOption('dealer.create')
  const auditRows = page.getByTestId('audit-row')
  await expect(auditRows.filter({ hasText: dealerName })).toHaveCount(1)
  const ours = auditRows.filter({ hasText: dealerName })
  await expect(ours).toContainText('Dealer created')
  await expect(ours).toContainText('Anders Aas')
  // The previous page stays on screen while the filtered one loads: wait until only matches show.
  await expect(auditRows.locator('td:nth-child(4)').filter({ hasNotText: /^dealer\.create$/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await snap(page, 'audit-log-desktop')

  // Bot changes, found by entity and by their translated action name.
  await page.getByLabel('Action').selectOption('')
  await page.getByLabel('Entity').selectOption({ label: 'Bot' })
  await page.getByLabel('Action').selectOption({ label: 'Bot configuration changed' })
  const botRow = auditRows.filter({ hasText: `Bot ${botName} changed: system prompt` })
  await expect(botRow).toHaveCount(1)
  await expect(auditRows.locator('td:nth-child(4)').filter({ hasNotText: /^bot\.update$/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.getByLabel('Action').selectOption('dealer.create')

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('Time (UTC),Actor,Actor e-mail,Action,Entity type,Entity id,Dealer,Details')
  expect(lines.length).toBeGreaterThanOrEqual(2)
  for (const line of lines.slice(1)) expect(line).toContain(',dealer.create,dealer,')
  const ourLine = lines.find((line) => line.includes(dealerCode))
  expect(ourLine).toContain('Anders Aas,admin@example.com,dealer.create')
  expect(ourLine).toContain(dealerName)
})

test('a trainer cannot open system health or the audit log', async ({ page }) => {
  await loginAs(page, 'trainer', '/system-health')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Run checks now' })).toHaveCount(0)
  expect((await page.request.get('/api/health/checks')).status()).toBe(403)
  await snap(page, 'system-health-trainer-denied')
  await page.goto('/audit')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  expect((await page.request.get('/api/audit')).status()).toBe(403)
})

test('an admin reads system health on a phone @phone', async ({ page }) => {
  await loginAs(page, 'admin', '/system-health')
  await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toBeVisible()
  await page.getByRole('button', { name: 'Run checks now' }).click()
  await expect(page.getByText(/^Checks finished: /)).toBeVisible()
  // Cards on a phone, a table on wider screens; either way every check shows and nothing scrolls sideways.
  const visibleChecks = page.locator('[data-check]:visible')
  await expect(visibleChecks).toHaveCount(8)
  await expect(visibleChecks.filter({ hasText: 'Database' })).toContainText('Healthy')
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await expectNoSeriousA11yViolations(page)
  await snap(page, 'system-health-phone')
})
