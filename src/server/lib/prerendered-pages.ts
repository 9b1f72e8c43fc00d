import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PRERENDERED_PAGES, prerenderedFile } from '#shared/constants/prerendered-pages'
import {
  ENABLED_UI_LANGUAGES,
  type EnabledUiLanguage,
  languageFromBrowser,
} from '#shared/constants/ui-languages'

/**
 * The browser's first language from its Accept-Language header, as the web app reads it from
 * navigator.languages (browsers send that list, in order, in this header).
 */
export function languageOfAcceptLanguage(header: string | undefined): EnabledUiLanguage {
  const first = header?.split(',')[0]?.split(';')[0]?.trim() ?? ''
  return languageFromBrowser([first])
}

export interface PageRequest {
  /** The address without its query. */
  path: string
  /** Whether the address had a query (`?next=`, `?invited=1`, `?error=` change what the page shows). */
  hasQuery: boolean
  /** Whether the request carries a session cookie (the page would send a signed-in visitor on). */
  hasSession: boolean
  acceptLanguage: string | undefined
}

/**
 * Issue 12: the pages the build prerendered (src/web/prerender), read once from the web root. A
 * request gets one when it asks for such a page at its plain address and carries no session
 * cookie, in the browser's language; any other request gets index.html, as before. Without a build
 * that prerendered (an older build, a test's web root) there are none.
 */
export function loadPrerenderedPages(webRoot: string) {
  const pages = new Map<string, string>()
  for (const [address, page] of Object.entries(PRERENDERED_PAGES))
    for (const language of ENABLED_UI_LANGUAGES) {
      const file = path.join(webRoot, prerenderedFile(page, language))
      if (existsSync(file)) pages.set(`${language} ${address}`, readFileSync(file, 'utf8'))
    }
  return {
    /** The addresses that may answer with a prerendered page (with and without a final slash). */
    addresses:
      pages.size === 0
        ? []
        : Object.keys(PRERENDERED_PAGES).flatMap((address) =>
            address === '/' ? [address] : [address, `${address}/`],
          ),
    pageFor(request: PageRequest): string | undefined {
      if (request.hasQuery || request.hasSession) return undefined
      return pages.get(`${languageOfAcceptLanguage(request.acceptLanguage)} ${trimSlash(request.path)}`)
    },
  }
}

const trimSlash = (address: string) => (address.length > 1 ? address.replace(/\/$/, '') : address)
