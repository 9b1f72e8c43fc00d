import type { Browser, Page } from '@playwright/test'
import { adminApi, expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

// Issue 35 items 3 and 4, issue 36 item 1: a dealer who escalates twice in one conversation has one
// ticket, under their own words; the agent resolves it sharing the note, and the dealer's chat shows
// the answer and drops its 'Escalated' badge live; the bell and the toast read as sentences in the
// dealer's language (Norwegian here). Each run makes its own dealer user, so the bell holds only
// this story's notifications.

test.describe.configure({ timeout: 180_000 })

const BOT = 'Support Assistant'

async function newDealerUser(baseURL: string) {
  const admin = await adminApi(baseURL)
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  try {
    const created = await admin.post('/api/dealers', {
      data: {
        name: `Ticket Dealer ${suffix}`,
        dealerCode: `TIC-${suffix}`,
        email: `tickets-${suffix}@example.test`,
        status: 'active',
      },
    })
    expect(created.status()).toBe(201)
    const dealerId = (await created.json()).dealer.id as string
    return await invitedAccount(baseURL, { fullName: 'Tora Ticket', role: 'dealer_user', dealerId })
  } finally {
    await admin.dispose()
  }
}

/** A support agent's desk, at desktop size whatever the project (the dealer is the phone user). */
async function deskPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  await context.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  return context.newPage()
}

const assistantMessages = (page: Page) =>
  page.getByRole('region', { name: 'Meldinger' }).locator('[data-message-author="assistant"]')

test('two escalations in one conversation make one ticket in the user’s words; a shared resolution reaches the chat and the bell in Norwegian @phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const size = testInfo.project.name
  const stamp = `${size}${Date.now().toString(36)}`
  const first = `Kan du anbefale en oppskrift på rabarbrapai ${stamp}?`
  const second = `Hvor lenge skal rabarbrapaien ${stamp} stekes?`
  const answer = `Oppskriften ${stamp} ligger i kokeboka på side 12.`

  // The dealer user reads the app in Norwegian.
  const dealer = await newDealerUser(baseURL!)
  await page.addInitScript(() => localStorage.setItem('preferred-language', 'no'))
  await signInWith(page, dealer.email, dealer.password)
  const bots = await (await page.context().request.get('/api/chat/bots')).json()
  const bot = bots.bots.find((candidate: { name: string }) => candidate.name === BOT)
  await page.goto(`/chat/${bot.id}`)

  const input = page.getByRole('textbox', { name: 'Melding' })
  await input.fill(first)
  await input.press('Enter')
  await expect(assistantMessages(page)).toHaveCount(1)
  await page.waitForURL(/session=/)
  await input.fill(second)
  await input.press('Enter')
  await expect(assistantMessages(page)).toHaveCount(2)

  // One ticket, under the dealer's own words; the desk's title is nowhere on their screen.
  const ticket = page.getByTestId('conversation-ticket')
  await expect(ticket).toContainText(`Spørsmålet ditt «${first}»`)
  await expect(ticket).toContainText('Venter på support')
  await expect(ticket).toContainText('Spurt 2 ganger')
  // The conversation's header badge (the conversation list may hold another, off screen on a phone).
  const escalatedBadge = page.getByText('Eskalert', { exact: true }).filter({ visible: true })
  await expect(escalatedBadge.first()).toBeVisible()
  await expect(page.getByText(/Knowledge Gap|Specialist contact/)).toHaveCount(0)
  await snap(page, `tickets-chat-escalated-${size}`)

  // The agent finds one ticket on the desk, asked twice, under the internal title.
  const agent = await deskPage(browser, baseURL!)
  await loginAs(agent, 'support_agent', '/escalations')
  await agent.getByLabel('Search tickets').fill(stamp)
  const row = agent.getByTestId('ticket-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`Knowledge Gap: ${first}`)
  await expect(row).toContainText('Asked 2 times')
  await row.getByRole('link').click()
  await expect(agent.getByRole('heading', { level: 1 })).toContainText(`Knowledge Gap: ${first}`)
  await expect(agent.getByText(second)).not.toHaveCount(0)

  // Resolved with the note shared.
  // By keyboard: the desk's toasts of other stories' escalations may lie over the controls.
  await agent.getByLabel('Resolution note').fill(answer)
  const share = agent.getByLabel(/Share this note with the user/)
  await share.press('Space')
  await expect(share).toBeChecked()
  await agent.getByRole('button', { name: 'Resolve ticket' }).press('Enter')
  await expect(agent.getByText('Ticket resolved')).toBeVisible()
  await expect(agent.getByText('Shared with the user')).toBeVisible()
  await snap(agent, `tickets-desk-resolved-${size}`)

  // Live in the dealer's chat: the answer, the ticket resolved, the badge gone; the toast is a
  // Norwegian sentence with type and urgency in words.
  await expect(ticket).toHaveAttribute('data-status', 'resolved')
  await expect(ticket).toContainText('Svar fra support')
  await expect(ticket).toContainText(answer)
  await expect(escalatedBadge).toHaveCount(0)
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: stamp })
  await expect(toast).toContainText(`Spørsmålet ditt «${first}» er løst. Svaret finner du i chatten.`)
  await expect(toast).toContainText(/Eskalering løst · (høy|middels) prioritet/)
  await expect(toast).not.toContainText(/escalation_resolved|priority/)
  await snap(page, `tickets-chat-resolved-${size}`)

  // The bell says the same.
  await page.getByRole('button', { name: 'Varsler, 1 uleste' }).click()
  const item = page.getByTestId('notification-item')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(`Spørsmålet ditt «${first}» er løst.`)
  await expect(item).toContainText(/Eskalering løst · (høy|middels) prioritet · Akkurat nå/)
  await snap(page, `tickets-bell-${size}`)
  await page.keyboard.press('Escape')

  // /mobile/support lists the one ticket with the shared answer.
  await page.goto('/mobile/support')
  const card = page.getByTestId('mobile-ticket')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText(`Spørsmålet ditt «${first}»`)
  await expect(card).toContainText(answer)
  await expect(card).toContainText('Spurt 2 ganger')
  await snap(page, `tickets-mobile-support-${size}`)

  await agent.context().close()
})

