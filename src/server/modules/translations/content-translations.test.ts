import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDealer, createUser } from '#server/db/seed/factories'
import { startFakeLanguageModel } from '#tests/helpers/fake-language-model'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 35 item 5: news, onboarding programs and steps, and bots carry translations; readers get
// them in the language they ask for (Accept-Language), the original with `isFallback` otherwise.

let t: TestApp
const cookies: Record<'trainer' | 'admin' | 'dealer' | 'otherDealer', string> = {
  trainer: '',
  admin: '',
  dealer: '',
  otherDealer: '',
}
let ownDealerId: string

async function call(
  method: string,
  path: string,
  who: keyof typeof cookies,
  options: { json?: unknown; language?: string } = {},
) {
  const response = await t.request(path, {
    method,
    json: options.json,
    cookie: cookies[who],
    headers: options.language ? { 'accept-language': options.language } : {},
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text }
}

const stamp = () => Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  t = await createTestApp()
  const own = await createDealer(t.db, { name: 'Fjord Motor' })
  const other = await createDealer(t.db, { name: 'Other Motor' })
  ownDealerId = own.id
  const accounts = {
    trainer: await createUser(t.db, { roles: ['trainer'] }),
    admin: await createUser(t.db, { roles: ['admin'] }),
    dealer: await createUser(t.db, { roles: ['dealer_user'], dealerIds: [own.id] }),
    otherDealer: await createUser(t.db, { roles: ['dealer_user'], dealerIds: [other.id] }),
  }
  for (const [who, account] of Object.entries(accounts))
    cookies[who as keyof typeof cookies] = await t.signIn(account.email, account.password)
})
afterAll(async () => {
  await t.close()
})

