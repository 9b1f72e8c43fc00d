import { describe, expect, it } from 'vitest'
import { canOpenPage, pageAccessRule } from './page-access.ts'
import { BOTTOM_BAR_ENTRIES, DASHBOARD_MODULES, SIDEBAR_ENTRIES } from './permissions.ts'
import { ROLES } from './roles.ts'

describe('page access', () => {
  it('matches static, parameter and wildcard patterns', () => {
    expect(pageAccessRule('/dealers')?.pattern).toBe('/dealers')
    expect(pageAccessRule('/dealers/abc')?.pattern).toBe('/dealers/:id')
    expect(pageAccessRule('/news')?.pattern).toBe('/news/*')
    expect(pageAccessRule('/news/123')?.pattern).toBe('/news/*')
    expect(pageAccessRule('/bots/1/knowledge')?.pattern).toBe('/bots/:botId/*')
    expect(pageAccessRule('/dashboard/')?.pattern).toBe('/dashboard')
    expect(pageAccessRule('/nowhere')).toBeUndefined()
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
  })

  it('opens the dashboard and profile to a user with no role, and nothing else', () => {
    expect(canOpenPage([], '/dashboard')).toBe(true)
    expect(canOpenPage([], '/profile')).toBe(true)
    expect(canOpenPage([], '/files')).toBe(false)
  })

  it.each(ROLES)('%s can open every entry its navigation offers', (role) => {
    const offered = [...SIDEBAR_ENTRIES, ...BOTTOM_BAR_ENTRIES, ...DASHBOARD_MODULES].filter((entry) =>
      (entry.roles as readonly string[]).includes(role),
    )
    for (const entry of offered) expect(canOpenPage([role], entry.path), `${role} ${entry.path}`).toBe(true)
  })
})
