import type { EnabledUiLanguage } from '#shared/constants/ui-languages'
import { PUBLIC_PAGES } from '#shared/routes/route-table'

// Issue 12: pages the build renders to HTML once per language (src/web/prerender), so they are on
// screen before any script: the public welcome and sign-in pages. The build writes them under the web
// root; the server sends one for its address to a visitor who is not signed in
// (src/server/lib/prerendered-pages.ts). The route table marks which pages these are.

type PrerenderedRoute = Extract<(typeof PUBLIC_PAGES)[number], { prerendered: true }>

export type PrerenderedPage = PrerenderedRoute['module']

/** Each prerendered page by its address: `{ '/': 'welcome', '/login': 'login' }`. */
export const PRERENDERED_PAGES: Readonly<Record<string, PrerenderedPage>> = Object.fromEntries(
  PUBLIC_PAGES.filter((page): page is PrerenderedRoute => 'prerendered' in page).map((page) => [
    `/${page.path}`,
    page.module,
  ]),
)

/** A prerendered page's address. */
export function prerenderedAddress(page: PrerenderedPage): string {
  return `/${PUBLIC_PAGES.find((route) => route.module === page)?.path ?? ''}`
}

/** The page's file, relative to the web root: `prerendered/login.sv.html`. */
export function prerenderedFile(page: PrerenderedPage, language: EnabledUiLanguage): string {
  return `prerendered/${page}.${language}.html`
}
