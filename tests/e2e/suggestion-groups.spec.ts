import { adminApi, expect, snap, test } from './fixtures.ts'

// Issue 36 item 3: the suggestion inbox groups near-duplicate questions across wording and language;
// a trainer links a group to an entry (its questions become phrasings) and dismisses several at once.

const WORKSHOP = {
  question: 'How do I book a workshop service?',
  answer: 'Book it in the dealer portal under Workshop, or call your dealer.',
}

test.use({ signedInAs: 'trainer' })

test('the inbox groups rewordings and translations; link a group, dismiss the rest at once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const created = await page.request.post('/api/bots', { data: { name: `Group Inbox Bot ${Date.now()}` } })
  expect(created.ok()).toBe(true)
  const bot = (await created.json()) as { id: string }
  const imported = await page.request.post(`/api/bots/${bot.id}/knowledge/import`, {
    data: { entries: [{ ...WORKSHOP, language_code: 'en', status: 'approved' }] },
  })
  expect(imported.ok()).toBe(true)
  // The bot's glossary says these words mean the same in English and Norwegian.
  for (const terms of [
    [
      { term: 'particulate filter', language: 'en' },
      { term: 'partikkelfilter', language: 'no' },
    ],
    [
      { term: 'clean', language: 'en' },
      { term: 'rense', language: 'no' },
    ],
  ])
    expect((await page.request.post(`/api/bots/${bot.id}/glossary`, { data: { terms } })).ok()).toBe(true)

  const user = await adminApi(baseURL as string)
  const filterQuestions = [
    'How do I clean the particulate filter?',
    'Cleaning the particulate filter on my tractor',
    'Hvordan rense partikkelfilter på traktoren?',
  ]
  for (const content of [
    ...filterQuestions,
    'Do you sell winter tyres for loaders?',
    'Can I paint my tractor pink?',
  ])
    expect((await user.post('/api/chat/messages', { data: { botId: bot.id, content } })).ok()).toBe(true)

  await page.goto(`/bots/${bot.id}/knowledge`)
  await page.getByRole('button', { name: /Suggestion Inbox/ }).click()
  const inbox = page.getByRole('dialog', { name: 'Suggestion Inbox' })
  const groups = inbox.getByTestId('suggestion-group')
  await expect(groups).toHaveCount(3)
  const filterGroup = groups.filter({ hasText: 'Hvordan rense partikkelfilter' })
  // The assistant already counts a close rewording on the suggestion it matches (asked 3 times); the
  // translation is a suggestion of its own, grouped here.
  const shown = [filterQuestions[0]!, filterQuestions[2]!]
  for (const question of shown) await expect(filterGroup).toContainText(question)
  await expect(filterGroup.getByRole('heading', { name: 'Also asked as' })).toBeVisible()
  await expect(filterGroup.getByText(/^Bot answered:/)).toBeVisible()
  await expect(filterGroup.getByText('Asked 3 times')).toBeVisible()
  await snap(page, 'suggestion-groups-desktop')

  // Link the group to the workshop entry: its questions become the entry's phrasings.
  await filterGroup.getByRole('button', { name: 'Link to entry' }).click()
  const panel = filterGroup.getByTestId('link-panel')
  await panel.getByLabel('Search entries').fill('workshop')
  await panel.getByRole('radio', { name: WORKSHOP.question }).check()
  await panel.getByRole('button', { name: `Add as a phrasing of “${WORKSHOP.question}”` }).click()
  await expect(page.getByText(`Added as a phrasing of “${WORKSHOP.question}”`)).toBeVisible()
  await expect(groups).toHaveCount(2)
  const entries = await page.request.get(`/api/knowledge/entries?bot_id=${bot.id}`)
  const [entry] = (await entries.json()).entries as { alternative_questions: string[] }[]
  expect([...entry!.alternative_questions].sort()).toEqual([...shown].sort())

  // The other two, dismissed together.
  for (const question of ['Do you sell winter tyres for loaders?', 'Can I paint my tractor pink?'])
    await inbox.getByRole('checkbox', { name: `Select “${question}”` }).check()
  await inbox.getByRole('button', { name: 'Dismiss selected (2)' }).click()
  await expect(page.getByText('2 suggestions dismissed')).toBeVisible()
  await expect(inbox.getByText('No pending suggestions.')).toBeVisible()
  await user.dispose()
  await page.request.delete(`/api/bots/${bot.id}`)
})
