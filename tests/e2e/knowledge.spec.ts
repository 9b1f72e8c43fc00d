import { expect, loginAs, snap, test } from './fixtures.ts'

// Spec §2.16 and issue 6: a trainer curates a bot's knowledge.

async function createBotAndOpenKnowledge(page: import('@playwright/test').Page) {
  await page.goto('/bots')
  await page.getByRole('button', { name: 'Create Bot' }).click()
  const toast = page.getByText(/Bot "New Bot \d+" created/)
  await expect(toast).toBeVisible()
  const name = ((await toast.textContent()) as string).match(/"(.+)"/)?.[1] as string
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await card.getByRole('link', { name: 'Knowledge' }).click()
  await expect(page.getByRole('heading', { name: `${name}: Knowledge` })).toBeVisible()
  return name
}

test.describe('bot knowledge (spec §2.16)', () => {
  test('entries in two languages, approve, try a question, import a CSV with quoted commas', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await loginAs(page, 'trainer')
    await createBotAndOpenKnowledge(page)
    await expect(page.getByText('No knowledge entries match.')).toBeVisible()

    // A new English entry; the spec's validation keeps what was typed.
    await page.getByRole('button', { name: 'New Entry' }).click()
    const form = page.getByRole('dialog', { name: 'New Entry' })
    await form.getByLabel('Question').fill('How long is the dyno warranty?')
    await form.getByLabel('Answer').fill('Two years')
    await expect(form.getByText('9 characters')).toBeVisible()
    await form.getByRole('button', { name: 'Save Entry' }).click()
    await expect(form.getByText('Answer must be at least 10 characters long')).toBeVisible()
    await expect(form.getByLabel('Question')).toHaveValue('How long is the dyno warranty?')
    await form.getByLabel('Answer').fill('The dyno has a two-year warranty from delivery.')
    await form.getByLabel('Tags', { exact: true }).fill('warranty, dyno, Warranty')
    await form.getByRole('button', { name: 'Save Entry' }).click()
    await expect(page.getByText('Knowledge entry created')).toBeVisible()

    // A Norwegian one.
    await page.getByRole('button', { name: 'New Entry' }).click()
    await form.getByLabel('Question').fill('Hvor lang garanti har dynoen?')
    await form.getByLabel('Answer').fill('Dynoen har to års garanti fra levering.')
    await form.getByLabel('Language').selectOption('no')
    await form.getByRole('button', { name: 'Save Entry' }).click()
    await expect(page.getByText('Showing 1–2 of 2')).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Norwegian', exact: true })).toBeVisible()

    // Drafts do not answer yet.
    await page.getByLabel('Question to try').fill('what warranty does the dyno have?')
    // From the keyboard: the pointer may rest on the stacked toasts over the Try button (see below).
    await page.getByLabel('Question to try').press('Enter')
    await expect(page.getByText('No answer found')).toBeVisible()

    // Approve one from its menu, the other with bulk approve.
    await page.getByRole('button', { name: 'Actions for How long is the dyno warranty?' }).click()
    await page.getByRole('menuitem', { name: 'Approve' }).click()
    await expect(page.getByText('1 entry approved')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Select Hvor lang garanti har dynoen?' }).check()
    await page.getByRole('button', { name: 'Approve selected (1)' }).click()
    await expect(page.getByRole('combobox', { name: 'Status filter' })).toContainText('Verified (2)')

    await page.getByLabel('Question to try').press('Enter')
    await expect(page.getByTestId('try-answer')).toHaveText('The dyno has a two-year warranty from delivery.')
    await page.getByLabel('Question to try').fill('Hvor lang garanti har dynoen?')
    await page.getByLabel('Question to try').press('Enter')
    await expect(page.getByTestId('try-answer')).toHaveText('Dynoen har to års garanti fra levering.')

    // View details: the history of the entry.
    await page.getByRole('button', { name: 'Actions for How long is the dyno warranty?' }).click()
    await page.getByRole('menuitem', { name: 'View Details' }).click()
    const details = page.getByRole('dialog', { name: 'Entry Details' })
    await expect(details.getByText('Approved ·')).toBeVisible()
    await expect(details.getByText('Created ·')).toBeVisible()
    await details.getByRole('button', { name: 'Close' }).click()

    // Import a CSV with commas inside quotes.
    await page.getByRole('button', { name: 'Import/Export' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import/Export' })
    await dialog.getByLabel('Data').fill('question,answer\nbroken line')
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Answer is required')
    await dialog
      .getByLabel('Data')
      .fill(
        'question,answer,language_code,tags,status\n' +
          '"Do you ship to Bergen, Tromsø and Bodø?","Yes, we ship to Bergen, Tromsø and Bodø twice a week.",en,shipping;north,approved\n' +
          '"Sender dere til Kiruna?","Ja, vi sender til Kiruna hver fredag.",no,shipping,approved\n',
      )
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.getByText('2 entries ready; the first 2:')).toBeVisible()
    const preview = dialog.getByRole('region', { name: 'Import preview' })
    await expect(preview.getByText('Do you ship to Bergen, Tromsø and Bodø?', { exact: true })).toBeVisible()
    await expect(preview.getByText('English · Verified · shipping, north')).toBeVisible()
    await snap(page, 'knowledge-import-preview')
    await dialog.getByRole('button', { name: 'Import 2 entries' }).click()
    await expect(page.getByText('Imported 2 entries')).toBeVisible()
    await expect(page.getByText('Showing 1–4 of 4')).toBeVisible()

    // Filters: tag and search.
    await page.getByRole('combobox', { name: 'Tag filter' }).selectOption({ label: 'north (1)' })
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()
    await page.getByRole('combobox', { name: 'Tag filter' }).selectOption('')
    await page.getByLabel('Search entries').fill('Kiruna')
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()
    await page.getByLabel('Search entries').fill('')

    await page.getByLabel('Question to try').fill('do you ship to bodø?')
    // Submitted from the keyboard: the three toasts above stack over the Try button, and a pointer
    // resting on a toast keeps it open (sonner pauses on hover), so a click could wait forever.
    await page.getByLabel('Question to try').press('Enter')
    await expect(page.getByTestId('try-answer')).toHaveText(
      'Yes, we ship to Bergen, Tromsø and Bodø twice a week.',
    )
    await snap(page, 'knowledge-table')

    // File resources: upload (checked by content), link to an entry, then soft-delete.
    await page.getByRole('button', { name: 'Files' }).click()
    const files = page.getByRole('dialog', { name: 'File resources' })
    await files.getByLabel('Upload a file (PDF, image, Word, text)').setInputFiles({
      name: 'price-list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Dyno rental: 4 000 NOK per week.'),
    })
    await expect(page.getByText('File uploaded')).toBeVisible()
    await expect(files.getByRole('list', { name: 'File resources' })).toContainText('price-list.txt')
    await files.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Actions for How long is the dyno warranty?' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Entry' })
    await edit.getByRole('checkbox', { name: 'price-list.txt' }).check()
    await edit.getByRole('button', { name: 'Save Entry' }).click()
    await expect(page.getByText('Knowledge entry updated')).toBeVisible()
    await page.getByRole('button', { name: 'Actions for How long is the dyno warranty?' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await expect(edit.getByRole('checkbox', { name: 'price-list.txt' })).toBeChecked()
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Files' }).click()
    await files.getByRole('button', { name: 'Delete price-list.txt' }).click()
    await expect(files.getByText('No files yet.')).toBeVisible()
    await files.getByRole('button', { name: 'Close' }).click()

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Actions for Sender dere til Kiruna?' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete entry' }).click()
    await expect(page.getByText('Showing 1–3 of 3')).toBeVisible()
  })

  test('a knowledge base longer than a page is paged 50 at a time', async ({ page }) => {
    test.setTimeout(120_000)
    await loginAs(page, 'trainer')
    const created = await page.request.post('/api/bots', { data: { name: 'Paging Bot' } })
    expect(created.ok()).toBe(true)
    const bot = (await created.json()) as { id: string }
    const questions = Array.from(
      { length: 60 },
      (_, index) => `Paging question ${String(index + 1).padStart(2, '0')}?`,
    )
    const imported = await page.request.post(`/api/bots/${bot.id}/knowledge/import`, {
      data: {
        entries: questions.map((question, index) => ({
          question,
          answer: `Answer number ${index + 1} of the paging test.`,
          language_code: 'en',
          status: 'approved',
        })),
      },
    })
    expect(imported.ok()).toBe(true)

    await page.goto(`/bots/${bot.id}/knowledge`)
    const pager = page.getByRole('navigation', { name: 'Entry pages' })
    const entryRows = page.getByRole('row').filter({ hasText: 'Paging question' })
    await expect(pager.getByText('Showing 1–50 of 60', { exact: true })).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(entryRows).toHaveCount(50)
    const firstPage = (await entryRows.allInnerTexts()).map(
      (text) => text.match(/Paging question \d+\?/)?.[0],
    )
    const onlyOnSecondPage = questions.filter((question) => !firstPage.includes(question))
    expect(onlyOnSecondPage).toHaveLength(10)
    await expect(page.getByText(onlyOnSecondPage[0], { exact: true })).toHaveCount(0)

    // A selection for bulk approve belongs to its page.
    await page.getByRole('checkbox', { name: `Select ${firstPage[0]}` }).check()
    await expect(page.getByRole('button', { name: 'Approve selected (1)' })).toBeVisible()

    await pager.getByRole('button', { name: 'Next' }).click()
    await expect(pager.getByText('Showing 51–60 of 60', { exact: true })).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(entryRows).toHaveCount(10)
    for (const question of onlyOnSecondPage)
      await expect(page.getByText(question, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /Approve selected/ })).toHaveCount(0)
    await snap(page, 'knowledge-paged')

    await pager.getByRole('button', { name: 'Previous' }).click()
    await expect(pager.getByText('Showing 1–50 of 60', { exact: true })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: `Select ${firstPage[0]}` })).not.toBeChecked()

    // A new search starts again at the first page, even when it matches as many entries.
    await pager.getByRole('button', { name: 'Next' }).click()
    await expect(pager.getByText('Showing 51–60 of 60', { exact: true })).toBeVisible()
    await page.getByLabel('Search entries').fill('paging question')
    await expect(pager.getByText('Showing 1–50 of 60', { exact: true })).toBeVisible()
    await expect(entryRows).toHaveCount(50)
    await page.getByLabel('Search entries').fill('Paging question 1')
    await expect(pager.getByText('Showing 1–10 of 10', { exact: true })).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  test('a support agent reads the knowledge base but cannot change it', async ({ page }) => {
    await loginAs(page, 'support_agent', '/knowledge')
    await expect(page.getByRole('heading', { name: 'Knowledge Base', level: 1 })).toBeVisible()
    await page.getByRole('tab', { name: 'All entries' }).click()
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible()
    await expect(page.getByRole('button', { name: 'New Entry' })).toHaveCount(0)
    await snap(page, 'knowledge-global')
  })
})
