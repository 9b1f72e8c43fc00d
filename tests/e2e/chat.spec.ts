import type { Page } from '@playwright/test'
import { expect, loginAs, snap, test } from './fixtures.ts'

// The seeded Support Assistant (src/server/db/seed/demo-content.ts) answers dealers in Norwegian,
// Swedish and English; dealer_user is one of its required roles.
const BOT = 'Support Assistant'
const NORWEGIAN_ANSWER = 'Logg inn i OptiFiles, velg «Ny filforespørsel»'
const ENGLISH_ANSWER = 'Go to OptiFiles > Credits in the portal'

// Each story sends several messages through the real assistant.
test.describe.configure({ timeout: 120_000 })

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const messages = (page: Page) => page.getByRole('region', { name: 'Messages' })
const assistantMessages = (page: Page) => messages(page).locator('[data-message-author="assistant"]')
const userMessages = (page: Page) => messages(page).locator('[data-message-author="user"]')

async function openBotFromOverview(page: Page) {
  await page.goto('/chat-bots')
  await page.getByRole('link', { name: `Start Chat: ${BOT}` }).click()
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: BOT, level: 2 })).toBeVisible()
}

async function ask(page: Page, text: string) {
  const before = await assistantMessages(page).count()
  await messageInput(page).fill(text)
  await messageInput(page).press('Enter')
  await expect(messageInput(page)).toHaveValue('')
  await expect(assistantMessages(page)).toHaveCount(before + 1)
  return assistantMessages(page).nth(before)
}

