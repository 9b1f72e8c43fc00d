import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSecurityFixture, type SecurityFixture } from './security-fixture.ts'
import { findUnstorableText } from './unstorable-text.ts'

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
  let f: SecurityFixture
  beforeAll(async () => {
    f = await createSecurityFixture()
  }, 120_000)
  afterAll(async () => {
    await f?.t.close()
  })

  it.each([
    ['a NUL byte in a chat message', 'POST', '/api/chat/messages', 'dealer_user', { content: 'a\u0000b' }],
    ['a NUL byte in an invitation token', 'GET', '/api/invitations/a%00b', 'anonymous', undefined],
    ['a NUL byte in a user id', 'POST', '/api/users/%00/deactivate', 'admin', {}],
    ['a lone surrogate in a bot name', 'POST', '/api/bots', 'admin', { name: '\ud800' }],
  ] as const)('%s', async (_name, method, path, caller, body) => {
    const botId = (await (await f.t.request('/api/chat/bots', { cookie: f.byRole.admin.cookie })).json())
      .bots[0].id
    const json = body && 'content' in body ? { ...body, botId } : body
    const response = await f.t.request(path, {
      method,
      json,
      cookie: caller === 'anonymous' ? undefined : f.byRole[caller].cookie,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
  })
})
