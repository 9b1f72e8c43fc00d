import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { adminApi, expect, invitedAccount, loginAs, snap, test } from './fixtures.ts'

// Issue 36 item 1 (decision 045): the desk's queues with counts, what is due first with breaches
// told by icon and words, a card list with a filter drawer on a phone, and SLA targets an admin
// sets that move the due times.

test.describe.configure({ timeout: 180_000 })

const BOT = 'Support Assistant'
const DEFAULT_TARGETS = { low: 72, medium: 24, high: 8, urgent: 4 }

/** A dealer user of a new dealer raises a knowledge gap over the API: a ticket of this run's own. */
async function raiseTicket(baseURL: string, question: string) {
  const admin = await adminApi(baseURL)
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  let dealer: APIRequestContext | null = null
  try {
    const created = await admin.post('/api/dealers', {
      data: {
        name: `Queue Dealer ${suffix}`,
        dealerCode: `QUE-${suffix}`,
        email: `queues-${suffix}@example.test`,
        status: 'active',
      },
    })
    expect(created.status()).toBe(201)
    const dealerId = (await created.json()).dealer.id as string
    const account = await invitedAccount(baseURL, { fullName: 'Quinn Queue', role: 'dealer_user', dealerId })
    dealer = await playwrightRequest.newContext({ baseURL })
    const signedIn = await dealer.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
    })
    expect(signedIn.ok()).toBe(true)
    const bots = (await (await dealer.get('/api/chat/bots')).json()) as {
      bots: { id: string; name: string }[]
    }
    const bot = bots.bots.find((candidate) => candidate.name === BOT)
    expect(bot, `${BOT} is offered to dealer users`).toBeDefined()
    const sent = await dealer.post('/api/chat/messages', { data: { botId: bot?.id, content: question } })
    expect(sent.status()).toBe(201)
    const ticketId = (await sent.json()).escalation?.ticketId as string | undefined
    expect(ticketId, 'the low-confidence answer raised a ticket').toBeTruthy()
    return ticketId as string
  } finally {
    await dealer?.dispose()
    await admin.dispose()
  }
}

test('the desk opens on the open tickets, what is due first, overdue ones told in words; queues switch @phone', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  await loginAs(page, 'support_agent', '/escalations')
  await expect(page.getByRole('heading', { name: 'Escalations', level: 1 })).toBeVisible()
  const queues = page.getByRole('group', { name: 'Queues' })
  await expect(queues.getByRole('button', { name: /^All open/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('queue-count-all_open')).toHaveText(/^\d+$/)

  // The demo's open tickets were raised days ago: overdue, on top, with an icon and the word.
  const rows = page.getByTestId('ticket-row')
  await expect(rows.first()).toBeVisible()
  const firstDue = rows.first().getByTestId('ticket-due')
  await expect(firstDue).toHaveAttribute('data-overdue', 'true')
  await expect(firstDue).toContainText(/^Overdue \d+ [hd]$/)
  await expect(firstDue.locator('svg')).toHaveCount(1)
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await snap(page, `desk-queues-open-${testInfo.project.name}`)

  // The resolved queue: resolved tickets only, no due time.
  await queues.getByRole('button', { name: /^Resolved/ }).click()
  await expect(queues.getByRole('button', { name: /^Resolved/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(rows.first()).toContainText('Resolved')
  await expect(page.getByTestId('ticket-due')).toHaveCount(0)
  const resolvedCount = Number(await page.getByTestId('queue-count-resolved').textContent())
  expect(resolvedCount).toBeGreaterThan(0)

  if (phone) {
    // Cards, and the filters in a drawer behind a button that counts the active ones.
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'All priorities' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('combobox', { name: 'All priorities' }).selectOption('urgent')
    await snap(page, 'desk-queues-filter-drawer-phone')
    await drawer.getByRole('button', { name: 'Show tickets' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
    await expect(page.getByTestId('queue-count-resolved')).not.toHaveText(String(resolvedCount))
    await page.getByRole('button', { name: 'Filters (1)' }).click()
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click()
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Show tickets' }).click()
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
  } else {
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'All priorities' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0)
  }
  await expect(page.getByTestId('queue-count-resolved')).toHaveText(String(resolvedCount))
})

test('an admin sets the SLA targets; out of range is refused inline; the due times follow', async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36)
  const ticketId = await raiseTicket(baseURL!, `Can you recommend a good recipe for plum cake ${stamp}?`)

  const agentContext = await browser.newContext({ baseURL })
  await agentContext.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  const agent = await agentContext.newPage()
  const adminContext = await browser.newContext({ baseURL })
  await adminContext.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  const admin = await adminContext.newPage()
  const api = await adminApi(baseURL!)
  try {
    // Raised just now: due by the default target of its priority (high 8 h or medium 24 h).
    await loginAs(agent, 'support_agent', `/escalations/${ticketId}`)
    await expect(agent.getByRole('heading', { level: 1 })).toContainText(stamp)
    await expect(agent.getByTestId('ticket-due')).toHaveText(/^Due in (8|24) h$/)

    await loginAs(admin, 'admin', '/settings')
    const medium = admin.getByLabel('Medium priority')
    const high = admin.getByLabel('High priority')
    await expect(medium).toHaveValue('24')
    await medium.fill('0')
    await expect(admin.getByText('Enter whole hours from 1 to 2160')).toBeVisible()
    await expect(medium).toHaveAttribute('aria-invalid', 'true')
    await expect(admin.getByRole('button', { name: 'Save Settings' })).toBeDisabled()
    await expect(admin.getByRole('alert').filter({ hasText: /field/ })).toBeVisible()
    await snap(admin, 'desk-queues-sla-invalid-desktop')
    await medium.fill('2')
    await high.fill('2')
    await expect(admin.getByText('Enter whole hours from 1 to 2160')).toHaveCount(0)
    await admin.getByRole('button', { name: 'Save Settings' }).click()
    await expect(admin.getByText('Settings saved')).toBeVisible()
    // Saved: nothing left to save.
    await expect(admin.getByRole('button', { name: 'Save Settings' })).toBeDisabled()
    await expect(medium).toHaveValue('2')

    // The ticket is due two hours after it was raised now.
    await agent.reload()
    await expect(agent.getByTestId('ticket-due')).toHaveText('Due in 2 h')
    await agent.goto('/escalations')
    await agent.getByLabel('Search tickets').fill(stamp)
    await expect(agent.getByTestId('ticket-row')).toHaveCount(1)
    await expect(agent.getByTestId('ticket-row').getByTestId('ticket-due')).toHaveText('Due in 2 h')
    await snap(agent, 'desk-queues-due-desktop')
  } finally {
    // Other stories read the default targets.
    const restored = await api.patch('/api/settings', { data: { slaTargetHours: DEFAULT_TARGETS } })
    expect(restored.status()).toBe(200)
    await api.dispose()
    await agentContext.close()
    await adminContext.close()
  }
})
