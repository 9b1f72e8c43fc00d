import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '#server/db/seed/factories'
import { findUnstorableText } from '#server/security/unstorable-text'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

describe('findUnstorableText', () => {
  it('finds NUL bytes and lone surrogates, in values and keys, and says where', () => {
    expect(findUnstorableText({ a: 'fine', b: ['x', 'a\u0000b'] })).toBe('b.1')
    expect(findUnstorableText({ name: '\ud800' })).toBe('name')
    expect(findUnstorableText({ name: 'x\udfffy' })).toBe('name')
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('k\u0000')
    expect(findUnstorableText('\u0000')).toBe('')
  })

  it('lets every other text through: emoji (surrogate pairs), RTL and zero-width characters, Nordic letters', () => {
    expect(
      findUnstorableText({ a: '🦄👩‍👩‍👧‍👦', b: '\u202eevil\u202c', c: '\u200b\ufeff', d: 'ÆØÅ æøå' }),
    ).toBeUndefined()
    expect(findUnstorableText(42)).toBeUndefined()
    expect(findUnstorableText(null)).toBeUndefined()
  })
})

// Regressions from the fuzz run (docs/decisions/018): each reached PostgreSQL and was answered 500.
describe('routes refuse unstorable text with 400', () => {
  let t: TestApp
  const cookies: Record<string, string | undefined> = { anonymous: undefined }
  beforeAll(async () => {
    t = await createTestApp()
    for (const role of ['admin', 'dealer_user'] as const) {
      const account = await createUser(t.db, { roles: [role] })
      cookies[role] = await t.signIn(account.email, account.password)
    }
  }, 60_000)
  afterAll(async () => {
    await t?.close()
  })

  // The schema runs before any lookup, so the bot needs not exist.
  const botId = '00000000-0000-4000-8000-000000000000'
  it.each([
    [
      'a NUL byte in a chat message',
      'POST',
      '/api/chat/messages',
      'dealer_user',
      { botId, content: 'a\u0000b' },
    ],
    ['a NUL byte in an invitation token', 'GET', '/api/invitations/a%00b', 'anonymous', undefined],
    ['a NUL byte in a user id', 'POST', '/api/users/%00/deactivate', 'admin', {}],
    ['a lone surrogate in a bot name', 'POST', '/api/bots', 'admin', { name: '\ud800' }],
  ] as const)('%s', async (_name, method, path, caller, json) => {
    const response = await t.request(path, { method, json, cookie: cookies[caller] })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
  })
})