describe('news', () => {
  const translated = (title: string) => ({
    title,
    summary: 'The file service is open longer.',
    body: 'Weekdays until 20:00.',
    category: 'optifiles',
    publication: { status: 'published' },
    translations: {
      no: {
        title: `Lengre åpningstid ${title}`,
        summary: 'Filtjenesten er åpen lenger.',
        body: 'Hverdager til 20.',
      },
      // A title without the body the original has: not shown to Swedish readers.
      sv: { title: `Längre öppettider ${title}` },
    },
  })

  it('shows readers the translation into their language, and the original marked as a fallback', async () => {
    const title = `Longer hours ${stamp()}`
    const created = await call('POST', '/api/news/manage', 'trainer', { json: translated(title) })
    expect(created.status, created.text).toBe(201)
    expect(created.body.article).toMatchObject({
      language: 'en',
      translations: { no: { body: 'Hverdager til 20.' } },
    })
    const id = created.body.article.id

    const norwegian = await call('GET', `/api/news/${id}`, 'dealer', { language: 'nb' })
    expect(norwegian.body.article).toMatchObject({
      title: `Lengre åpningstid ${title}`,
      summary: 'Filtjenesten er åpen lenger.',
      body: 'Hverdager til 20.',
      shownLanguage: 'no',
      isFallback: false,
    })
    const swedish = await call('GET', `/api/news/${id}`, 'dealer', { language: 'sv-SE,sv;q=0.9' })
    expect(swedish.body.article).toMatchObject({ title, shownLanguage: 'en', isFallback: true })
    const english = await call('GET', `/api/news/${id}`, 'dealer', { language: 'en' })
    expect(english.body.article).toMatchObject({ title, isFallback: false })
    // A client that names no language gets the original, not marked.
    expect((await call('GET', `/api/news/${id}`, 'dealer')).body.article).toMatchObject({
      title,
      shownLanguage: 'en',
      isFallback: false,
    })

    // The lists pick the same way, though they leave the bodies out.
    const listed = await call('GET', '/api/news?limit=50', 'dealer', { language: 'no' })
    expect(listed.body.articles.find((row: { id: string }) => row.id === id)).toMatchObject({
      title: `Lengre åpningstid ${title}`,
      summary: 'Filtjenesten er åpen lenger.',
      shownLanguage: 'no',
      isFallback: false,
    })
    const swedishList = await call('GET', '/api/news?limit=50', 'dealer', { language: 'sv' })
    expect(swedishList.body.articles.find((row: { id: string }) => row.id === id)).toMatchObject({
      title,
      isFallback: true,
    })
  })

  it('finds an article by its translated words, in the news centre and the global search', async () => {
    const title = `Dyno meeting ${stamp()}`
    const created = await call('POST', '/api/news/manage', 'trainer', {
      json: {
        ...translated(title),
        translations: { no: { title: 'Dynotreff i Bergen', summary: 'Velkommen', body: 'Lørdag.' } },
      },
    })
    const id = created.body.article.id
    const found = await call(
      'GET',
      `/api/news?limit=50&q=${encodeURIComponent('dynotreff bergen')}`,
      'dealer',
      {
        language: 'no',
      },
    )
    expect(found.body.articles.map((row: { id: string }) => row.id)).toEqual([id])
    const search = await call('GET', `/api/search?q=${encodeURIComponent('dynotreff')}`, 'dealer', {
      language: 'nb',
    })
    expect(search.body.results).toContainEqual(
      expect.objectContaining({ kind: 'news', id, title: 'Dynotreff i Bergen' }),
    )
  })

  it('keeps dealer targeting as it was: another dealer does not see the article in any language', async () => {
    const created = await call('POST', '/api/news/manage', 'trainer', {
      json: { ...translated(`Targeted ${stamp()}`), targetDealerIds: [ownDealerId] },
    })
    const id = created.body.article.id
    expect((await call('GET', `/api/news/${id}`, 'dealer', { language: 'no' })).status).toBe(200)
    for (const language of ['no', 'sv', 'en', undefined])
      expect((await call('GET', `/api/news/${id}`, 'otherDealer', { language })).status).toBe(404)
  })

  it('validates translations on write', async () => {
    const refused = async (translations: unknown, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/news/manage', 'trainer', {
        json: { ...translated(`Bad ${stamp()}`), ...extra, translations },
      })
    const unknownLanguage = await refused({ fi: { title: 'Pidempi' } })
    expect(unknownLanguage.status).toBe(400)
    const untitled = await refused({ sv: { summary: 'Utan rubrik' } })
    expect(untitled.status).toBe(400)
    expect(untitled.body.error.message).toContain('translations.sv.title')
    const tooLong = await refused({ no: { title: 'x'.repeat(201) } })
    expect(tooLong.status).toBe(400)
    const sameAsOriginal = await refused({ no: { title: 'Norsk' } }, { language: 'no' })
    expect(sameAsOriginal.status).toBe(422)
    expect(sameAsOriginal.body.error.details.issues[0].path).toBe('translations.no')
  })

  it('keeps the translations when an update leaves them out, and a stale edit of them is 409', async () => {
    const created = await call('POST', '/api/news/manage', 'trainer', { json: translated(`Kept ${stamp()}`) })
    const article = created.body.article
    const { translations: _left, ...withoutTranslations } = translated(article.title)
    const saved = await call('PUT', `/api/news/manage/${article.id}`, 'trainer', {
      json: { ...withoutTranslations, summary: 'Changed summary', expectedUpdatedAt: article.updatedAt },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.article.translations.no.title).toBe(article.translations.no.title)

    // The same translations in another key order are no change: the version stays.
    const reordered = await call('PUT', `/api/news/manage/${article.id}`, 'trainer', {
      json: {
        ...withoutTranslations,
        summary: 'Changed summary',
        translations: { sv: article.translations.sv, no: article.translations.no },
        expectedUpdatedAt: saved.body.article.updatedAt,
      },
    })
    expect(reordered.body.article.updatedAt).toBe(saved.body.article.updatedAt)

    const stale = await call('PUT', `/api/news/manage/${article.id}`, 'admin', {
      json: { ...translated(article.title), expectedUpdatedAt: article.updatedAt },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('STALE_EDIT')
    expect(stale.body.current.translations.no.title).toBe(article.translations.no.title)
  })
})

describe('onboarding programs and steps', () => {
  it("shows an enrolled dealer the program and its steps in the dealer's language", async () => {
    const name = `Essentials ${stamp()}`
    const created = await call('POST', '/api/onboarding/programs', 'admin', {
      json: {
        name,
        description: 'Everything a workshop needs.',
        languageCode: 'en',
        translations: { sv: { name: `Grundprogram ${name}`, description: 'Allt en verkstad behöver.' } },
        steps: [
          {
            stepName: 'Upload documents',
            stepDescription: 'Proof of registration.',
            stepType: 'documentation',
            stepOrder: 1,
            isRequired: true,
            estimatedDurationMinutes: 30,
          },
          {
            stepName: 'Safety course',
            stepDescription: 'Dyno safety.',
            stepType: 'training',
            stepOrder: 2,
            isRequired: true,
            estimatedDurationMinutes: 60,
          },
        ],
      },
    })
    expect(created.status, created.text).toBe(201)
    const program = created.body
    expect(program.translations.sv.name).toBe(`Grundprogram ${name}`)

    const [first] = (await call('GET', `/api/onboarding/programs/${program.id}/steps`, 'admin')).body.steps
    const stepSaved = await call(
      'PATCH',
      `/api/onboarding/programs/${program.id}/steps/${first.id}`,
      'admin',
      {
        json: {
          translations: { sv: { title: 'Ladda upp dokument', description: 'Registreringsbevis.' } },
          expectedUpdatedAt: first.updatedAt,
        },
      },
    )
    expect(stepSaved.status, stepSaved.text).toBe(200)
    expect(stepSaved.body.steps[0].translations.sv.title).toBe('Ladda upp dokument')
    // A step is written in its program's language: a translation into it is refused.
    const sameLanguage = await call(
      'PATCH',
      `/api/onboarding/programs/${program.id}/steps/${first.id}`,
      'admin',
      {
        json: {
          translations: { en: { title: 'Upload' } },
          expectedUpdatedAt: stepSaved.body.steps[0].updatedAt,
        },
      },
    )
    expect(sameLanguage.status).toBe(422)

    const assigned = await call('POST', `/api/onboarding/programs/${program.id}/assignments`, 'admin', {
      json: { dealerIds: [ownDealerId] },
    })
    expect(assigned.status, assigned.text).toBe(201)
    const onboardingId = assigned.body.assigned[0].onboardingId

    const mine = await call('GET', '/api/onboarding/my', 'dealer', { language: 'sv' })
    expect(
      mine.body.onboardings.find((row: { id: string }) => row.id === onboardingId).program,
    ).toMatchObject({
      name: `Grundprogram ${name}`,
      languageCode: 'en',
      shownLanguage: 'sv',
      isFallback: false,
    })
    const view = (
      await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'dealer', { language: 'sv' })
    ).body
    expect(view.program).toMatchObject({ description: 'Allt en verkstad behöver.', isFallback: false })
    expect(
      view.steps.map((step: { title: string; isFallback: boolean }) => [step.title, step.isFallback]),
    ).toEqual([
      ['Ladda upp dokument', false],
      ['Safety course', true],
    ])
    const norwegian = (
      await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'dealer', { language: 'no' })
    ).body
    expect(norwegian.program).toMatchObject({ name, shownLanguage: 'en', isFallback: true })

    // The program form saves its translations from the version it started from.
    const stale = await call('PATCH', `/api/onboarding/programs/${program.id}`, 'admin', {
      json: { translations: { no: { name: 'Grunnkurs' } }, expectedUpdatedAt: program.updatedAt },
    })
    expect(stale.status, stale.text).toBe(200)
    const again = await call('PATCH', `/api/onboarding/programs/${program.id}`, 'admin', {
      json: { translations: {}, expectedUpdatedAt: program.updatedAt },
    })
    expect(again.status).toBe(409)
    expect(again.body.current.translations.no.name).toBe('Grunnkurs')
  })
})

