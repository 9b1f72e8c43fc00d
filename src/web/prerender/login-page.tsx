import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'preact-render-to-string'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { EnabledUiLanguage } from '#web/config/languages.ts'
import { renderIn } from '#web/prerender/prerender-i18n.ts'
import { LoginRoute } from '#web/routes/login.tsx'
import { RootLayout } from '#web/routes/root-layout.tsx'

/**
 * Issue 12: the sign-in page as HTML, per language, rendered at build time from the same components
 * the browser renders (the root layout and the login route), so the form is on screen as soon as
 * the page and its stylesheet are there, before any script. The browser's first render takes these
 * elements over (main.tsx waits for the route's code first, so nothing flashes in between).
 */
const routes = [{ path: '/', Component: RootLayout, children: [{ path: 'login', Component: LoginRoute }] }]

export async function renderLoginPage(language: EnabledUiLanguage): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://prerender/login'))
  if (context instanceof Response) throw new Error(`Prerendering /login answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderIn(language, () =>
    renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    ),
  )
}
