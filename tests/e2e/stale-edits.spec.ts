import type { Browser, Page } from '@playwright/test'
import {
  adminApi,
  DEMO_PASSWORD,
  type DemoRole,
  demoAccount,
  expect,
  invitedAccount,
  signInWith,
  snap,
  test,
} from './fixtures.ts'

// Issue 32, item 7 (decision 026): two people edit the same record; the second save is refused,
// the typed text stays, and 'Keep mine' saves it on the new version. Desktop and phone.

/** A signed-in page in its own browser context, at the size of the project running the test. */
async function editor(browser: Browser, baseURL: string, role: DemoRole): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  })
  await context.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(demoAccount(role).email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  return page
}

const fullName = (role: DemoRole) => `${demoAccount(role).firstName} ${demoAccount(role).lastName}`

test('two people edit one knowledge entry: the second sees the conflict and keeps their text @phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const size = test.info().project.name
  const question = `Which oil does the dyno take (${size} ${Date.now()})?`
  const api = await adminApi(baseURL as string)
  const created = await api.post('/api/knowledge/entries', {
    data: { question, answer: 'The dyno takes 5W-30 oil.', scope: 'global' },
  })
  expect(created.status()).toBe(201)
  const { id } = await created.json()

  const [tone, anders] = await Promise.all([
    editor(browser, baseURL as string, 'trainer'),
    editor(browser, baseURL as string, 'admin'),
  ])
  // Both open the entry before either saves.
  for (const page of [tone, anders]) {
    await page.goto('/knowledge')
    await page.getByRole('button', { name: `Actions for ${question}` }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit Entry' }).getByLabel('Answer')).toHaveValue(
      'The dyno takes 5W-30 oil.',
    )
  }

  const toneForm = tone.getByRole('dialog', { name: 'Edit Entry' })
  await toneForm.getByLabel('Answer').fill('The dyno takes 10W-40 oil since March.')
  await toneForm.getByRole('button', { name: 'Save Entry' }).click()
  await expect(tone.getByText('Knowledge entry updated')).toBeVisible()

  const mine = 'The dyno takes fully synthetic 5W-40 oil.'
  const andersForm = anders.getByRole('dialog', { name: 'Edit Entry' })
  await andersForm.getByLabel('Answer').fill(mine)
  await andersForm.getByRole('button', { name: 'Save Entry' }).click()
  const notice = andersForm.getByTestId('stale-edit-notice')
  await expect(notice).toContainText(
    new RegExp(`${fullName('trainer')} changed this at \\d{1,2}[:.]\\d{2}.* while you were editing`),
  )
  await expect(notice).toContainText('Theirs: The dyno takes 10W-40 oil since March.')
  await expect(notice).toContainText(`Yours: ${mine}`)
  // Nothing typed is lost, and nothing of Tone's was overwritten.
  await expect(andersForm.getByLabel('Answer')).toHaveValue(mine)
  expect((await (await api.get(`/api/knowledge/entries/${id}`)).json()).entry.answer).toBe(
    'The dyno takes 10W-40 oil since March.',
  )
  await snap(anders, `stale-edit-knowledge-${size}`)

  await notice.getByRole('button', { name: 'Keep mine' }).click()
  await expect(anders.getByText('Knowledge entry updated')).toBeVisible()
  await expect(andersForm).toBeHidden()
  expect((await (await api.get(`/api/knowledge/entries/${id}`)).json()).entry.answer).toBe(mine)
  await api.dispose()
})

test('two people edit one dealer: the second sees the conflict and keeps their text @phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const size = test.info().project.name
  const api = await adminApi(baseURL as string)
  const code = `STALE-${size.toUpperCase()}-${Date.now()}`
  const created = await api.post('/api/dealers', {
    data: { name: `Fjord Tuning ${size}`, dealerCode: code, status: 'active', city: 'Bergen' },
  })
  expect(created.status()).toBe(201)
  const { dealer } = await created.json()

  const [siri, anders] = await Promise.all([
    editor(browser, baseURL as string, 'super_admin'),
    editor(browser, baseURL as string, 'admin'),
  ])
  for (const page of [siri, anders]) {
    await page.goto(`/dealers/${dealer.id}`)
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Edit Dealer' }).getByLabel('City')).toHaveValue('Bergen')
  }

  const siriForm = siri.getByRole('dialog', { name: 'Edit Dealer' })
  await siriForm.getByLabel('City').fill('Stavanger')
  await siriForm.getByRole('button', { name: 'Save Changes' }).click()
  await expect(siri.getByText('Dealer updated')).toBeVisible()

  const andersForm = anders.getByRole('dialog', { name: 'Edit Dealer' })
  await andersForm.getByLabel('City').fill('Trondheim')
  await andersForm.getByRole('button', { name: 'Save Changes' }).click()
  const notice = andersForm.getByTestId('stale-edit-notice')
  await expect(notice).toContainText(`${fullName('super_admin')} changed this at`)
  await expect(notice).toContainText('Theirs: Stavanger')
  await expect(notice).toContainText('Yours: Trondheim')
  await expect(andersForm.getByLabel('City')).toHaveValue('Trondheim')
  expect((await (await api.get(`/api/dealers/${dealer.id}`)).json()).dealer.city).toBe('Stavanger')
  await snap(anders, `stale-edit-dealer-${size}`)

  await notice.getByRole('button', { name: 'Keep mine' }).click()
  await expect(anders.getByText('Dealer updated')).toBeVisible()
  await expect(andersForm).toBeHidden()
  await expect(anders.getByRole('heading', { level: 1 })).toHaveText(`Fjord Tuning ${size}`)
  expect((await (await api.get(`/api/dealers/${dealer.id}`)).json()).dealer.city).toBe('Trondheim')
  await api.dispose()
})

