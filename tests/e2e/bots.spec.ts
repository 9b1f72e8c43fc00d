import { adminApi, expect, loginAs, snap, test } from './fixtures.ts'

// Spec §2.14, §2.15: a trainer runs the assistants from /bots.

test.describe('bot list and configuration (spec §2.14-2.15)', () => {
  test('a trainer creates, configures, duplicates and deletes a bot', async ({ page }) => {
    test.setTimeout(120_000)
    await loginAs(page, 'trainer', '/bots')
    await expect(page.getByRole('heading', { name: 'AI Bot Config', level: 1 })).toBeVisible()
    const totalBots = page.getByRole('region', { name: 'Bot summary' }).getByText(/^\d+$/).first()
    const countFromApi = async () =>
      (await (await page.request.get('/api/bots')).json()).summary.total_bots as number
    await expect(totalBots).toHaveText(String(await countFromApi()))
    const before = await countFromApi()

    await page.getByRole('button', { name: 'Create Bot' }).click()
    const created = page.getByText(/Bot "New Bot \d+" created/)
    await expect(created).toBeVisible()
    const name = ((await created.textContent()) as string).match(/"(.+)"/)?.[1] as string
    // The summary card is the real count, one more than before.
    expect(await countFromApi()).toBe(before + 1)
    await expect(totalBots).toHaveText(String(before + 1))
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(card.getByText('Visible to Dealers')).toBeVisible()
    await expect(card.getByText('Never')).toBeVisible()
    await snap(page, 'bots-list')

    // The active toggle: internal only, and the summary follows.
    await card.getByRole('switch', { name: `Active: ${name}` }).click()
    await expect(card.getByText('Internal Only')).toBeVisible()
    await card.getByRole('switch', { name: `Active: ${name}` }).click()
    await expect(card.getByText('Visible to Dealers')).toBeVisible()

    // Configure it.
    await card.getByRole('link', { name: 'Config' }).click()
    await expect(page.getByRole('heading', { name: `Configure ${name}` })).toBeVisible()
    await expect(page.getByText('Unsaved Changes')).toHaveCount(0)
    await page.getByLabel('Name', { exact: true }).fill('Parts Helper')
    await expect(page.getByText('Unsaved Changes')).toBeVisible()
    await page.getByLabel('Description').fill('Answers questions about spare parts.')
    await page.getByLabel('Tone', { exact: true }).selectOption('friendly')
    // Avatar: an image by its content is stored at once; a PDF named .png is refused by the server.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ])
    await page
      .getByLabel('Upload an image (up to 5 MB)')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText('Avatar updated successfully!')).toBeVisible()
    await page
      .getByLabel('Upload an image (up to 5 MB)')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 fake') })
    await expect(page.getByText('Please upload an image file')).toBeVisible()
    // What was typed before the uploads is still there.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Parts Helper')
    await page.getByRole('radio', { name: 'Preset avatar 2' }).click()
    await page.getByLabel('System prompt').fill('You are {{BotName}}, the parts expert.')
    await page.getByLabel('Confidence threshold (%)').fill('62')
    await page.getByLabel('Escalation keywords').fill('  Refund ')
    await page.getByLabel('Escalation keywords').press('Enter')
    const keywords = page.getByRole('list', { name: 'Escalation keywords' })
    await expect(keywords.getByText('refund')).toBeVisible()
    await page.getByRole('button', { name: 'Complaints' }).click()
    await expect(keywords.getByText('klage')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Dealer User' }).check()

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Threshold must be a multiple of 5')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Parts Helper')
    await page.getByLabel('Confidence threshold (%)').fill('65')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Bot configuration saved successfully!')).toBeVisible()
    await expect(page.getByText('Unsaved Changes')).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Escalation keywords' }).getByText('refund')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Escalation keywords' }).getByText('klage')).toBeVisible()
    await snap(page, 'bots-config')

    await page.reload()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Parts Helper')
    await expect(page.getByLabel('Confidence threshold (%)')).toHaveValue('65')
    await expect(page.getByRole('radio', { name: 'Preset avatar 2' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('checkbox', { name: 'Dealer User' })).toBeChecked()

    // Duplicate and delete.
    await page.goto('/bots')
    const parts = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Parts Helper', exact: true }) })
    await parts.getByRole('button', { name: 'Duplicate' }).click()
    await expect(page.getByText('Bot "Parts Helper (Copy)" created as a copy')).toBeVisible()
    const copy = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Parts Helper (Copy)' }) })
    await expect(copy).toBeVisible()
    // Issue 36: a copy starts internal only, whatever the original was.
    await expect(copy.getByText('Internal Only')).toBeVisible()
    await expect(parts.getByText('Visible to Dealers')).toBeVisible()

    const download = page.waitForEvent('download')
    await copy.getByRole('button', { name: 'Export' }).click()
    expect((await download).suggestedFilename()).toBe('bot-parts-helper-copy-.json')

    await copy.getByRole('button', { name: 'Delete Parts Helper (Copy)' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete "Parts Helper (Copy)"?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete permanently' }).click()
    await expect(page.getByText('Bot "Parts Helper (Copy)" has been permanently deleted')).toBeVisible()
    await expect(copy).toHaveCount(0)
  })

  test('a support agent sees the spec denial for bot configuration', async ({ page }) => {
    await loginAs(page, 'support_agent', '/bots')
    const denial = page.getByRole('alert')
    await expect(denial).toContainText('Access Denied')
    await expect(denial).toContainText(
      "You don't have permission to access AI Bot Configuration. This area is restricted to trainers and administrators.",
    )
    await page.goto('/bots/00000000-0000-4000-8000-000000000000/analytics')
    await expect(denial).toContainText('This area is restricted to trainers and administrators.')
    expect((await page.request.post('/api/bots', { data: { name: 'Nope' } })).status()).toBe(403)
  })

  test('an unknown bot returns to /bots with the load failure toast', async ({ page }) => {
    await loginAs(page, 'trainer', '/bots/00000000-0000-4000-8000-000000000000/config')
    await expect(page.getByText('Failed to load bot configuration')).toBeVisible()
    await expect(page).toHaveURL(/\/bots$/)
  })
})

