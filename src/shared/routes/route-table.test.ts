import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { canOpenPage, pageAccessRule } from '#shared/auth/page-access'
import {
  BOTTOM_BAR_ENTRIES,
  DASHBOARD_MODULES,
  type DashboardModule,
  type NavEntry,
  SIDEBAR_ENTRIES,
  visibleEntries,
} from '#shared/auth/permissions'
import { DEALER_ROLES, ROLES, type Role } from '#shared/auth/roles'
import {
  PUBLIC_PAGES,
  routeModuleFile,
  SIGNED_IN_LAYOUT,
  SIGNED_IN_PAGES,
  type SignedInPagePath,
} from './route-table.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const PAGES = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]
/** Route modules that are no page of their own: the shells, the error boundary and the catch-all. */
const NOT_PAGES = new Set(['root-layout', 'protected-layout', 'route-error-boundary', 'not-found'])

/** A URL of a path pattern, its parameters filled in. */
const urlOf = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'x1' : segment))
    .join('/')
    .replace(/^\/?/, '/')

/** URLs the router sends to a page: an optional segment ('chat/:botId?') left out and filled in. */
const sampleUrls = (path: string) => [...new Set([urlOf(path.replace(/\/:[^/]+\?$/, '')), urlOf(path)])]

describe('the route table', () => {
  it('names each path once', () => {
    const paths = PAGES.map((page) => page.path)
    expect(paths.filter((p, index) => paths.indexOf(p) !== index)).toEqual([])
  })

  it('names a module that exports its component, for every page and the shell', () => {
    for (const route of [...PAGES, SIGNED_IN_LAYOUT]) {
      const source = readFileSync(path.join(ROOT, routeModuleFile(route.module)), 'utf8')
      expect(source, route.module).toMatch(new RegExp(`export (function|const) ${route.component}\\b`))
    }
  })

  it('has a page for every route module in src/web/routes', () => {
    const modules = new Set<string>(PAGES.map((page) => page.module))
    const files = readdirSync(path.join(ROOT, 'src/web/routes'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''))
    expect(files.filter((file) => !NOT_PAGES.has(file) && !modules.has(file))).toEqual([])
  })

  it('opens every signed-in page, sub-routes and optional segments included, to exactly its roles', () => {
    for (const page of SIGNED_IN_PAGES) {
      for (const url of sampleUrls(page.path)) {
        for (const role of ROLES) {
          expect(canOpenPage([role], url), `${role} ${url}`).toBe(
            (page.roles as readonly Role[]).includes(role),
          )
        }
        expect(canOpenPage([], url), `no role ${url}`).toBe('everyone' in page)
      }
    }
  })
})

/** The navigation tables, each entry with the page of this table it opens. */
const NAVIGATION: Record<string, readonly (NavEntry | DashboardModule)[]> = {
  sidebar: SIDEBAR_ENTRIES,
  'bottom bar': BOTTOM_BAR_ENTRIES,
  grid: DASHBOARD_MODULES,
}

/**
 * The grid's AI Assistants card opens /chat, the assistants the sidebar offers as AI ChatBots
 * (/chat-bots); issue 35's example of a grid that disagreed with the sidebar.
 */
const SIDEBAR_COUNTERPART: Partial<Record<SignedInPagePath, SignedInPagePath>> = {
  'chat/:botId?': 'chat-bots',
}

const hrefOf = (path: string) => path.replace(':dealerId', 'dealer-1')

describe.each([...ROLES.map((role) => [role, [role]] as const), ['no role', []] as const])(
  'navigation for %s',
  (_name, roles) => {
    it.each(Object.entries(NAVIGATION))(
      'every %s entry offered leads to a page it may open',
      (_table, entries) => {
        for (const entry of visibleEntries(entries, roles)) {
          expect(canOpenPage(roles, hrefOf(entry.path)), entry.path).toBe(true)
        }
      },
    )

    it('has a grid card usable exactly when the sidebar offers the same page', () => {
      const offered = new Set(visibleEntries(SIDEBAR_ENTRIES, roles).map((entry) => entry.page))
      const inSidebar = new Set(SIDEBAR_ENTRIES.map((entry) => entry.page))
      const usable = new Set(visibleEntries(DASHBOARD_MODULES, roles))
      for (const card of DASHBOARD_MODULES) {
        const sidebarPage = inSidebar.has(card.page) ? card.page : SIDEBAR_COUNTERPART[card.page]
        // Knowledge Base and Training & Review have no sidebar entry: they agree with the page instead.
        const expected = sidebarPage ? offered.has(sidebarPage) : canOpenPage(roles, card.path)
        expect(usable.has(card), card.title).toBe(expected)
      }
    })

    it('offers My Onboarding only to a role that has a dealer', () => {
      // Issue 35: anyone else is refused on the page ('You must be associated with a dealer').
      const offered = visibleEntries(SIDEBAR_ENTRIES, roles).some((entry) => entry.page === 'my-onboarding')
      expect(offered).toBe(roles.some((role) => (DEALER_ROLES as readonly Role[]).includes(role)))
    })
  },
)

describe('navigation entries', () => {
  it('name pages of the table and lead to them', () => {
    for (const entry of Object.values(NAVIGATION).flat()) {
      expect(
        SIGNED_IN_PAGES.some((page) => page.path === entry.page),
        entry.page,
      ).toBe(true)
      const rule = pageAccessRule(hrefOf(entry.path))
      expect(sampleUrls(entry.page), entry.path).toContain(urlOf(rule?.pattern ?? ''))
    }
  })

  it('never offer more roles than their page opens to', () => {
    for (const entry of Object.values(NAVIGATION).flat()) {
      const pageRoles: readonly Role[] =
        SIGNED_IN_PAGES.find((candidate) => candidate.path === entry.page)?.roles ?? []
      expect(
        entry.roles.filter((role) => !pageRoles.includes(role)),
        entry.path,
      ).toEqual([])
    }
  })
})
