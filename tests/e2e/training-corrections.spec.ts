import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminApi, expect, snap, test } from './fixtures.ts'

// Issue 33 items 3 and 4 in the web UI: a training correction never changes the entry that answered;
// it makes a new entry, or adds the question as a phrasing of the entry it belongs to. The
// suggestion inbox links a suggestion to an entry the same way.

const WORKSHOP = {
  question: 'When is the workshop open?',
  answer: 'The workshop is open 8 to 16 on weekdays.',
}
const TYRES = {
  question: 'How much does a tyre change cost?',
  answer: 'A tyre change costs 600 NOK per car.',
}
const LICENSE = [
  {
    question: 'How do I reset the license of the KESS tool?',
    answer: 'Open KESS Manager, go to Settings > License and click Reset.',
  },
  {
    question: 'How do I reset the license of the KTAG tool?',
    answer: 'Open KTAG Manager, go to Settings > License and click Reset.',
  },
]

interface Entry {
  id: string
  question: string
  answer: string
  status: string
  alternative_questions: string[]
}

/** A bot of its own per test and project, with approved entries, made through the API. */
async function botWith(page: Page, name: string, entries: { question: string; answer: string }[]) {
  const project = test.info().project.name
  const created = await page.request.post('/api/bots', { data: { name: `${name} ${project} ${Date.now()}` } })
  expect(created.ok()).toBe(true)
  const bot = (await created.json()) as { id: string; name: string }
  const imported = await page.request.post(`/api/bots/${bot.id}/knowledge/import`, {
    data: { entries: entries.map((entry) => ({ ...entry, language_code: 'en', status: 'approved' })) },
  })
  expect(imported.ok()).toBe(true)
  return bot
}

