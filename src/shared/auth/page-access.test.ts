import { describe, expect, it } from 'vitest'
import { canOpenPage, PAGE_ACCESS, pageAccessRule } from './page-access.ts'

describe('page access', () => {
  it('matches static and parameter patterns, sub-routes each with their own', () => {
    expect(pageAccessRule('/dealers')?.pattern).toBe('/dealers')
    expect(pageAccessRule('/dealers/abc')?.pattern).toBe('/dealers/:id')
    expect(pageAccessRule('/news')?.pattern).toBe('/news')
    expect(pageAccessRule('/news/123')?.pattern).toBe('/news/:id')
    expect(pageAccessRule('/news/123/edit')?.pattern).toBe('/news/:id/edit')
    expect(pageAccessRule('/bots/1/knowledge')?.pattern).toBe('/bots/:botId/knowledge')
    expect(pageAccessRule('/mobile/upload')?.pattern).toBe('/mobile/upload')
    expect(pageAccessRule('/dashboard/')?.pattern).toBe('/dashboard')
    expect(pageAccessRule('/nowhere')).toBeUndefined()
    expect(pageAccessRule('/bots/1/nowhere')).toBeUndefined()
  })

  it('prefers a static segment to a parameter, as the router does', () => {
    expect(pageAccessRule('/news/new')?.pattern).toBe('/news/new')
  })

  it('has one rule per URL pattern', () => {
    const patterns = PAGE_ACCESS.map((rule) => rule.pattern.toLowerCase())
    expect(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index)).toEqual([])
  })

  it('turns an optional segment into a rule without it and one with it', () => {
    expect(pageAccessRule('/chat')?.pattern).toBe('/chat')
    expect(pageAccessRule('/chat/bot-1')?.pattern).toBe('/chat/:botId')
  })

  it('matches a URL the router matches: any case, percent-encoded', () => {
    // react-router matches paths regardless of case and decodes them; a rule that missed would let
    // '/ADMIN' render the admin page for anyone.
    expect(canOpenPage(['standard_user'], '/ADMIN')).toBe(false)
    expect(canOpenPage(['standard_user'], '/adm%69n')).toBe(false)
    expect(canOpenPage(['admin'], '/Admin')).toBe(true)
    expect(canOpenPage(['trainer'], '/BOTS/1/Config')).toBe(true)
  })

  it('refuses a path it has no rule for, and a malformed one', () => {
    expect(canOpenPage(['super_admin'], '/nowhere')).toBe(false)
    expect(canOpenPage(['super_admin'], '/news/%E0%A4%A')).toBe(false)
  })

  it('refuses bookmarked pages outside the role', () => {
    expect(canOpenPage(['dealer_user'], '/admin')).toBe(false)
    expect(canOpenPage(['standard_user'], '/bots/1/config')).toBe(false)
    expect(canOpenPage(['trainer'], '/bots/1/config')).toBe(true)
    expect(canOpenPage(['support_agent'], '/onboarding-management')).toBe(false)
    expect(canOpenPage(['dealer_manager'], '/dealers/42')).toBe(true)
    expect(canOpenPage(['dealer_manager'], '/dealers')).toBe(false)
    // Issue 8: a dealer user reads their own dealer's page, never the staff dealer list.
    expect(canOpenPage(['dealer_user'], '/dealers/42')).toBe(true)
    expect(canOpenPage(['dealer_user'], '/dealers')).toBe(false)
    expect(canOpenPage(['dealer_user'], '/equipment')).toBe(false)
    expect(canOpenPage(['standard_user'], '/dealers/42')).toBe(false)
    expect(canOpenPage(['standard_user'], '/news/1/stats')).toBe(true)
    expect(canOpenPage(['dealer_user'], '/mobile/support')).toBe(true)
  })

  it('opens the dashboard and profile to a user with no role, and nothing else', () => {
    expect(canOpenPage([], '/dashboard')).toBe(true)
    expect(canOpenPage([], '/profile')).toBe(true)
    expect(canOpenPage([], '/files')).toBe(false)
    expect(canOpenPage([], '/mobile/dashboard')).toBe(false)
  })
})
