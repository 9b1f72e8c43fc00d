import { describe, expect, it } from 'vitest'
import { DEALER_CODE_TAKEN_MESSAGE, dealerInputSchema } from '#shared/schemas/dealers'
import { AUDIT_ACTIONS } from '#shared/schemas/users'
import commonEn from '#web/locales/en/common.json'
import dealersEn from '#web/locales/en/dealers.json'
import commonNo from '#web/locales/no/common.json'
import dealersNo from '#web/locales/no/dealers.json'
import commonSv from '#web/locales/sv/common.json'
import dealersSv from '#web/locales/sv/dealers.json'
import { dealerMessageKey } from './dealer-message-keys.ts'

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value }
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  )
}

describe('dealer translations', () => {
  const english = flatten(dealersEn)

  it.each([
    ['no', dealersNo, commonNo],
    ['sv', dealersSv, commonSv],
  ])('%s has every English key, each translated', (_language, dealers, common) => {
    const translated = flatten(dealers)
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
    for (const text of Object.values(translated)) expect(typeof text === 'string' && text.trim()).toBeTruthy()
    expect(translated['list.title']).not.toBe(english['list.title'])
    expect(Object.keys(flatten(common.audit)).sort()).toEqual(Object.keys(flatten(commonEn.audit)).sort())
  })

  it('words every audit action the server records', () => {
    const audit = flatten(commonEn.audit)
    for (const action of AUDIT_ACTIONS) expect(audit[action], action).toEqual(expect.any(String))
  })

  it('translates every message the dealer form can show', () => {
    const result = dealerInputSchema.safeParse({ name: '', dealerCode: 'a b', email: 'x', status: 'active' })
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message)
    for (const message of [...messages, DEALER_CODE_TAKEN_MESSAGE]) {
      const key = dealerMessageKey(message)
      expect(key, message).toBeDefined()
      expect(english[key!]).toBe(message)
    }
  })
})