describe('bots', () => {
  it("names the assistants in the reader's language in the chat's lists", async () => {
    const name = `Parts Assistant ${stamp()}`
    const created = await call('POST', '/api/bots', 'trainer', {
      json: { name, description: 'Finds spare parts.' },
    })
    expect(created.status).toBe(201)
    const bot = created.body
    const saved = await call('PATCH', `/api/bots/${bot.id}`, 'trainer', {
      json: {
        translations: { no: { name: `Deleassistent ${name}`, description: 'Finner reservedeler.' } },
        expected_updated_at: bot.updated_at,
      },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({
      language: 'en',
      translations: { no: { description: 'Finner reservedeler.' } },
    })

    const norwegian = await call('GET', '/api/chat/bots', 'dealer', { language: 'nb-NO' })
    expect(norwegian.body.bots.find((row: { id: string }) => row.id === bot.id)).toMatchObject({
      name: `Deleassistent ${name}`,
      description: 'Finner reservedeler.',
      shownLanguage: 'no',
      isFallback: false,
    })
    const one = await call('GET', `/api/chat/bots/${bot.id}`, 'dealer', { language: 'sv' })
    expect(one.body.bot).toMatchObject({ name, shownLanguage: 'en', isFallback: true })

    const refused = await call('PATCH', `/api/bots/${bot.id}`, 'trainer', {
      json: { language: 'no', expected_updated_at: saved.body.updated_at },
    })
    expect(refused.status).toBe(422)
  })
})

describe('translation drafts', () => {
  const draft = {
    kind: 'news',
    from: 'en',
    to: 'sv',
    fields: { title: 'Longer hours', summary: null, body: 'Until 20:00.' },
  }

  it('need a language model: without one the editors are told so', async () => {
    const answer = await call('POST', '/api/translations/draft', 'trainer', { json: draft })
    expect(answer.status).toBe(409)
    expect(answer.body.error.message).toContain('No language model is configured')
    expect((await call('POST', '/api/translations/draft', 'dealer', { json: draft })).status).toBe(403)
    expect(
      (await call('POST', '/api/translations/draft', 'trainer', { json: { ...draft, to: 'en' } })).status,
    ).toBe(400)
  })

  it("fill the editor's fields from the model's answer, and refuse an unusable one", async () => {
    const model = await startFakeLanguageModel((messages) =>
      messages[1].content.includes('garbage')
        ? 'I cannot help with that.'
        : 'Here you go:\n```json\n{"title": "Längre öppettider", "body": "Till 20.00.", "extra": "ignored"}\n```',
    )
    const withModel = await createTestApp({ env: { LLM_BASE_URL: model.baseUrl } })
    try {
      const trainer = await createUser(withModel.db, { roles: ['trainer'] })
      const cookie = await withModel.signIn(trainer.email, trainer.password)
      const ask = (json: unknown) =>
        withModel.request('/api/translations/draft', { method: 'POST', json, cookie })

      const answer = await ask(draft)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({
        language: 'sv',
        fields: { title: 'Längre öppettider', summary: null, body: 'Till 20.00.' },
      })
      expect(model.requests[0][0].content).toContain('from English to Swedish')
      // Only the texts written were sent to be translated.
      expect(JSON.parse(model.requests[0][1].content)).toEqual({
        title: 'Longer hours',
        body: 'Until 20:00.',
      })

      expect((await ask({ ...draft, fields: { title: 'garbage' } })).status).toBe(503)
      // Programs are the onboarding managers' (admin-level), not a trainer's.
      expect(
        (await ask({ kind: 'program', from: 'en', to: 'no', fields: { name: 'Essentials' } })).status,
      ).toBe(403)
    } finally {
      await withModel.close()
      await model.close()
    }
  })
})
