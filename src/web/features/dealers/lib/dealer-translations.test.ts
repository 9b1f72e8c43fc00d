import { describe, expect, it } from 'vitest'
import { DEALER_CODE_TAKEN_MESSAGE, dealerInputSchema } from '#shared/schemas/dealers'
import { AUDIT_ACTIONS } from '#shared/schemas/users'
import commonEn from '#web/locales/en/common.json'
import dealersEn from '#web/locales/en/dealers.json'
import { flattenStrings } from '#web/locales/flatten-strings.ts'
import commonNo from '#web/locales/no/common.json'
import dealersNo from '#web/locales/no/dealers.json'
import commonSv from '#web/locales/sv/common.json'
import dealersSv from '#web/locales/sv/dealers.json'
import { dealerMessageKey } from './dealer-message-keys.ts'

/** Key parity and placeholders of every namespace are checked in src/web/locales/locales-complete.test.ts. */
const flatten = (value: unknown): Record<string, string> => Object.fromEntries(flattenStrings(value))

describe('dealer translations', () => {
  const english = flatten(dealersEn)

  it.each([
    ['no', dealersNo, commonNo],
    ['sv', dealersSv, commonSv],
  ])('%s has every English key, each translated', (_language, dealers, common) => {
    const translated = flatten(dealers)
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