test('a dealer user finds the assistants, chats in Norwegian and English, is escalated, rates an answer and opens a ticket', async ({
  page,
}) => {
  await loginAs(page, 'dealer_user', '/chat-bots')
  for (const card of ['Available Bots', 'Total Conversations', 'Active Now'])
    await expect(page.getByText(card, { exact: true })).toBeVisible()
  const supportCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BOT }) })
  await expect(supportCard.getByText('Published Bot')).toBeVisible()
  await expect(supportCard.getByText('For Dealer Use')).toBeVisible()
  await expect(supportCard.getByText('Specialized in')).toBeVisible()
  await expect(supportCard.getByText(/^\d+ conversations?$/)).toBeVisible()
  // Spec §6: the Technical Assistant is not for dealer users.
  await expect(page.getByRole('heading', { name: 'Technical Assistant' })).toHaveCount(0)
  await snap(page, 'chat-bots-desktop')

  await openBotFromOverview(page)
  await expect(messages(page)).toContainText(`Start a conversation with ${BOT}`)
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
  // Shift+Enter makes a new line instead of sending.
  await messageInput(page).fill('Hvordan bestiller jeg')
  await messageInput(page).press('Shift+Enter')
  await expect(messageInput(page)).toHaveValue('Hvordan bestiller jeg\n')
  await expect(userMessages(page)).toHaveCount(0)

  const norwegian = await ask(page, 'Hvordan bestiller jeg en ECU-fil?')
  await expect(norwegian).toContainText(NORWEGIAN_ANSWER)
  await expect(page.getByTestId('chat-session')).toContainText(/Session [0-9a-f]{8}/)
  // The assistant answered: the user's message is read.
  await expect(userMessages(page).first().locator('[data-status="read"]')).toBeVisible()
  // Dealer users do not see which knowledge entries answered (decision 010).
  await expect(messages(page).getByRole('button', { name: 'Sources' })).toHaveCount(0)

  const english = await ask(page, 'How do I buy OptiFiles credits?')
  await expect(english).toContainText(ENGLISH_ANSWER)

  await english.getByRole('button', { name: 'Helpful', exact: true }).click()
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible()
  await expect(english.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await norwegian.getByRole('button', { name: 'Rate this answer' }).click()
  const rating = page.getByRole('dialog', { name: 'Rate this answer' })
  await rating.getByRole('radio', { name: '4 of 5' }).click()
  await rating.getByLabel('Notes (optional)').fill('Clear steps')
  await rating.getByRole('button', { name: 'Send rating' }).click()
  await expect(rating).toBeHidden()

  const unknown = await ask(page, 'Can you recommend a good recipe for chocolate cake?')
  await expect(unknown).toContainText(/Low confidence - consider escalating/)
  await expect(
    page.getByText('This conversation has been escalated to our support team for expert assistance.'),
  ).toBeVisible()
  await expect(page.getByText('Escalated', { exact: true }).first()).toBeVisible()
  await snap(page, 'chat-conversation-desktop')

  await page.getByRole('button', { name: 'Need Help? Create Ticket' }).click()
  const ticket = page.getByRole('dialog', { name: 'Need Help? Create Ticket' })
  await ticket.getByLabel('Title').fill('   ')
  await ticket.getByLabel('Description').fill('Cake recipes are missing')
  await expect(ticket.getByRole('button', { name: 'Create Ticket' })).toBeDisabled()
  await ticket.getByLabel('Title').fill('Missing answer')
  await ticket.getByRole('button', { name: 'Create Ticket' }).click()
  await expect(page.getByText('Ticket created successfully. An admin will review it soon.')).toBeVisible()
  await expect(ticket).toBeHidden()

  // Everything is stored: a reload shows the same conversation.
  const sessionLabel = await page.getByTestId('chat-session').textContent()
  await page.reload()
  await expect(assistantMessages(page)).toHaveCount(3)
  await expect(assistantMessages(page).first()).toContainText(NORWEGIAN_ANSWER)
  await expect(page.getByTestId('chat-session')).toHaveText(sessionLabel ?? '')
  await expect(
    assistantMessages(page).nth(1).getByRole('button', { name: 'Helpful', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')

  // New Chat starts a fresh, empty session; the earlier one stays in the list.
  await page.getByRole('button', { name: 'New Chat' }).click()
  await expect(messages(page)).toContainText(`Start a conversation with ${BOT}`)
  await expect(page.getByTestId('chat-session')).not.toHaveText(sessionLabel ?? '')
  const history = page.getByRole('region', { name: 'Your conversations' }).first()
  // Newest first: a retry's earlier attempt left a conversation with the same question below it.
  const earlier = history.getByRole('button', { name: /Hvordan bestiller jeg en ECU-fil\?/ }).first()
  await expect(earlier).toBeVisible()
  await earlier.click()
  await expect(assistantMessages(page)).toHaveCount(3)

  // The language menu offers no, sv, en; da, fi, de, fr are listed but disabled.
  await page.getByRole('button', { name: /Conversation language/ }).click()
  await expect(page.getByRole('menuitem', { name: /Dansk/ })).toBeDisabled()
  await page.getByRole('menuitem', { name: 'Svenska' }).click()
  await expect(page.getByText('Language switched successfully')).toBeVisible()
})

test('two people in one escalated conversation see each other’s messages and typing live; staff see sources', async ({
  browser,
  baseURL,
}) => {
  const dealerContext = await browser.newContext({ baseURL })
  const agentContext = await browser.newContext({ baseURL })
  for (const context of [dealerContext, agentContext])
    await context.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  const dealer = await dealerContext.newPage()
  const agent = await agentContext.newPage()

  await loginAs(dealer, 'dealer_user')
  await openBotFromOverview(dealer)
  // A question the knowledge base cannot answer, in Norwegian: the escalation toast is Norwegian.
  const reply = await ask(dealer, 'Kan dere anbefale en god oppskrift på sjokoladekake?')
  await expect(reply).toContainText('Low confidence - consider escalating')
  await expect(
    dealer.getByText('Denne samtalen er sendt videre til supportteamet vårt for eksperthjelp.'),
  ).toBeVisible()
  const conversationUrl = new URL(dealer.url())
  await dealer.waitForURL(/session=/)
  const sessionUrl = dealer.url()

  await loginAs(agent, 'support_agent')
  await agent.goto(sessionUrl.replace(conversationUrl.origin, ''))
  await expect(agent.getByText(/Conversation of /)).toBeVisible()
  await expect(assistantMessages(agent)).toHaveCount(1)
  // Staff can see which knowledge entries the assistant looked at.
  await assistantMessages(agent).getByRole('button', { name: 'Sources' }).click()
  await expect(agent.getByText('Answered from these knowledge entries')).toBeVisible()

  // The agent types: the dealer sees it live.
  const agentInput = agent.getByRole('textbox', { name: 'Reply as support' })
  await agentInput.pressSequentially('Hei, dette')
  await expect(dealer.getByText('1 user is typing...')).toBeVisible()
  await snap(dealer, 'chat-typing-desktop')
  await agentInput.pressSequentially(' kan jeg hjelpe deg med.')
  await agentInput.press('Enter')
  const agentMessage = messages(dealer).locator('[data-message-author="agent"]')
  await expect(agentMessage).toContainText('Hei, dette kan jeg hjelpe deg med.')
  await expect(agentMessage).toContainText('(support)')
  await expect(dealer.getByText('1 user is typing...')).toBeHidden()

  // The dealer answers: the agent sees typing and the message live; the assistant stays quiet.
  await messageInput(dealer).pressSequentially('Takk')
  await expect(agent.getByText('1 user is typing...')).toBeVisible()
  // The send's own answer says whether the assistant replied: with a person in the conversation it
  // does not (botMessage null), so no reply can arrive after it.
  const sent = dealer.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/chat/messages',
  )
  await messageInput(dealer).press('Enter')
  expect((await (await sent).json()).botMessage).toBeNull()
  await expect(userMessages(agent)).toHaveCount(2)
  await expect(userMessages(agent).nth(1)).toContainText('Takk')
  await expect(assistantMessages(dealer)).toHaveCount(1)
  await snap(agent, 'chat-agent-desktop')

  await dealerContext.close()
  await agentContext.close()
})

test('the chat works at phone width @phone', async ({ page }) => {
  await loginAs(page, 'dealer_user', '/chat')
  await expect(page.getByRole('heading', { name: 'Select an Assistant' })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(BOT) }).click()
  await expect(page.getByRole('heading', { name: BOT, level: 2 })).toBeVisible()
  const answer = await ask(page, 'How do I buy OptiFiles credits?')
  await expect(answer).toContainText(ENGLISH_ANSWER)
  // Below 1024 px the assistant list gives way to the conversation, with a way back to it.
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await expect(page.getByRole('navigation', { name: 'Available Assistants' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'All assistants' })).toBeVisible()
  }
  await snap(page, `chat-flow-${test.info().project.name}`)
  await page.goto('/chat/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Bot not found' })).toBeVisible()
  await page.goto('/chat-bots')
  await expect(page.getByRole('link', { name: `Start Chat: ${BOT}` })).toBeVisible()
  await snap(page, `chat-bots-overview-${test.info().project.name}`)
})