test('one person edits their profile in two tabs: the second tab keeps its text and reapplies it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const account = await invitedAccount(baseURL as string, { fullName: 'Tove Tofaner' })
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  const first = await context.newPage()
  await signInWith(first, account.email, account.password)
  const second = await context.newPage()
  for (const page of [first, second]) {
    await page.goto('/profile')
    await expect(page.getByLabel('Location')).toHaveValue('')
  }

  await first.getByLabel('Location').fill('Bergen')
  await first.getByRole('button', { name: 'Save Changes' }).click()
  await expect(first.getByText('Profile Updated')).toBeVisible()

  await second.getByLabel('Phone').fill('+47 55 00 11 22')
  await second.getByLabel('Location').fill('Ålesund')
  await second.getByRole('button', { name: 'Save Changes' }).click()
  const notice = second.getByTestId('stale-edit-notice')
  await expect(notice).toContainText('Tove Tofaner changed this at')
  await expect(notice).toContainText('Theirs: Bergen')
  await expect(notice).toContainText('Yours: Ålesund')
  await expect(second.getByLabel('Location')).toHaveValue('Ålesund')
  await expect(second.getByLabel('Phone')).toHaveValue('+47 55 00 11 22')

  await notice.getByRole('button', { name: 'Keep mine' }).click()
  await expect(second.getByText('Profile Updated')).toBeVisible()
  await expect(notice).toBeHidden()
  await first.reload()
  await expect(first.getByLabel('Location')).toHaveValue('Ålesund')
  await expect(first.getByLabel('Phone')).toHaveValue('+47 55 00 11 22')
  await context.close()
})

test('two people edit one program step: the second sees the conflict and keeps their text', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(baseURL as string)
  const programName = `Stale steps ${Date.now()}`
  const created = await api.post('/api/onboarding/programs', {
    data: {
      name: programName,
      languageCode: 'en',
      steps: [
        {
          stepName: 'Sales training',
          stepType: 'training',
          stepOrder: 1,
          isRequired: true,
          estimatedDurationMinutes: 60,
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const program = await created.json()
  // Inactive, so the onboarding spec's stat cards stay as seeded.
  const off = await api.patch(`/api/onboarding/programs/${program.id}`, {
    data: { isActive: false, expectedUpdatedAt: program.updatedAt },
  })
  expect(off.ok()).toBe(true)

  const [siri, anders] = await Promise.all([
    editor(browser, baseURL as string, 'super_admin'),
    editor(browser, baseURL as string, 'admin'),
  ])
  for (const page of [siri, anders]) {
    await page.goto('/onboarding-management')
    await page.getByRole('tab', { name: 'Programs' }).click()
    await page
      .getByTestId('program-card')
      .filter({ hasText: programName })
      .getByRole('button', { name: 'Manage Steps' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Manage Steps' })
    await dialog.getByRole('button', { name: /Edit/ }).first().click()
    await expect(dialog.getByLabel('Title')).toHaveValue('Sales training')
  }

  const siriForm = siri.getByRole('dialog', { name: 'Manage Steps' })
  await siriForm.getByLabel('Instructions').fill('Bring the workshop manual.')
  await siriForm.getByRole('button', { name: 'Save Step' }).click()
  await expect(siriForm.getByLabel('Title')).toBeHidden()

  const andersForm = anders.getByRole('dialog', { name: 'Manage Steps' })
  await andersForm.getByLabel('Title').fill('Sales and product training')
  await andersForm.getByRole('button', { name: 'Save Step' }).click()
  const notice = andersForm.getByTestId('stale-edit-notice')
  await expect(notice).toContainText(`${fullName('super_admin')} changed this at`)
  await expect(notice).toContainText('Theirs: Bring the workshop manual.')
  await expect(andersForm.getByLabel('Title')).toHaveValue('Sales and product training')

  // 'Use theirs' loads the current values: the instructions Siri wrote appear in the form.
  await notice.getByRole('button', { name: 'Use theirs' }).click()
  await expect(andersForm.getByLabel('Instructions')).toHaveValue('Bring the workshop manual.')
  await andersForm.getByLabel('Title').fill('Sales and product training')
  await andersForm.getByRole('button', { name: 'Save Step' }).click()
  await expect(andersForm.getByLabel('Title')).toBeHidden()
  const steps = (await (await api.get(`/api/onboarding/programs/${program.id}/steps`)).json()).steps
  expect(steps[0]).toMatchObject({
    title: 'Sales and product training',
    instructions: 'Bring the workshop manual.',
  })
  await api.dispose()
})
