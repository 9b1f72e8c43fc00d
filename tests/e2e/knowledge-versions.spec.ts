import { expect, snap, test } from './fixtures.ts'

// The test starts signed in as the trainer: a session made directly, no login page.
test.use({ signedInAs: 'trainer' })

// Issue 33 items 3 and 4: a trainer edits an approved entry; the change waits for approval while
// the approved answer keeps answering; approving it puts it live with its new phrasing; and one
// click restores the first version.

const QUESTION = 'How long is the gearbox warranty?'
const OLD = 'The gearbox has a two-year warranty from delivery.'
const NEW = 'The gearbox has a three-year warranty from delivery.'
const PHRASING = 'for how many years is my transmission covered'
const ENTRIES = [
  { question: QUESTION, answer: OLD },
  { question: 'Where do I order spare parts?', answer: 'Order spare parts in the portal under Equipment.' },
  { question: 'When is the workshop open?', answer: 'The workshop is open weekdays from 8 to 16.' },
  { question: 'How do I book a dyno session?', answer: 'Book a dyno session by calling the workshop.' },
].map((entry) => ({ ...entry, language_code: 'en', status: 'approved' }))

test('an edit waits for approval, approval puts it live, and a version restores @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const project = testInfo.project.name
  const created = await page.request.post('/api/bots', {
    data: { name: `Versions Bot ${project} ${Date.now()}` },
  })
  expect(created.ok()).toBe(true)
  const bot = (await created.json()) as { id: string }
  expect(
    (await page.request.post(`/api/bots/${bot.id}/knowledge/import`, { data: { entries: ENTRIES } })).ok(),
  ).toBe(true)
  await page.goto(`/bots/${bot.id}/knowledge`)
  const tryAnswer = async (question: string) => {
    await page.getByLabel('Question to try').fill(question)
    await page.getByLabel('Question to try').press('Enter')
  }
  const actions = () => page.getByRole('button', { name: `Actions for ${QUESTION}` })

  // Before: the phrasing finds nothing.
  await tryAnswer(PHRASING)
  await expect(page.getByText('No answer found')).toBeVisible()

  // The edit of an approved entry, saved for review.
  await actions().click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Entry' })
  await expect(edit.getByText('This entry answers users now.')).toBeVisible()
  await edit.getByLabel('Answer').fill(NEW)
  await edit.getByLabel('Other ways to ask (one per line)').fill(PHRASING)
  await edit.getByLabel('Status').selectOption('pending_review')
  await snap(page, `versions-edit-${project}`)
  await edit.getByRole('button', { name: 'Save Entry' }).click()
  await expect(page.getByText('Knowledge entry updated')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: QUESTION })).toContainText('Change waiting')

  // The approved answer keeps answering meanwhile.
  await tryAnswer(QUESTION)
  await expect(page.getByTestId('try-answer')).toHaveText(OLD)

  // View Details: the waiting change beside the live answer; approving it puts it live.
  await actions().click()
  await page.getByRole('menuitem', { name: 'View Details' }).click()
  const details = page.getByRole('dialog', { name: 'Entry Details' })
  const pending = details.getByRole('region', { name: 'Change waiting for approval' })
  await expect(pending.locator('ins').filter({ hasText: 'three' })).toBeVisible()
  await expect(pending.locator('del').filter({ hasText: 'two' })).toBeVisible()
  await snap(page, `versions-pending-${project}`)
  await pending.getByRole('button', { name: 'Approve change' }).click()
  await expect(page.getByText('Change approved: it answers users now')).toBeVisible()
  await expect(details.getByRole('region', { name: 'Change waiting for approval' })).toHaveCount(0)
  await expect(details.getByRole('list', { name: 'Other ways to ask' })).toHaveText(PHRASING)
  await details.getByRole('button', { name: 'Close' }).click()

  await tryAnswer(QUESTION)
  await expect(page.getByTestId('try-answer')).toHaveText(NEW)
  await tryAnswer(PHRASING)
  await expect(page.getByTestId('try-answer')).toHaveText(NEW)

  // One click restores the first version: the old answer answers again.
  await actions().click()
  await page.getByRole('menuitem', { name: 'View Details' }).click()
  const first = details.getByRole('listitem').filter({ hasText: 'Created ·' })
  await first.getByText('What changed').click()
  await expect(first.locator('ins').filter({ hasText: 'two-year' })).toBeVisible()
  await snap(page, `versions-history-${project}`)
  await first.getByRole('button', { name: /^Restore the version of/ }).click()
  await expect(page.getByText('Version restored')).toBeVisible()
  await expect(details.getByRole('listitem').first()).toContainText('Restored ·')
  await details.getByRole('button', { name: 'Close' }).click()
  await tryAnswer(QUESTION)
  await expect(page.getByTestId('try-answer')).toHaveText(OLD)
})
