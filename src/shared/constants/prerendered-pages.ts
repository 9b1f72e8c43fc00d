import type { EnabledUiLanguage } from '#shared/constants/ui-languages'

// Issue 12: pages the build renders to HTML once per language (src/web/prerender), so they are on
// screen before any script: the public welcome and sign-in pages. The build writes them under the web
// root; the server sends one for its address to a visitor who is not signed in
// (src/server/lib/prerendered-pages.ts).

export const PRERENDERED_PAGES = { '/': 'welcome', '/login': 'login' } as const

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[keyof typeof PRERENDERED_PAGES]

/** The page's file, relative to the web root: `prerendered/login.sv.html`. */
export function prerenderedFile(page: PrerenderedPage, language: EnabledUiLanguage): string {
  return `prerendered/${page}.${language}.html`
}
