import { adminApi, expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

// Issue 35 item 5: content in the reader's language. The demo seeds Norwegian and Swedish
// translations of some articles, the English onboarding program and the assistants; an article left
// without a Norwegian one is shown in English with a note. An editor adds a Swedish translation.

test('a Norwegian reader gets news, the onboarding program and the assistants in Norwegian @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name
  // A reader of its own, of the demo dealer: opening an article marks it read, and other specs
  // (news-widget) count on the demo dealer user's articles being unread.
  const api = await adminApi(baseURL as string)
  const { dealers } = await (await api.get('/api/dealers?search=NO-OSL-001')).json()
  await api.dispose()
  const reader = await invitedAccount(baseURL as string, {
    fullName: `Norsk Leser ${project}`,
    role: 'dealer_user',
    dealerId: dealers[0].id,
  })
  await page.addInitScript(() => {
    localStorage.setItem('preferred-language', 'no')
    localStorage.setItem('onboarding-tour-dismissed', 'true')
  })
  await signInWith(page, reader.email, reader.password)

  // The news centre: translated articles in Norwegian; one with only a Swedish translation in
  // English, marked as such.
  await page.goto('/news')
  const items = page.getByTestId('news-center-item')
  const translated = items.filter({ hasText: 'Utvidet åpningstid for OptiFiles-filtjenesten' })
  await expect(translated).toBeVisible()
  await expect(translated.getByTestId('shown-language-badge')).toHaveCount(0)
  await expect(translated.getByRole('heading')).toHaveAttribute('lang', 'nb')
  const fallback = items.filter({ hasText: 'New contact person for Swedish dealers' })
  await expect(fallback.getByTestId('shown-language-badge')).toHaveText('Vist på engelsk')
  await expect(fallback.getByRole('heading')).toHaveAttribute('lang', 'en')
  await snap(page, `translations-news-${project}`)

  await translated.getByRole('link').click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Utvidet åpningstid for OptiFiles-filtjenesten' }),
  ).toBeVisible()
  await expect(page.getByText('Ny åpningstid:')).toBeVisible()

  // The dealer's onboarding: the program and its steps.
  await page.goto('/my-onboarding')
  await expect(page.getByRole('heading', { level: 2, name: 'Grunnkurs for nye forhandlere' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: /Last opp firmadokumenter/ })).toBeVisible()
  await expect(page.getByText('Sett opp OptiFiles-kontoen din')).toBeVisible()
  await expect(page.getByTestId('shown-language-badge')).toHaveCount(0)
  await snap(page, `translations-onboarding-${project}`)

  // The assistants.
  await page.goto('/chat-bots')
  await expect(page.getByRole('heading', { level: 2, name: 'Kundeassistent' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Støtteassistent' })).toBeVisible()
  await expect(page.getByText('Hjelper forhandlere med OptiFiles')).toBeVisible()
  await snap(page, `translations-assistants-${project}`)
})

test('an editor adds a Swedish translation to an article @phone', async ({ page, baseURL }, testInfo) => {
  const project = testInfo.project.name
  const title = `Workshop open day ${project} ${Date.now()}`
  // A draft: no reader of the specs running beside this one sees it.
  const api = await adminApi(baseURL as string)
  const created = await api.post('/api/news/manage', {
    data: {
      title,
      summary: 'Visit our workshop on Saturday.',
      body: 'Coffee from 10:00.',
      category: 'hq',
      publication: { status: 'draft' },
    },
  })
  expect(created.status()).toBe(201)
  const { article } = await created.json()

  await loginAs(page, 'trainer', `/news/${article.id}/edit`)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible()
  const translations = page.getByTestId('translations-editor')
  const status = translations.getByRole('list', { name: 'Translations' })
  await expect(status).toContainText('Swedish: missing')
  await expect(status).toContainText('Norwegian: missing')

  await translations.getByRole('button', { name: 'Edit translations' }).click()
  await translations.getByLabel('Translation into').selectOption('sv')
  // The e2e server has no language model: drafting says what it needs.
  await expect(translations.getByRole('button', { name: 'Draft translation' })).toBeDisabled()
  await expect(translations.getByTestId('language-model-note')).toContainText('needs a language model')
  await translations.getByLabel('Title (Swedish)').fill(`Öppet hus i verkstaden ${project}`)
  await translations.getByLabel('Summary (Swedish)').fill('Besök vår verkstad på lördag.')
  await translations.getByLabel('Body (Swedish)').fill('Kaffe från 10.00.')
  await expect(status).toContainText('Swedish: translated')
  await translations.scrollIntoViewIfNeeded()
  await snap(page, `translations-editor-${project}`)

  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/news\?view=manage$/)
  const saved = await (await api.get(`/api/news/manage/${article.id}`)).json()
  expect(saved.article.translations).toEqual({
    sv: {
      title: `Öppet hus i verkstaden ${project}`,
      summary: 'Besök vår verkstad på lördag.',
      body: 'Kaffe från 10.00.',
    },
  })

  // Opened again, the editor shows it translated.
  await page.goto(`/news/${article.id}/edit`)
  await expect(
    page.getByTestId('translations-editor').getByRole('list', { name: 'Translations' }),
  ).toContainText('Swedish: translated')
  await api.delete(`/api/news/manage/${article.id}`)
  await api.dispose()
})
