import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDealer, createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { parseEnv } from '#server/env'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { languageModelStatus } from './language-model-status.ts'

// Issue 33 item 4: the pages say whether a language model is configured, and never how to reach it.

const SECRETS = ['llm-user', 'llm-pass', 'sk-test-secret', 'llm.internal']
const CONFIGURED_ENV = {
  LLM_BASE_URL: 'http://llm-user:llm-pass@llm.internal:9/v1',
  LLM_API_KEY: 'sk-test-secret',
  LLM_MODEL: 'test-model-1',
}

describe('languageModelStatus', () => {
  it('is configured with the model name exactly when LLM_BASE_URL is set', () => {
    expect(languageModelStatus(parseEnv({ NODE_ENV: 'test' }))).toEqual({ configured: false, model: null })
    expect(languageModelStatus(parseEnv({ NODE_ENV: 'test', LLM_MODEL: 'unused-model' }))).toEqual({
      configured: false,
      model: null,
    })
    expect(languageModelStatus(parseEnv({ NODE_ENV: 'test', ...CONFIGURED_ENV }))).toEqual({
      configured: true,
      model: 'test-model-1',
    })
  })
})

async function signInAs(app: TestApp, roles: UserFactoryInput['roles'], dealerIds: string[] = []) {
  const user = await createUser(app.db, { roles, dealerIds })
  return app.signIn(user.email, user.password)
}

describe.each([
  { label: 'without a language model', env: {}, expected: { configured: false, model: null } },
  {
    label: 'with a language model',
    env: CONFIGURED_ENV,
    expected: { configured: true, model: 'test-model-1' },
  },
])('the flag $label', ({ env, expected }) => {
  let t: TestApp
  let admin: string
  let trainer: string
  let dealerUser: string

  beforeAll(async () => {
    t = await createTestApp({ env })
    const dealer = await createDealer(t.db, { name: 'Flag Dealer' })
    admin = await signInAs(t, ['admin'])
    trainer = await signInAs(t, ['trainer'])
    dealerUser = await signInAs(t, ['dealer_user'], [dealer.id])
  })
  afterAll(async () => {
    await t.close()
  })

  it('GET /api/bots/language-model answers it to the roles that configure and train bots', async () => {
    for (const cookie of [admin, trainer]) {
      const response = await t.request('/api/bots/language-model', { cookie })
      expect(response.status).toBe(200)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual(expected)
      for (const secret of SECRETS) expect(text).not.toContain(secret)
    }
    expect((await t.request('/api/bots/language-model')).status).toBe(401)
    expect((await t.request('/api/bots/language-model', { cookie: dealerUser })).status).toBe(403)
  })

  it('GET /api/health/checks carries it for the system health page, before any round has run', async () => {
    const response = await t.request('/api/health/checks', { cookie: admin })
    expect(response.status).toBe(200)
    const text = await response.text()
    const body = JSON.parse(text)
    expect(body.run).toBeNull()
    expect(body.languageModel).toEqual(expected)
    for (const secret of SECRETS) expect(text).not.toContain(secret)
  })
})
