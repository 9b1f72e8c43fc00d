import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { withoutAppScripts } from '#shared/app-document'
import type { Role } from '#shared/auth/roles'
import { serverRenderDir, WELCOME_TOUR_RENDERER } from '#shared/constants/prerendered-pages'
import { SERVER_TOUR_ELEMENT_ID } from '#shared/constants/signed-in-user'
import type { EnabledUiLanguage } from '#shared/constants/ui-languages'
import type { Logger } from './logger.ts'

export interface TourFor {
  firstName: string
  roles: readonly Role[]
  /** The language the app will choose when this device has not chosen one: the browser's first. */
  language: EnabledUiLanguage
}

type RenderWelcomeTour = (tour: TourFor) => string

/**
 * Issue 12: the welcome tour drawn into a signed-in page's document, with the same component the app
 * renders (src/web/prerender/render-welcome-tour.tsx, from the build's server-side bundle beside the
 * web root). Spec §4 shows the tour on every page load until it is dismissed for good, and it is the
 * page's largest text: drawn by the server it is on screen as soon as the document is, instead of
 * after the app's code has arrived and run (seconds on a slow phone). The server cannot see what only
 * the device knows (the tour dismissed for good, another language chosen here, a page without the
 * tour): index.html's preload plan hides it then, before the first paint. Without a server-side bundle
 * (a test's web root) documents go without it.
 */
export function createServerTour(webRoot: string, logger: Logger) {
  const file = path.join(serverRenderDir(webRoot), WELCOME_TOUR_RENDERER)
  const available = existsSync(file)
  let renderer: Promise<RenderWelcomeTour | undefined> | undefined
  const load = () =>
    import(pathToFileURL(file).href).then(
      (module: { renderWelcomeTour: RenderWelcomeTour }) => module.renderWelcomeTour,
      (error: unknown) => {
        logger.error(
          { err: error, file },
          'the welcome tour renderer could not be loaded; pages go without it',
        )
        return undefined
      },
    )

  return {
    /** The document with the tour drawn in, or as it was when there is no renderer or it fails. */
    async addTo(document: string, tour: TourFor): Promise<string> {
      if (!available) return document
      renderer ??= load()
      const render = await renderer
      if (!render) return document
      try {
        return withServerTour(document, render(tour), tour.language)
      } catch (error) {
        logger.warn({ err: error }, 'the welcome tour could not be drawn; the page goes without it')
        return document
      }
    },
  }
}

/**
 * The document with the tour's HTML at the end of its body (where the app's dialog portal goes) and
 * its language on `<html>`. The copy is inert (no focus, no clicks, not for screen readers): a picture
 * of the tour until the app's own, which answers, takes its place. Without its script tags: like a
 * prerendered page, the preload plan loads the code once the tour has painted.
 */
export function withServerTour(document: string, tourHtml: string, language: EnabledUiLanguage): string {
  if (!/<html\b/.test(document) || !document.includes('</body>'))
    throw new Error('withServerTour: the document has no <html> or no </body>')
  return withoutAppScripts(document)
    .replace(/<html\b/, `<html data-server-tour="${language}"`)
    .replace(
      '</body>',
      // Without JavaScript nothing would ever take its place: hidden then, so the page's note shows.
      () =>
        `<div id="${SERVER_TOUR_ELEMENT_ID}" inert aria-hidden="true">${tourHtml}</div>` +
        `<noscript><style>#${SERVER_TOUR_ELEMENT_ID}{display:none}</style></noscript></body>`,
    )
}
