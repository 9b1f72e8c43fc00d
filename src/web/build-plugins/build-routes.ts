import { PUBLIC_PAGES, routeModuleFile, SIGNED_IN_LAYOUT, SIGNED_IN_PAGES } from '#shared/routes/route-table'

/** A page as the build sees it: its address as a pattern, the route modules it loads, its namespaces. */
export type BuildRoute = { pattern: string; modules: string[]; namespaces: string[] }

/** 'chat/:botId?' -> ^/chat(?:/[^/]+)?/?$ */
function pathPattern(routePath: string): string {
  const pattern = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${segment}`,
    )
    .join('')
  return `^${pattern}/?$`
}

/**
 * Each page of the route table (src/shared/routes/route-table.ts): the signed-in pages load the shell's
 * `protected-layout` first and its namespaces with their own.
 */
export const BUILD_ROUTES: readonly BuildRoute[] = [
  ...PUBLIC_PAGES.map((page) => ({
    pattern: pathPattern(page.path),
    modules: [routeModuleFile(page.module)],
    namespaces: [...page.namespaces],
  })),
  ...SIGNED_IN_PAGES.map((page) => ({
    pattern: pathPattern(page.path),
    modules: [routeModuleFile(SIGNED_IN_LAYOUT.module), routeModuleFile(page.module)],
    namespaces: [...new Set([...SIGNED_IN_LAYOUT.namespaces, ...page.namespaces])],
  })),
]

/** The signed-in layout's module file. */
export const SIGNED_IN_LAYOUT_FILE = routeModuleFile(SIGNED_IN_LAYOUT.module)
