import { QueryClient } from '@tanstack/react-query'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { type PrerenderedPage, prerenderedAddress } from '#shared/constants/prerendered-pages'
import { AppProviders } from '#web/app/providers.tsx'
import type { EnabledUiLanguage } from '#web/config/languages.ts'
import { renderIn } from '#web/prerender/prerender-i18n.ts'
import { LoginRoute } from '#web/routes/login.tsx'
import { RootLayout } from '#web/routes/root-layout.tsx'
import { WelcomeRoute } from '#web/routes/welcome.tsx'

/**
 * Issue 12: the public pages as HTML, per language, rendered at build time from the same components
 * the browser renders (the root layout and the page's route, as src/web/app/router.tsx nests them),
 * so a page is on screen as soon as it and its stylesheet are there, before any script. The browser
 * hydrates these elements (main.tsx), so they must be what its first render would be: the same
 * components, strings and ids. React's `useId` derives an id from the element's place in the tree, so
 * the tree above the page is main.tsx's too: `AppProviders` around the router (StaticRouterProvider
 * renders the same elements as RouterProvider).
 */
const routes = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, Component: WelcomeRoute },
      { path: 'login', Component: LoginRoute },
    ],
  },
]

export async function renderPage(page: PrerenderedPage, language: EnabledUiLanguage): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://prerender${prerenderedAddress(page)}`))
  if (context instanceof Response) throw new Error(`Prerendering ${page} answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // `prerender` waits for every lazy part (the toaster), so no boundary is left for the browser to
  // render in place of the server (which `renderToString` would leave, and report as an error).
  const { prelude } = await renderIn(language, () =>
    prerender(
      <AppProviders client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  )
  return new Response(prelude).text()
}
