import { withoutAppScripts } from '#shared/app-document'
import { documentLanguage, type EnabledUiLanguage } from '#shared/constants/ui-languages'

const ROOT = /<div id="root">[\s\S]*?<\/div>(\s*<noscript>)/
const HTML_TAG = /<html lang="[^"]*"/
const STYLESHEET = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g

/**
 * The built index.html with a page's HTML in #root, for a page that is on screen before any of the
 * app's code:
 * - the stylesheet comes inside the page (`styles` reads a built stylesheet by its address), so the
 *   page paints as soon as it is there, without a second round trip;
 * - `data-prerendered` on <html> names the page's language for index.html's preload plan and for
 *   main.tsx; the app's script tags are left out, and the plan loads the same code once the page
 *   has painted (src/web/build-plugins/preload-page-code.ts);
 * - everything else, the inline scripts included (the CSP allows them by their hashes), is the
 *   template's, byte for byte.
 */
export function prerenderedPage(page: {
  template: string
  body: string
  language: EnabledUiLanguage
  styles: (href: string) => string
}): string {
  const { template, body, language, styles } = page
  if (!ROOT.test(template) || !HTML_TAG.test(template))
    throw new Error(
      'prerenderedPage: the template has no <html lang> or no <div id="root"> before <noscript>',
    )
  return withoutAppScripts(template)
    .replace(HTML_TAG, `<html lang="${documentLanguage(language)}" data-prerendered="${language}"`)
    .replace(STYLESHEET, (_, href: string) => {
      const css = styles(href)
      if (/<\/style/i.test(css)) throw new Error(`prerenderedPage: ${href} cannot be inlined`)
      return `<style>${css}</style>`
    })
    .replace(ROOT, (_, noscript: string) => `<div id="root">${body}</div>${noscript}`)
}
