import { createBrowserRouter, type RouteObject } from 'react-router'
import {
  type PageRoute,
  PUBLIC_PAGES,
  type RouteModule,
  SIGNED_IN_LAYOUT,
  SIGNED_IN_PAGES,
} from '#shared/routes/route-table'
import { firstQueriesLoader } from '#web/app/page-first-queries.ts'
import { preloadRoutesOnIntent } from '#web/app/preload-on-intent.ts'
import type { RouteHandle } from '#web/app/route-handle.ts'
import { ROUTE_MODULES } from '#web/app/route-modules.ts'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { loadNamespaces } from '#web/lib/i18n.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { meQueryOptions, takeMeFromDocument } from '#web/lib/session/get-me.ts'
import { NotFoundRoute } from '#web/routes/not-found.tsx'
import { RootLayout } from '#web/routes/root-layout.tsx'
import { RouteErrorBoundary } from '#web/routes/route-error-boundary.tsx'

/**
 * Issue 12: a route's code and the string namespaces it uses beyond the shell's (`common`), loaded side
 * by side; on the first load index.html has already modulepreloaded both (the build reads the route
 * table, and fails when a route's code uses a namespace its list lacks).
 */
function withStrings<Module>(namespaces: readonly string[], code: Promise<Module>): Promise<Module> {
  return Promise.all([code, loadNamespaces(namespaces)]).then(([module]) => module)
}

/** A page of the route table as a lazy route: its code and strings, loaded side by side. */
function pageRoute(page: PageRoute): RouteObject {
  const { path, module, component, namespaces, titleKey, deniedKey } = page
  return {
    ...(path === '' ? { index: true } : { path }),
    handle: { titleKey, deniedKey } satisfies RouteHandle,
    loader: firstQueriesLoader(module as RouteModule),
    lazy: () =>
      withStrings(namespaces, ROUTE_MODULES[module as RouteModule]()).then((loaded) => ({
        Component: loaded[component],
      })),
  }
}

/**
 * Issue 12: every page first asks who is signed in. A loader written on the route object runs beside
 * the `lazy` imports, so the question goes out while the page's code is still loading instead of
 * after it. It never waits and never fails: the pages' own `useMe` shows the answer or the error.
 * A signed-in first load needs no question: its page brought the answer (the first loader run takes
 * it, before anything reads the session).
 */
function askForSessionEarly() {
  takeMeFromDocument(queryClient)
  void queryClient.prefetchQuery(meQueryOptions())
  return null
}

/**
 * Issue 12: the first load carries only the shell (this file, the root layout, the error boundary and
 * the loader); each page's code comes with its own `lazy` when it is opened (initial JavaScript per
 * page: `npm run bench -- web`). The error boundary stays eager: it must show when a page's code
 * cannot be loaded. `HydrateFallback` fills the screen until the first page's code is there, the
 * same full-height loader the pages use. The pages are the route table's (src/shared/routes).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    loader: askForSessionEarly,
    children: [
      ...PUBLIC_PAGES.map(pageRoute),
      {
        loader: firstQueriesLoader(SIGNED_IN_LAYOUT.module),
        lazy: () =>
          withStrings(SIGNED_IN_LAYOUT.namespaces, ROUTE_MODULES[SIGNED_IN_LAYOUT.module]()).then(
            (loaded) => ({ Component: loaded[SIGNED_IN_LAYOUT.component] }),
          ),
        children: SIGNED_IN_PAGES.map(pageRoute),
      },
      // Eager: the error boundary shows it too, so it is in the shell anyway.
      { path: '*', handle: { titleKey: 'notFound' } satisfies RouteHandle, Component: NotFoundRoute },
    ],
  },
]

export const router = createBrowserRouter(routes)
preloadRoutesOnIntent(routes)