test('an agent merges a duplicate ticket of the same user into the other', async ({ browser, baseURL }) => {
  const stamp = Date.now().toString(36)
  const dealer = await newDealerUser(baseURL!)
  const dealerContext = await browser.newContext({ baseURL })
  const api = dealerContext.request
  expect((await api.post('/api/auth/sign-in/email', { data: dealer })).ok()).toBe(true)
  const bots = await (await api.get('/api/chat/bots')).json()
  const bot = bots.bots.find((candidate: { name: string }) => candidate.name === BOT)
  const ask = async (content: string) => {
    const sent = await api.post('/api/chat/messages', { data: { botId: bot.id, content } })
    expect(sent.status()).toBe(201)
    return (await sent.json()).escalation.ticketId as string
  }
  // Two conversations, two differently worded questions about the same thing.
  const kept = await ask(`Can you recommend a rhubarb pie recipe ${stamp}?`)
  const duplicate = await ask(`Which rhubarb pie recipe ${stamp} do you suggest for a party?`)
  expect(duplicate).not.toBe(kept)

  const agent = await deskPage(browser, baseURL!)
  await loginAs(agent, 'support_agent', `/escalations/${duplicate}`)
  // By keyboard: the desk's toasts of other stories' escalations may lie over the controls.
  await agent.getByRole('button', { name: 'Merge into another ticket' }).press('Enter')
  const dialog = agent.getByRole('dialog', { name: 'Merge into another ticket' })
  const target = dialog.getByRole('radio', {
    name: new RegExp(`Can you recommend a rhubarb pie recipe ${stamp}`),
  })
  await target.press('Space')
  await expect(target).toBeChecked()
  await snap(agent, 'tickets-merge-dialog-desktop')
  await dialog.getByRole('button', { name: 'Merge', exact: true }).press('Enter')
  await expect(agent.getByText('Tickets merged')).toBeVisible()
  await expect(agent).toHaveURL(new RegExp(`/escalations/${kept}$`))
  await expect(agent.getByText('Asked 2 times')).toBeVisible()
  await expect(agent.getByText(/Merged from "Knowledge Gap: Which rhubarb pie recipe/)).toBeVisible()

  await agent.goto(`/escalations/${duplicate}`)
  await expect(agent.getByText('This ticket was merged into another.')).toBeVisible()
  await expect(agent.getByLabel('Status')).toHaveValue('closed')

  await agent.context().close()
  await dealerContext.close()
})
