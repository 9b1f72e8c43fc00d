import { describe, expect, it } from 'vitest'
import enUsers from '#web/locales/en/users.json'
import noUsers from '#web/locales/no/users.json'
import svUsers from '#web/locales/sv/users.json'
import { grantableRoles, invitableRoles } from './invitable-roles.ts'
import { userMessageKey } from './user-message-keys.ts'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

describe('roles an inviter is offered', () => {
  it('gives a dealer manager only dealer roles, on their dealer page', () => {
    expect(invitableRoles(['dealer_manager'], true)).toEqual(['dealer_user', 'dealer_manager'])
    expect(invitableRoles(['dealer_manager'], false)).toEqual([])
  })

  it('gives user managers staff roles, super_admin only to a super admin', () => {
    expect(invitableRoles(['admin'], false)).not.toContain('super_admin')
    expect(invitableRoles(['admin'], false)).toContain('support_agent')
    expect(invitableRoles(['super_admin'], false)).toContain('super_admin')
    expect(invitableRoles(['admin'], true).slice(0, 2)).toEqual(['dealer_user', 'dealer_manager'])
    expect(grantableRoles(['admin'])).not.toContain('super_admin')
    expect(grantableRoles(['super_admin'])).toContain('super_admin')
  })

  it('gives a support agent (DEALER_MANAGEMENT) dealer roles only', () => {
    expect(invitableRoles(['support_agent'], true)).toEqual(['dealer_user', 'dealer_manager'])
  })
})

describe('user translations', () => {
  it('has the same keys in every language', () => {
    expect(keys(noUsers).sort()).toEqual(keys(enUsers).sort())
    expect(keys(svUsers).sort()).toEqual(keys(enUsers).sort())
  })

  it('translates the server messages the invite form shows', () => {
    const flat = Object.fromEntries(keys(enUsers).map((key) => [key, key]))
    for (const message of ['A user with this e-mail already exists.', 'Enter a valid email address']) {
      const key = userMessageKey(message)
      expect(key && flat[key]).toBeTruthy()
    }
  })
})
