import type { Page } from '@playwright/test'
import { adminApi, expect, loginAs, snap, test } from './fixtures.ts'

// Issue 33 items 2 and 5 in the chat: a follow-up answered with the previous question's topic, and
// close entries offered as buttons ("Did you mean ...?"), one picked with the keyboard.

test.describe.configure({ timeout: 120_000 })

const KNOWLEDGE = [
  {
    question: 'How do I reset the license of the KESS tool?',
    answer: 'Open KESS Manager, go to Settings > License and click Reset.',
  },
  {
    question: 'How do I reset the license of the KTAG tool?',
    answer: 'Open KTAG Manager, go to Settings > License and click Reset.',
  },
  {
    question: 'How do I buy credits?',
    answer: 'Go to Credits in the portal and choose a package. Credits are valid for 12 months.',
  },
  { question: 'Where are my invoices?', answer: 'All invoices are under Account > Invoices in the portal.' },
  { question: 'How fast do you ship orders?', answer: 'Orders placed before 14:00 ship the same day.' },
  {
    question: 'How long is the warranty on the dyno?',
    answer: 'The dyno has a two-year warranty from delivery.',
  },
]

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const messages = (page: Page) => page.getByRole('region', { name: 'Messages' })
const assistantMessages = (page: Page) => messages(page).locator('[data-message-author="assistant"]')

async function ask(page: Page, text: string) {
  const before = await assistantMessages(page).count()
  await messageInput(page).fill(text)
  await messageInput(page).press('Enter')
  await expect(messageInput(page)).toHaveValue('')
  await expect(assistantMessages(page)).toHaveCount(before + 1)
  return assistantMessages(page).nth(before)
}

test('a follow-up is understood, and a close entry is offered as a button and picked by keyboard @phone', async ({
  page,
  baseURL,
}) => {
  // A bot of its own per run and project, so the answers do not depend on the demo knowledge.
  const api = await adminApi(baseURL as string)
  const created = await api.post('/api/bots', {
    data: { name: `Choices ${test.info().project.name} ${Date.now()}` },
  })
  expect(created.ok()).toBe(true)
  const bot = (await created.json()) as { id: string; name: string }
  const imported = await api.post(`/api/bots/${bot.id}/knowledge/import`, {
    data: { entries: KNOWLEDGE.map((entry) => ({ ...entry, language_code: 'en', status: 'approved' })) },
  })
  expect(imported.ok()).toBe(true)
  try {
    await chatWithTheBot(page, bot)
  } finally {
    // The bot leaves the other stories' assistant lists as they were.
    await api.delete(`/api/bots/${bot.id}`)
    await api.dispose()
  }
})

async function chatWithTheBot(page: Page, bot: { id: string; name: string }) {
  await loginAs(page, 'dealer_user', `/chat/${bot.id}`)
  await expect(page.getByRole('heading', { name: bot.name, level: 2 })).toBeVisible()

  // Item 5: the follow-up alone would not be answered; after the first question it is.
  await expect(await ask(page, 'how do I buy credits')).toContainText(KNOWLEDGE[2].answer)
  const followUp = await ask(page, 'and how long are they valid')
  await expect(followUp).toContainText('Credits are valid for 12 months.')
  await expect(followUp).not.toContainText('Low confidence')

  // Item 2: two entries are equally close; one answers and the other is offered beside it.
  const answer = await ask(page, 'how do I reset the license')
  const choices = answer.getByRole('group', { name: 'Did you mean:' })
  await expect(choices).toBeVisible()
  const offered = choices.getByRole('button', {
    name: /How do I reset the license of the (KESS|KTAG) tool\?/,
  })
  await expect(offered).toHaveCount(1)
  const offeredQuestion = (await offered.textContent()) ?? ''
  const picked = KNOWLEDGE.find((entry) => entry.question === offeredQuestion.trim())
  expect(picked).toBeDefined()
  await expect(answer).not.toContainText(picked?.answer ?? '')
  await snap(page, `chat-choices-offered-${test.info().project.name}`)

  // Picked with the keyboard: the button takes focus (it is a plain button in the tab order) and
  // Enter picks it.
  await offered.focus()
  await expect(offered).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(assistantMessages(page)).toHaveCount(4)
  await expect(assistantMessages(page).nth(3)).toContainText(picked?.answer ?? '')
  const chosen = answer
    .getByRole('group', { name: 'You picked:' })
    .getByRole('button', { name: offeredQuestion })
  await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  await expect(chosen).toBeDisabled()
  await snap(page, `chat-choices-picked-${test.info().project.name}`)

  // Stored: a reload shows the pick and the answer.
  await page.reload()
  await expect(assistantMessages(page)).toHaveCount(4)
  await expect(assistantMessages(page).nth(3)).toContainText(picked?.answer ?? '')
  await expect(
    assistantMessages(page).nth(2).getByRole('group', { name: 'You picked:' }).getByRole('button'),
  ).toHaveAttribute('aria-pressed', 'true')
}