async function entriesOf(api: APIRequestContext, botId: string): Promise<Entry[]> {
  const response = await api.get(`/api/knowledge/entries?bot_id=${botId}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { entries: Entry[] }).entries
}

const byQuestion = (entries: Entry[], question: string) =>
  entries.find((entry) => entry.question === question)

/** Serious and critical accessibility violations inside a part of the page. */
async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

/** A card of the page by its heading. */
const card = (page: Page, heading: string) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })

/** Asks in the bot's test chat; the box empties once the reply is there. */
async function askInTestChat(page: Page, question: string) {
  await page.getByLabel('Message').fill(question)
  await page.getByLabel('Message').press('Enter')
  await expect(page.getByLabel('Message')).toHaveValue('')
  await expect(page.getByText(/^Session …[0-9a-f]{8}$/)).toBeVisible()
}

test.describe('training corrections and suggestion links (issue 33 items 3, 4)', () => {
  // Each test starts signed in as the trainer: a session made directly, no login page.
  test.use({ signedInAs: 'trainer' })

  test('a correction makes a new entry for review; the entry that answered is unchanged @phone', async ({
    page,
  }) => {
    const project = test.info().project.name
    const bot = await botWith(page, 'Correction Bot', [WORKSHOP, TYRES])
    await page.goto(`/bots/${bot.id}/chat?mode=training`)
    const corrections = card(page, 'Corrections')
    await expect(corrections.getByText('Ask the bot something first.')).toBeVisible()

    // The bot answers the van question with the price for a car: wrong.
    const question = 'How much does a tyre change cost for a van?'
    await askInTestChat(page, question)
    await expect(corrections.getByText(`Answer: ${TYRES.answer}`)).toBeVisible()
    await expect(corrections.getByText('that entry is never changed')).toBeVisible()

    const createEntry = corrections.getByRole('radio', { name: /^Create an entry for this question/ })
    const belongs = corrections.getByRole('radio', { name: /^This question belongs to another entry/ })
    await expect(createEntry).toBeChecked()
    await expect(belongs).not.toBeChecked()
    await expect(corrections.getByRole('radio', { name: 'Send for review' })).toBeChecked()
    const save = corrections.getByRole('button', { name: 'Save Correction' })
    await expect(save).toBeDisabled()
    await corrections.getByLabel('Correct answer').fill('A tyre change for a van costs 900 NOK.')
    await expect(save).toBeEnabled()
    await corrections.scrollIntoViewIfNeeded()
    await snap(page, `training-correction-new-entry-${project}`)
    await save.click()
    await expect(page.getByText('New entry created for review')).toBeVisible()

    // The entry that answered keeps its answer and status; the new one waits for review.
    await expect
      .poll(async () => byQuestion(await entriesOf(page.request, bot.id), question)?.status)
      .toBe('pending_review')
    const entries = await entriesOf(page.request, bot.id)
    expect(byQuestion(entries, question)?.answer).toBe('A tyre change for a van costs 900 NOK.')
    const matched = byQuestion(entries, TYRES.question)
    expect(matched?.answer).toBe(TYRES.answer)
    expect(matched?.status).toBe('approved')
    expect(matched?.alternative_questions).toEqual([])
    expect(entries).toHaveLength(3)
    await page.request.delete(`/api/bots/${bot.id}`)
  })

  test('a correction adds the question as a phrasing of the picked entry, which then answers it @phone', async ({
    page,
  }) => {
    const project = test.info().project.name
    const bot = await botWith(page, 'Phrasing Bot', [WORKSHOP, TYRES])
    await page.goto(`/bots/${bot.id}/chat?mode=training`)
    const corrections = card(page, 'Corrections')

    const question = 'What do you charge to swap my wheels?'
    await askInTestChat(page, question)
    await expect(corrections.getByText(`Question: ${question}`)).toBeVisible()
    await expect(page.getByText(TYRES.answer)).toHaveCount(0)

    // Keyboard: the second choice with the arrow key.
    const createEntry = corrections.getByRole('radio', { name: /^Create an entry for this question/ })
    await createEntry.focus()
    await page.keyboard.press('ArrowDown')
    const belongs = corrections.getByRole('radio', { name: /^This question belongs to another entry/ })
    await expect(belongs).toBeChecked()
    await expect(corrections.getByLabel('Correct answer')).toHaveCount(0)

    const picker = corrections.getByTestId('entry-picker')
    const options = picker.getByRole('radio')
    await expect(options.first()).toBeVisible()
    // Nothing is preselected.
    for (const option of await options.all()) await expect(option).not.toBeChecked()
    const save = corrections.getByRole('button', { name: 'Save Correction' })
    await expect(save).toBeDisabled()
    await picker.getByLabel('Search entries').fill('tyre')
    await expect(picker.getByRole('radio', { name: WORKSHOP.question })).toHaveCount(0)
    await picker.getByRole('radio', { name: TYRES.question }).check()
    await expect(save).toBeEnabled()
    await corrections.scrollIntoViewIfNeeded()
    await snap(page, `training-correction-phrasing-${project}`)
    // The training cards (the chat bubbles beside them are not part of this story).
    expect(await seriousViolations(page, '[data-slot="card"]')).toEqual([])
    await save.click()
    await expect(page.getByText(`Added as a phrasing of “${TYRES.question}”`)).toBeVisible()

    const entries = await entriesOf(page.request, bot.id)
    expect(byQuestion(entries, TYRES.question)?.alternative_questions).toEqual([question])
    expect(byQuestion(entries, TYRES.question)?.answer).toBe(TYRES.answer)
    expect(entries).toHaveLength(2)

    // Asked again, the question is answered by that entry.
    await askInTestChat(page, question)
    await expect(page.getByText(TYRES.answer, { exact: true })).toBeVisible()
    await expect(corrections.getByText(`Answer: ${TYRES.answer}`)).toBeVisible()
    await page.request.delete(`/api/bots/${bot.id}`)
  })

  test('the inbox links a suggestion to an entry; a picked choice is offered first @phone', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const project = test.info().project.name
    const user = await adminApi(baseURL as string)
    const bot = await botWith(page, 'Inbox Link Bot', [WORKSHOP, TYRES, ...LICENSE])
    try {
      const ask = async (content: string) => {
        const response = await user.post('/api/chat/messages', { data: { botId: bot.id, content } })
        expect(response.ok()).toBe(true)
        return (await response.json()).botMessage as {
          id: string
          sessionId: string
          content: string
          choices: { entryId: string; question: string }[]
        }
      }
      // An unanswered question, and a question the user answered by picking one of two choices.
      const unanswered = 'Do you have a loan car while mine is serviced?'
      const reply = await ask(unanswered)
      expect(reply.content).not.toBe(WORKSHOP.answer)
      const offered = await ask('how do I reset the license')
      expect(offered.choices.length).toBeGreaterThan(0)
      const choice = offered.choices[0]
      const picked = await user.post(
        `/api/chat/sessions/${offered.sessionId}/messages/${offered.id}/choice`,
        {
          data: { entryId: choice.entryId },
        },
      )
      expect(picked.status()).toBe(201)

      await page.goto(`/bots/${bot.id}/knowledge`)
      await page.getByRole('button', { name: /Suggestion Inbox/ }).click()
      const inbox = page.getByRole('dialog', { name: 'Suggestion Inbox' })

      // The picked choice: linking to the picked entry is offered first, the entry preselected.
      const pickedItem = inbox.getByRole('listitem').filter({ hasText: 'how do I reset the license' })
      await expect(pickedItem.getByText('Picked from choices')).toBeVisible()
      const offer = pickedItem.getByRole('button', { name: `Add as a phrasing of “${choice.question}”` })
      await expect(offer).toBeVisible()
      await expect(pickedItem.getByRole('radio', { name: choice.question })).toBeChecked()
      await snap(page, `inbox-link-choice-${project}`)
      // A long entry question wraps: the dialog does not widen the phone's page.
      if ((page.viewportSize()?.width ?? 1280) < 500)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await offer.click()
      await expect(page.getByText(`Added as a phrasing of “${choice.question}”`)).toBeVisible()
      await expect(pickedItem).toHaveCount(0)

      // The unanswered one: Link to entry, search, pick, confirm.
      const item = inbox.getByRole('listitem').filter({ hasText: unanswered })
      await expect(item.getByTestId('link-panel')).toHaveCount(0)
      await item.getByRole('button', { name: 'Link to entry' }).click()
      const panel = item.getByTestId('link-panel')
      await expect(panel.getByRole('button', { name: 'Add as phrasing' })).toBeDisabled()
      await panel.getByLabel('Search entries').fill('workshop')
      await panel.getByRole('radio', { name: WORKSHOP.question }).check()
      await snap(page, `inbox-link-pick-${project}`)
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
      await panel.getByRole('button', { name: `Add as a phrasing of “${WORKSHOP.question}”` }).click()
      await expect(page.getByText(`Added as a phrasing of “${WORKSHOP.question}”`)).toBeVisible()
      await expect(inbox.getByText('No pending suggestions.')).toBeVisible()

      const entries = await entriesOf(page.request, bot.id)
      expect(byQuestion(entries, WORKSHOP.question)?.alternative_questions).toEqual([unanswered])
      expect(byQuestion(entries, choice.question)?.alternative_questions).toEqual([
        'how do I reset the license',
      ])
      const pending = await page.request.get(`/api/bots/${bot.id}/suggestions`)
      expect((await pending.json()).suggestions).toEqual([])
    } finally {
      await page.request.delete(`/api/bots/${bot.id}`)
      await user.dispose()
    }
  })
})
