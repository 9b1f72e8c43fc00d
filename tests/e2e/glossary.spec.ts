import AxeBuilder from '@axe-core/playwright'
import { expect, snap, test } from './fixtures.ts'

// The test starts signed in as the trainer: a session made directly, no login page.
test.use({ signedInAs: 'trainer' })

// Issue 33 item 3: a trainer adds a glossary group for a bot, and the try-question panel then
// answers a question that only the glossary makes answerable (the entry says "lambdasonde", the
// question "O2-sensoren").

const LAMBDA_ANSWER = 'Lambdasonden bør byttes hver 150 000 km, eller når feilkode P0130 kommer.'
const ENTRIES = [
  { question: 'Hvor ofte bør lambdasonden byttes?', answer: LAMBDA_ANSWER },
  { question: 'Hva koster et oljeskift?', answer: 'Et oljeskift koster fra 1 200 kroner med filter.' },
  { question: 'Når har verkstedet åpent?', answer: 'Verkstedet har åpent hverdager fra 08 til 16.' },
  { question: 'Hvordan bestiller jeg en ny fil?', answer: 'Logg inn og velg Ny filforespørsel i portalen.' },
  { question: 'Hvor lang tid tar en service?', answer: 'En vanlig service tar omtrent to timer.' },
].map((entry) => ({ ...entry, language_code: 'no', status: 'approved' }))
const QUESTION = 'Når må jeg bytte O2-sensoren?'

test('a glossary group makes a question in other words answerable @phone', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  const project = testInfo.project.name
  const created = await page.request.post('/api/bots', {
    data: { name: `Glossary Bot ${project} ${Date.now()}` },
  })
  expect(created.ok()).toBe(true)
  const bot = (await created.json()) as { id: string }
  const imported = await page.request.post(`/api/bots/${bot.id}/knowledge/import`, {
    data: { entries: ENTRIES },
  })
  expect(imported.ok()).toBe(true)
  await page.goto(`/bots/${bot.id}/knowledge`)

  const tryQuestion = async () => {
    await page.getByLabel('Question to try').fill(QUESTION)
    // From the keyboard: a toast resting over the Try button would hold a click.
    await page.getByLabel('Question to try').press('Enter')
  }
  await tryQuestion()
  await expect(page.getByText('No answer found')).toBeVisible()

  // The glossary of this bot: empty; a group needs two terms.
  await page.getByRole('button', { name: 'Glossary' }).click()
  const dialog = page.getByRole('dialog', { name: 'Glossary' })
  await expect(dialog.getByRole('tab', { name: 'This bot' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByText('No groups yet.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Add group' }).click()
  const form = dialog.getByRole('form', { name: 'New group' })
  await form.getByRole('textbox', { name: 'Term 1', exact: true }).fill('lambdasonde')
  await form.getByRole('button', { name: 'Save group' }).click()
  await expect(form.getByText('A group needs at least 2 terms.')).toBeVisible()
  await form.getByRole('combobox', { name: 'Language of term 1' }).selectOption('no')
  await form.getByRole('textbox', { name: 'Term 2', exact: true }).fill('oksygensensor')
  await form.getByRole('combobox', { name: 'Language of term 2' }).selectOption('no')
  await form.getByRole('button', { name: 'Add term' }).click()
  await form.getByRole('textbox', { name: 'Term 3', exact: true }).fill('O2-sensor')
  await snap(page, `glossary-form-${project}`)
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(
    violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => violation.id),
  ).toEqual([])
  await form.getByRole('button', { name: 'Save group' }).click()
  await expect(page.getByText('Glossary group added')).toBeVisible()
  const terms = dialog.getByRole('list', { name: 'Terms of lambdasonde' })
  await expect(terms.getByRole('listitem')).toHaveText(['lambdasondeNO', 'oksygensensorNO', 'O2-sensor'])

  // The global glossary every bot uses (seeded), on its own tab.
  await dialog.getByRole('tab', { name: 'Global (all bots)' }).click()
  await expect(dialog.getByRole('list', { name: 'Terms of DPF' })).toContainText('partikkelfilter')
  await snap(page, `glossary-global-${project}`)
  await dialog.getByRole('tab', { name: 'This bot' }).click()

  // An edit: a note.
  await dialog.getByRole('button', { name: 'Edit group lambdasonde' }).click()
  const edit = dialog.getByRole('form', { name: 'Edit group' })
  await expect(edit.getByRole('textbox', { name: 'Term 3', exact: true })).toHaveValue('O2-sensor')
  await edit.getByLabel('Note (optional)').fill('The oxygen sensor before the catalytic converter.')
  await edit.getByRole('button', { name: 'Save group' }).click()
  await expect(page.getByText('Glossary group saved')).toBeVisible()
  await expect(dialog.getByText('The oxygen sensor before the catalytic converter.')).toBeVisible()
  await snap(page, `glossary-dialog-${project}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The same question is answered now, from the entry that says lambdasonde.
  await tryQuestion()
  await expect(page.getByTestId('try-answer')).toHaveText(LAMBDA_ANSWER)
  await expect(page.getByText('Answered from knowledge')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Matched entries' }).getByRole('listitem').first(),
  ).toContainText('Hvor ofte bør lambdasonden byttes?')
  await snap(page, `glossary-try-${project}`)

  // Deleted (from the keyboard), the group no longer answers.
  await page.getByRole('button', { name: 'Glossary' }).focus()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Delete group lambdasonde' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Delete group' })).toBeVisible()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete group' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('No groups yet.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await tryQuestion()
  await expect(page.getByText('No answer found')).toBeVisible()
})
