import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_ACCESS } from '#shared/auth/page-access'
import { PUBLIC_PAGES, routeModuleFile, SIGNED_IN_LAYOUT, SIGNED_IN_PAGES } from './route-table.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const PAGES = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]
/** Route modules that are no page of their own: the shells, the error boundary and the catch-all. */
const NOT_PAGES = new Set(['root-layout', 'protected-layout', 'route-error-boundary', 'not-found'])

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

  it('has a page for every path the access rules name', () => {
    // react-router's optional segment ('chat/:botId?') covers both '/chat' and '/chat/:botId'.
    const paths = new Set(
      PAGES.flatMap((page) =>
        page.path.endsWith('?')
          ? [`/${page.path.slice(0, page.path.lastIndexOf('/'))}`, `/${page.path.slice(0, -1)}`]
          : [`/${page.path}`],
      ),
    )
    // A rule for a whole area ('/news/*') needs at least one page in it.
    const covered = (pattern: string) =>
      pattern.endsWith('/*') ? [...paths].some((p) => p.startsWith(pattern.slice(0, -1))) : paths.has(pattern)
    expect(PAGE_ACCESS.map((rule) => rule.pattern).filter((pattern) => !covered(pattern))).toEqual([])
  })
})
