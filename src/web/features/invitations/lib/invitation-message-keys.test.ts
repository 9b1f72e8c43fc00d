import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { acceptInvitationSchema } from '#shared/schemas/auth'
import { INVALID_INVITATION_MESSAGE } from '#shared/schemas/invitations'
import { acceptFailureKey, invitationValidationKey } from './invitation-message-keys.ts'

const LANGUAGES = ['en', 'no', 'sv'] as const

const i18n = i18next.createInstance()
await i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        invitations: JSON.parse(
          readFileSync(new URL(`../../../locales/${language}/invitations.json`, import.meta.url), 'utf8'),
        ),
      },
    ]),
  ),
  lng: 'en',
  defaultNS: 'invitations',
  interpolation: { escapeValue: false },
  initAsync: false,
})

const inEvery = (key: string, values?: Record<string, number | string>) =>
  LANGUAGES.map((language) => i18n.getFixedT(language, 'invitations')(key, values) as string)

function schemaMessages(): string[] {
  const attempts = [
    acceptInvitationSchema.safeParse({ password: 'short', confirmPassword: 'other' }),
    acceptInvitationSchema.safeParse({ password: 'a'.repeat(129), confirmPassword: '' }),
    acceptInvitationSchema.safeParse({ password: 'password', confirmPassword: 'password' }),
  ]
  return [...new Set(attempts.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []))]
}

describe('invitation validation messages', () => {
  const messages = schemaMessages()

  it('probes the password rules', () => {
    expect(messages).toEqual(
      expect.arrayContaining(['Password must be at least 6 characters', 'Passwords do not match']),
    )
  })

  it.each(messages)('"%s" has a translation whose English is the message itself', (message) => {
    const found = invitationValidationKey(message)
    expect(found, `no key for "${message}"`).toBeDefined()
    const [en, no, sv] = inEvery(found!.key, found!.values)
    expect(en).toBe(message)
    expect(no).not.toBe(en)
    expect(sv).not.toBe(en)
    expect(`${no}${sv}`).not.toMatch(/\{\{/)
  })
})

describe('refused acceptance (spec §8 toasts)', () => {
  const english = (failure: Parameters<typeof acceptFailureKey>[0]) => {
    const message = acceptFailureKey(failure)
    return inEvery(message.key, message.problem === undefined ? undefined : { message: message.problem })[0]
  }

  it('an unknown, expired or used invitation is "Invalid or expired invitation"', () => {
    for (const status of [404, 410, 409])
      expect(english({ status, message: INVALID_INVITATION_MESSAGE })).toBe('Invalid or expired invitation')
  })

  it('an existing account is told to sign in', () => {
    expect(
      english({ status: 409, message: 'An account with this e-mail already exists. Please sign in.' }),
    ).toBe('An account with this e-mail already exists. Please sign in.')
  })

  it("a 400 is 'Failed to create account: {message}' with the bare validation problem", () => {
    const failure = {
      status: 400,
      message: 'password: Password must be at least 6 characters',
      details: { issues: [{ path: 'password', message: 'Password must be at least 6 characters' }] },
    }
    expect(acceptFailureKey(failure)).toEqual({
      key: 'toasts.createFailed',
      problem: 'Password must be at least 6 characters',
    })
    expect(english(failure)).toBe('Failed to create account: Password must be at least 6 characters')
    expect(acceptFailureKey({ status: 400, message: 'password: Too short' }).problem).toBe('Too short')
  })

  it('anything else is "Failed to accept invitation"', () => {
    expect(english(undefined)).toBe('Failed to accept invitation')
    expect(english({ status: 500, message: 'boom' })).toBe('Failed to accept invitation')
  })
})
