import { describe, expect, it } from 'vitest'
import { foldForMatch, matchPages } from './match-pages.ts'

const pages = [
  { key: 'dealer-analytics', title: 'Dealer Analytics', keywords: ['/dealer-analytics'] },
  { key: 'dealers', title: 'Dealer Management', keywords: ['/dealers'] },
  { key: 'analytics', title: 'Analytics', keywords: ['/analytics'] },
  { key: 'onboarding', title: 'Mitt oppstartsløp', keywords: ['My Onboarding', '/my-onboarding'] },
]
const keys = (query: string) => matchPages(pages, query).map((page) => page.key)

describe('matchPages', () => {
  it('lists every page for an empty query', () => {
    expect(keys('  ')).toEqual(['dealer-analytics', 'dealers', 'analytics', 'onboarding'])
  })

  it('ranks titles that start with the query first, then word starts, keeping the menu order', () => {
    expect(keys('analytics')).toEqual(['analytics', 'dealer-analytics'])
    expect(keys('dealer')).toEqual(['dealer-analytics', 'dealers'])
  })

  it('requires every word and ignores case and accents', () => {
    expect(keys('DEALER manage')).toEqual(['dealers'])
    expect(keys('dealer onboarding')).toEqual([])
    expect(keys('oppstartslop')).toEqual(['onboarding'])
  })

  it('finds a translated page by its English name', () => {
    expect(keys('my onboarding')).toEqual(['onboarding'])
  })

  it('folds letters without a decomposition too', () => {
    expect(foldForMatch('Tromsø Łódź')).toBe('tromso lodz')
  })
})
