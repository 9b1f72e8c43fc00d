import { readFileSync } from 'node:fs'
import { BASE_ERROR_CODES } from 'better-auth'
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_USE_PASSWORD_CODE } from '#shared/auth/two-factor'
import {
  magicLinkFormSchema,
  signInFormSchema,
  signUpBodySchema,
  signUpFormSchema,
} from '#shared/schemas/auth'
import { SIGNUP_INVITE_ONLY_CODE, SIGNUP_INVITE_ONLY_MESSAGE } from '#shared/schemas/settings'
import { ACCOUNT_DEACTIVATED_CODE, ACCOUNT_DEACTIVATED_MESSAGE } from '#shared/schemas/users'
import { authFailureKey, linkErrorKey, validationMessageKey } from './auth-message-keys.ts'

const LANGUAGES = ['en', 'no', 'sv'] as const

function readAuthStrings(language: string) {
  return JSON.parse(readFileSync(new URL(`../../../locales/${language}/auth.json`, import.meta.url), 'utf8'))
}

const i18n = i18next.createInstance()
await i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { auth: readAuthStrings(language) }])),
  lng: 'en',
  defaultNS: 'auth',
  interpolation: { escapeValue: false },
  initAsync: false,
})

function inEvery(key: string, values?: Record<string, number>) {
  return LANGUAGES.map((language) => i18n.getFixedT(language, 'auth')(key, values) as string)
}

/** Every message the shared auth schemas can put under a field of the sign-up and sign-in forms. */
function schemaMessages(): string[] {
  const long = (length: number) => 'a'.repeat(length)
  const attempts = [
    signUpFormSchema.safeParse({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: 'x',
    }),
    signUpFormSchema.safeParse({
      firstName: long(101),
      lastName: long(101),
      email: `${long(250)}@example.com`,
      password: long(129),
      confirmPassword: '',
    }),
    signUpFormSchema.safeParse({
      firstName: 'Nora',
      lastName: 'Berg',
      email: 'not-an-address',
      password: 'password',
      confirmPassword: 'password',
    }),
    signUpBodySchema.safeParse({ firstName: '', lastName: '', email: 'x', password: 'short' }),
    signInFormSchema.safeParse({ email: '', password: '' }),
    magicLinkFormSchema.safeParse({ email: 'nope' }),
  ]
  return [...new Set(attempts.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []))]
}

describe('auth validation messages', () => {
  const messages = schemaMessages()

  it('covers the rules of spec §5 (the probe inputs really fail)', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Email is required',
        'Enter a valid email address',
        'Password must be at least 6 characters long',
        'This password is too common. Please choose a less predictable one.',
        "Passwords don't match",
      ]),
    )
  })

  it.each(messages)('"%s" has a translation whose English is the message itself', (message) => {
    const found = validationMessageKey(message)
    expect(found, `no key for "${message}"`).toBeDefined()
    const [en, no, sv] = inEvery(found!.key, found!.values)
    expect(en).toBe(message)
    for (const text of [no, sv]) {
      expect(text).not.toBe(found!.key)
      expect(text).not.toMatch(/\{\{/)
    }
    expect(no).not.toBe(en)
    expect(sv).not.toBe(en)
  })
})

describe('auth failures', () => {
  it.each([
    'INVALID_EMAIL_OR_PASSWORD',
    'USER_ALREADY_EXISTS',
    'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    'EMAIL_NOT_VERIFIED',
    'INVALID_EMAIL',
    'PASSWORD_TOO_SHORT',
    'PASSWORD_TOO_LONG',
  ] as const)('%s reads as better-auth says in English and is translated', (code) => {
    const expected = BASE_ERROR_CODES[code].message
    const found = authFailureKey({ code, message: expected, status: 401 })
    const [en, no, sv] = inEvery(found!.key)
    expect(en).toBe(expected)
    expect(no).not.toBe(en)
    expect(sv).not.toBe(en)
  })

  it('translates the refusal of a deactivated account (issue 8), in Norwegian too', () => {
    const found = authFailureKey({
      code: ACCOUNT_DEACTIVATED_CODE,
      message: ACCOUNT_DEACTIVATED_MESSAGE,
      status: 403,
    })
    expect(found).toEqual({ key: 'serverErrors.accountDeactivated' })
    const [en, no, sv] = inEvery(found!.key)
    expect(en).toBe(ACCOUNT_DEACTIVATED_MESSAGE)
    expect(no).toBe('Denne kontoen er deaktivert. Kontakt administratoren din for å få den aktivert igjen.')
    expect(sv).toBe(
      'Det här kontot har inaktiverats. Kontakta din administratör för att få det aktiverat igen.',
    )
  })

  it.each([
    'INVALID_TWO_FACTOR_COOKIE',
    'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
    'ACCOUNT_TEMPORARILY_LOCKED',
  ] as const)('explains the two-factor refusal %s in every language (issue 32)', (code) => {
    const found = authFailureKey({ code, message: TWO_FACTOR_ERROR_CODES[code].message, status: 401 })
    expect(found?.key).toMatch(/^twoFactor\./)
    const [en, no, sv] = inEvery(found!.key)
    expect(no).not.toBe(en)
    expect(sv).not.toBe(en)
  })

  it('translates the invite-only refusal of a sign-up (issue 32)', () => {
    const found = authFailureKey({
      code: SIGNUP_INVITE_ONLY_CODE,
      message: SIGNUP_INVITE_ONLY_MESSAGE,
      status: 403,
    })
    expect(found).toEqual({ key: 'serverErrors.signUpInviteOnly' })
    const [en, no, sv] = inEvery(found!.key)
    expect(en).toBe(SIGNUP_INVITE_ONLY_MESSAGE)
    expect(no).not.toBe(en)
    expect(sv).not.toBe(en)
  })

  it('explains a rate limit whatever the body says', () => {
    expect(authFailureKey({ status: 429 })).toEqual({ key: 'serverErrors.tooManyAttempts' })
  })

  it("translates the sign-up hook's schema message before its code", () => {
    expect(authFailureKey({ code: 'SOMETHING', message: "Passwords don't match", status: 400 })?.key).toBe(
      'validation.passwordsDontMatch',
    )
  })

  it('leaves an unknown refusal to the server message', () => {
    expect(authFailureKey({ code: 'NEW_CODE', message: 'Something new', status: 400 })).toBeUndefined()
  })

  it('names every e-mail link problem, and an unknown one generically', () => {
    expect(linkErrorKey('invalid_token')).toBe('linkErrors.invalidToken')
    expect(linkErrorKey('SOMETHING_ELSE')).toBe('linkErrors.unknown')
    // A deactivated account's magic link lands on /login with this code (auth-routes.ts).
    expect(linkErrorKey('ACCOUNT_DEACTIVATED')).toBe('serverErrors.accountDeactivated')
    // Issue 32: an account with two-factor sign-in is sent back from a magic link with this code.
    expect(linkErrorKey(TWO_FACTOR_USE_PASSWORD_CODE)).toBe('linkErrors.useTwoFactor')
    expect(inEvery('linkErrors.invalidToken')[0]).toBe(
      'This sign-in link is invalid or has already been used. Please request a new one.',
    )
  })
})
