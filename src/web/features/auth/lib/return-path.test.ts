import { describe, expect, it } from 'vitest'
import { afterSignInPath, returnNoticeKey, safeReturnPath, signInPath } from './return-path.ts'

describe('safeReturnPath', () => {
  it.each([
    '/my-onboarding',
    '/dealers/4f1c2a9e-0000-4000-8000-000000000000',
    '/equipment?status=maintenance&search=dyno',
    '/news/42#comments',
    '/mobile/onboarding',
  ])('accepts the in-app path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path)
  })

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a path without a leading slash', 'dashboard'],
    ['an absolute URL', 'https://evil.example/phish'],
    ['a scheme-relative URL', '//evil.example/phish'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash further on', '/files\\..\\..\\evil'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an encoded slash in the path', '/%2F%2Fevil.example'],
    ['an encoded backslash in the path', '/%5cevil.example'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['an overlong value', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeUndefined()
  })

  it('allows an encoded slash in the query, where it is only data', () => {
    expect(safeReturnPath('/files?folder=a%2Fb')).toBe('/files?folder=a%2Fb')
  })

  it('does not return to the sign-in pages or to the dashboard sign-in goes to anyway', () => {
    for (const path of ['/auth', '/login', '/auth/callback', '/login?next=/x', '/dashboard', '/dashboard/']) {
      expect(safeReturnPath(path), path).toBeUndefined()
    }
  })
})

describe('signInPath and afterSignInPath', () => {
  it('carries the requested page as ?next= and reads it back', () => {
    const url = signInPath('/auth', '/my-onboarding?step=2')
    expect(url).toBe('/auth?next=%2Fmy-onboarding%3Fstep%3D2')
    const params = new URL(url, 'https://x.invalid').searchParams
    expect(afterSignInPath(params)).toBe('/my-onboarding?step=2')
  })

  it('leaves out an unsafe or pointless next', () => {
    expect(signInPath('/auth', '//evil.example')).toBe('/auth')
    expect(signInPath('/auth', '/dashboard')).toBe('/auth')
    expect(signInPath('/login', undefined)).toBe('/login')
  })

  it('goes to the dashboard when next is missing or unsafe', () => {
    expect(afterSignInPath(new URLSearchParams())).toBe('/dashboard')
    expect(afterSignInPath(new URLSearchParams({ next: 'https://evil.example' }))).toBe('/dashboard')
    expect(afterSignInPath(new URLSearchParams({ next: '/\\evil.example' }))).toBe('/dashboard')
  })
})

describe('returnNoticeKey', () => {
  it("uses spec §2.9's message for the onboarding pages and a generic one elsewhere", () => {
    expect(returnNoticeKey('/my-onboarding')).toBe('returnTo.onboardingLoginRequired')
    expect(returnNoticeKey('/my-onboarding/?tab=steps')).toBe('returnTo.onboardingLoginRequired')
    expect(returnNoticeKey('/mobile/onboarding')).toBe('returnTo.onboardingLoginRequired')
    expect(returnNoticeKey('/onboarding')).toBe('returnTo.signInToContinue')
    expect(returnNoticeKey('/profile')).toBe('returnTo.signInToContinue')
  })
})