test.describe('closing the loop: suggestions, training and analytics (issue 6)', () => {
  test('a suggestion answered in the inbox is the answer users get; training mode; real analytics', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    // A bot with one approved entry, then real user chats through the chat API (issue 5) as the admin.
    const user = await adminApi(baseURL as string)
    await loginAs(page, 'trainer')
    const bot = await (await page.request.post('/api/bots', { data: { name: 'Loop Bot' } })).json()
    await page.request.post(`/api/bots/${bot.id}/knowledge/import`, {
      data: {
        entries: [
          {
            question: 'When is the workshop open?',
            answer: 'The workshop is open 8 to 16 on weekdays.',
            status: 'approved',
          },
        ],
      },
    })
    const ask = async (content: string) => {
      const response = await user.post('/api/chat/messages', { data: { botId: bot.id, content } })
      expect(response.ok()).toBe(true)
      return (await response.json()).botMessage.content as string
    }
    expect(await ask('When is the workshop open?')).toBe('The workshop is open 8 to 16 on weekdays.')
    const unanswered = await ask('Do you rent out dynos?')
    await ask('do you rent out dynos')

    // The inbox: the question asked twice, answered here.
    await page.goto(`/bots/${bot.id}/knowledge`)
    await page.getByRole('button', { name: /Suggestion Inbox/ }).click()
    const inbox = page.getByRole('dialog', { name: 'Suggestion Inbox' })
    const item = inbox.getByRole('listitem').filter({ hasText: 'Do you rent out dynos?' })
    await expect(item.getByText('Asked 2 times')).toBeVisible()
    await expect(item.getByText(`Bot answered: ${unanswered}`)).toBeVisible()
    await expect(item.getByRole('button', { name: 'Create Entry' })).toBeDisabled()
    await item.getByLabel('Answer').fill('Yes, dynos can be rented by the week from every dealer.')
    await snap(page, 'knowledge-suggestion-inbox')
    await item.getByRole('button', { name: 'Create Entry' }).click()
    await expect(page.getByText('Entry created from the suggestion')).toBeVisible()
    await expect(inbox.getByText('No pending suggestions.')).toBeVisible()
    await inbox.getByRole('button', { name: 'Close' }).click()
    await expect(
      page.getByRole('row', { name: /Do you rent out dynos\?/ }).getByText('Verified'),
    ).toBeVisible()

    // The user's chat now gets the new answer.
    expect(await ask('Do you rent out dynos?')).toBe(
      'Yes, dynos can be rented by the week from every dealer.',
    )

    // The bot's own test chat shows the same, and Training Mode records a correction for review.
    await page.goto(`/bots/${bot.id}/chat`)
    await page.getByLabel('Message').fill('Do you rent out dynos?')
    await page.getByLabel('Message').press('Enter')
    await expect(page.getByText('Yes, dynos can be rented by the week from every dealer.')).toBeVisible()
    await expect(page.getByText(/^Session …[0-9a-f]{8}$/)).toBeVisible()
    await page.getByRole('button', { name: 'Training Mode' }).click()
    await expect(page.getByText('Training Mode: correct answers')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Corrections' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'New Entries' })).toBeVisible()
    await page
      .getByLabel('Correct answer')
      .fill('Yes, dynos can be rented by the week or the month from every dealer.')
    await page.getByRole('button', { name: 'Save Correction' }).click()
    await expect(page.getByText('New entry created for review')).toBeVisible()
    await page.getByLabel('Instruction').fill('Mention the price list when asked about rentals.')
    await page.getByRole('button', { name: 'Save Instruction' }).click()
    await expect(page.getByText('Instruction added')).toBeVisible()
    await snap(page, 'bots-training-mode')

    // The list shows the training: needs review, trained today, and the user chats only.
    await page.goto('/bots')
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Loop Bot', exact: true }) })
    await expect(card.getByText('Needs Review')).toBeVisible()
    await expect(card.getByText('Never')).toHaveCount(0)

    // Analytics from the stored conversations (the trainer's test chat is not counted).
    await card.getByRole('link', { name: 'Stats' }).click()
    await expect(page.getByRole('heading', { name: 'Loop Bot: Analytics' })).toBeVisible()
    await expect(page.getByText('Live Data')).toBeVisible()
    const figures = page.getByRole('region', { name: 'Key figures' })
    await expect(figures.getByText('Responses').locator('..').locator('..')).toContainText('4')
    await expect(page.getByRole('heading', { name: 'Top questions' }).locator('../..')).toContainText(
      'Do you rent out dynos?',
    )
    await expect(page.getByRole('heading', { name: 'Recommendations' }).locator('../..')).toContainText(
      'Review the entry that is not verified yet',
    )
    await snap(page, 'bots-analytics')

    // Issue 36: each recent escalation opens its conversation in Training & Review.
    const escalated = page
      .getByRole('heading', { name: 'Recent escalations' })
      .locator('../..')
      .getByRole('link', { name: /Do you rent out dynos\?/ })
      .first()
    await expect(escalated).toHaveAttribute('href', /^\/training\?session=[0-9a-f-]{36}$/)
    await escalated.click()
    await expect(page).toHaveURL(/\/training\?session=/)
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Do you rent out dynos?')

    // Training & Review lists the escalated user conversation.
    await page.goto('/training')
    await expect(page.getByRole('heading', { name: 'Training & Review', level: 1 })).toBeVisible()
    const queued = page.getByRole('button', { name: /Do you rent out dynos\?.*Loop Bot/ }).first()
    await expect(queued).toBeVisible()
    await queued.click()
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Do you rent out dynos?')
    await snap(page, 'training-review')
    await user.dispose()
  })
})
