import type { Locator, Page } from '@playwright/test'
import { expect, loginAs, snap, test } from './fixtures.ts'

// Issue 36 items 5 and 6: forms say what is wrong and visibly refuse to save; actions a role cannot
// take are not offered. Desktop and phone.

const size = () => test.info().project.name
/** What the screen shows (a full-page screenshot draws sticky bars where they are not). */
const view = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}-${size()}-screen.png` })
/** Whether a field can be seen: on screen and not under a sticky bar (the topmost element at its middle). */
const uncovered = (field: Locator) =>
  field.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && (top === element || element.contains(top))
  })
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function newBot(page: Page, name: string) {
  const response = await page.request.post('/api/bots', { data: { name } })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string; knowledge_base_id: string }
}

test.describe('forms say what is wrong (issue 36 item 5)', () => {
  test('a threshold of 73 or 150 is refused under its field and Save is blocked until it is fixed @phone', async ({
    page,
  }) => {
    await loginAs(page, 'trainer', '/bots')
    const name = `Threshold Bot ${unique()}`
    const bot = await newBot(page, name)
    await page.goto(`/bots/${bot.id}/config`)
    await expect(page.getByRole('heading', { name: `Configure ${name}` })).toBeVisible()
    const threshold = page.getByLabel('Confidence threshold (%)')
    const save = page.getByRole('button', { name: 'Save Changes' })
    const blocked = page.getByRole('alert').filter({ hasText: 'Fix the marked field to save.' })

    await threshold.fill('73')
    await save.click()
    await expect(page.getByText('Threshold must be a multiple of 5', { exact: true })).toBeVisible()
    await expect(threshold).toHaveAttribute('aria-invalid', 'true')
    await expect(threshold).toHaveAccessibleDescription('Threshold must be a multiple of 5')
    // Blocked where the button is, not only under a field that may be out of sight.
    await expect(blocked).toBeVisible()
    await expect(save).toBeDisabled()
    await expect(threshold).toBeFocused()
    await expect.poll(() => uncovered(threshold)).toBe(true)
    await view(page, 'forms-threshold-73')
    await snap(page, `forms-threshold-73-${size()}`)

    await threshold.fill('150')
    await expect(page.getByText('Threshold must be a number from 0 to 100', { exact: true })).toBeVisible()
    await expect(save).toBeDisabled()
    // The note takes the user back to the field from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => uncovered(threshold)).toBe(false)
    await blocked.getByRole('button', { name: 'Show it' }).click()
    await expect(threshold).toBeFocused()
    await expect.poll(() => uncovered(threshold)).toBe(true)

    // Nothing was stored meanwhile; a valid value saves.
    const stored = async () =>
      (await (await page.request.get(`/api/bots/${bot.id}`)).json()).escalation_rules.confidence_threshold
    expect(await stored()).toBe(0.5)
    await threshold.fill('65')
    await expect(blocked).toBeHidden()
    await save.click()
    await expect(page.getByText('Bot configuration saved successfully!')).toBeVisible()
    expect(await stored()).toBe(0.65)

    // The same message in the UI language.
    await page.evaluate(() => localStorage.setItem('preferred-language', 'no'))
    await page.reload()
    await page.getByLabel('Terskel for sikkerhet (%)').fill('72')
    await page.getByRole('button', { name: 'Lagre endringer' }).click()
    await expect(page.getByText('Terskelen må være et multiplum av 5', { exact: true })).toBeVisible()
    await snap(page, `forms-threshold-no-${size()}`)
  })

  test('a knowledge priority of 15 is refused, never saved as 1; tags come from the existing ones @phone', async ({
    page,
  }) => {
    await loginAs(page, 'trainer', '/bots')
    const bot = await newBot(page, `Priority Bot ${unique()}`)
    const tag = `zq-${unique()}`
    const imported = await page.request.post(`/api/bots/${bot.id}/knowledge/import`, {
      data: { entries: [{ question: 'Tagged before?', answer: 'Yes, this one has a tag.', tags: [tag] }] },
    })
    expect(imported.status()).toBe(201)
    await page.goto(`/bots/${bot.id}/knowledge`)
    await page.getByRole('button', { name: 'New Entry' }).click()
    const form = page.getByRole('dialog', { name: 'New Entry' })
    await form.getByLabel('Question', { exact: true }).fill('How long is the priority warranty?')
    await form.getByLabel('Answer', { exact: true }).fill('Two years from delivery, on every part.')
    const priority = form.getByLabel('Priority (1-10)')
    await priority.fill('15')
    const save = form.getByRole('button', { name: 'Save Entry' })
    await save.click()
    await expect(form.getByText('Priority must be a number from 1 to 10', { exact: true })).toBeVisible()
    await expect(priority).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('alert').filter({ hasText: 'Fix the marked field to save.' })).toBeVisible()
    await expect(save).toBeDisabled()
    await expect(priority).toBeFocused()
    await expect.poll(() => uncovered(priority)).toBe(true)
    await view(page, 'forms-priority-15')

    // Tags: the existing one is offered as the text is typed, and picked with the keyboard.
    await priority.fill('7')
    await expect(save).toBeEnabled()
    const tags = form.getByRole('combobox', { name: 'Tags' })
    await tags.fill(tag.slice(0, -1))
    const suggestions = form.getByRole('listbox', { name: 'Existing tags' })
    await expect(suggestions.getByRole('option', { name: tag })).toBeVisible()
    await tags.press('ArrowDown')
    await expect(suggestions.getByRole('option', { name: tag })).toHaveAttribute('aria-selected', 'true')
    await tags.press('Enter')
    const chosen = form.getByRole('list', { name: 'Chosen tags' })
    await expect(chosen.getByText(tag, { exact: true })).toBeVisible()
    // A new one is typed; the same tag in other letters is not added twice.
    await tags.fill('brand-new')
    await tags.press('Enter')
    await tags.fill(tag.toUpperCase())
    await tags.press('Enter')
    await expect(chosen.getByRole('listitem')).toHaveCount(2)
    await view(page, 'forms-tags')
    await save.click()
    await expect(page.getByText('Knowledge entry created')).toBeVisible()

    const { entries } = await (await page.request.get(`/api/knowledge/entries?bot_id=${bot.id}`)).json()
    const saved = entries.find((entry: { question: string }) => entry.question.startsWith('How long'))
    expect(saved.priority).toBe(7)
    expect(saved.tags.map((item: { name: string }) => item.name).sort()).toEqual(['brand-new', tag].sort())
  })

  test('a knowledge import takes the valid rows and reports the others', async ({ page }) => {
    await loginAs(page, 'trainer', '/bots')
    const bot = await newBot(page, `Import Bot ${unique()}`)
    await page.goto(`/bots/${bot.id}/knowledge`)
    await page.getByRole('button', { name: 'Import/Export' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import/Export' })
    await dialog
      .getByLabel('Data')
      .fill(
        'question,answer,priority\n' +
          'Is the shop open on Saturdays?,"Yes, from 10 to 14.",3\n' +
          'Short?,Too short,1\n' +
          'Do you sell gift cards?,"Yes, in every shop and online.",2\n',
      )
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.getByText('One row has a problem and will be left out:')).toBeVisible()
    await expect(
      dialog.getByText('Entry 2, answer: Answer must be at least 10 characters long'),
    ).toBeVisible()
    await expect(dialog.getByText('2 entries ready; the first 2:')).toBeVisible()
    await snap(page, 'forms-import-partial-preview')
    await dialog.getByRole('button', { name: 'Import the 2 valid entries' }).click()
    await expect(page.getByText('Imported 2 entries').first()).toBeVisible()
    const report = dialog.getByRole('status')
    await expect(report).toContainText('One row was left out; fix it and import it again:')
    await expect(report).toContainText('Entry 2, answer: Answer must be at least 10 characters long')
    await expect(dialog.getByLabel('Data')).toHaveValue('')
    const { entries } = await (await page.request.get(`/api/knowledge/entries?bot_id=${bot.id}`)).json()
    expect(entries.map((entry: { question: string }) => entry.question).sort()).toEqual([
      'Do you sell gift cards?',
      'Is the shop open on Saturdays?',
    ])
  })
})

test.describe('actions a role cannot take are not offered (issue 36 item 6)', () => {
  test('an admin is offered no Deactivate and no role removal on a super admin @phone', async ({ page }) => {
    await loginAs(page, 'admin', '/admin')
    await page.getByLabel('Search users').fill('superadmin@example.com')
    const users = page.getByRole('list', { name: 'Users' })
    await expect(users.getByRole('listitem')).toHaveCount(1)
    const superAdmin = users.getByRole('listitem', { name: 'Siri Solberg' })
    await expect(superAdmin.getByText('Super Admin', { exact: true })).toBeVisible()
    await expect(superAdmin.getByRole('button', { name: /Deactivate/ })).toHaveCount(0)
    await superAdmin.getByRole('button', { name: 'Manage the roles of Siri Solberg' }).click()
    const roles = page.getByRole('dialog', { name: 'Roles of Siri Solberg' })
    await expect(roles.getByText('Super Admin', { exact: true })).toBeVisible()
    await expect(roles.getByRole('button', { name: 'Remove Super Admin' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    // The server still refuses it, should anyone try.
    const me = await (await page.request.get('/api/users?search=superadmin%40example.com')).json()
    const refused = await page.request.post(`/api/users/${me.users[0].id}/deactivate`)
    expect(refused.status()).toBe(403)

    // Other people keep their Deactivate.
    await page.getByLabel('Search users').fill('trainer@example.com')
    const trainer = users.getByRole('listitem', { name: 'Tone Tangen' })
    await expect(trainer.getByRole('button', { name: 'Deactivate Tone Tangen' })).toBeVisible()
    await snap(page, `honest-admin-super-admin-${size()}`)
  })

  test("a dealer manager's invitation dialog offers only dealer roles @phone", async ({ page }) => {
    await loginAs(page, 'dealer_manager')
    const { dealers } = await (await page.request.get('/api/dealers')).json()
    expect(dealers).toHaveLength(1)
    await page.goto(`/dealers/${dealers[0].id}`)
    await page.getByRole('button', { name: 'Invite Employee' }).click()
    const invite = page.getByRole('dialog', { name: 'Invite Employee' })
    await expect(invite.getByLabel('Role').locator('option')).toHaveText(['Dealer User', 'Dealer Manager'])
    await snap(page, `honest-dealer-manager-invite-${size()}`)
  })
})
