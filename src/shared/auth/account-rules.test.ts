import { describe, expect, it } from 'vitest'
import { mayChangeAccountStatus, mayChangeRole } from './account-rules.ts'

describe('account rules the server enforces and the pages follow (issues 8 and 36)', () => {
  it('lets only a super admin change a super admin’s status', () => {
    expect(mayChangeAccountStatus(['admin'], ['super_admin'])).toBe(false)
    expect(mayChangeAccountStatus(['admin'], ['super_admin', 'trainer'])).toBe(false)
    expect(mayChangeAccountStatus(['super_admin'], ['super_admin'])).toBe(true)
    expect(mayChangeAccountStatus(['admin'], ['trainer'])).toBe(true)
    expect(mayChangeAccountStatus(['admin'], ['admin'])).toBe(true)
  })

  it('lets a dealer manager or support agent change accounts with dealer roles only', () => {
    expect(mayChangeAccountStatus(['dealer_manager'], ['dealer_user'])).toBe(true)
    expect(mayChangeAccountStatus(['dealer_manager'], ['dealer_user', 'trainer'])).toBe(false)
    expect(mayChangeAccountStatus(['support_agent'], ['dealer_manager'])).toBe(true)
    expect(mayChangeAccountStatus(['support_agent'], ['standard_user'])).toBe(false)
  })

  it('lets only a super admin grant or remove the super admin role', () => {
    expect(mayChangeRole(['admin'], 'super_admin')).toBe(false)
    expect(mayChangeRole(['admin'], 'trainer')).toBe(true)
    expect(mayChangeRole(['super_admin'], 'super_admin')).toBe(true)
  })
})
