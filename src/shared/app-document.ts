/** The entry's module script and Vite's modulepreload links in the built index.html (each on a line of its own). */
const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g

/**
 * Issue 12: the built index.html without the app's script tags, for a document that is on screen
 * before any of the app's code (a prerendered page, a signed-in page with the server's welcome tour):
 * index.html's preload plan adds the same code once the document has painted (vite.config.ts,
 * preloadPageCode), so the document has the connection to itself until then.
 */
export function withoutAppScripts(document: string): string {
  return document.replace(APP_SCRIPTS, '')
}
