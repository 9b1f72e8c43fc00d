/** Turned on by the mobile e2e spec, which tests offline viewing; other automated runs stay without a worker. */
export const SERVICE_WORKER_OPT_IN_KEY = 'dealerpilot.serviceWorker'

/**
 * Registers /sw.js (src/web/public/sw.js) in production builds only: the Vite dev server serves
 * modules that must never come from a cache. The URL carries this bundle's hashed file name, so
 * every release installs a new worker with fresh caches. Browsers driven by automation (the e2e
 * tests, which mock requests with page.route) get no worker unless they opt in.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  if (navigator.webdriver && localStorage.getItem(SERVICE_WORKER_OPT_IN_KEY) !== 'on') return
  const version = new URL(import.meta.url).pathname.split('/').pop() ?? 'unknown'
  const register = () =>
    navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(version)}`).catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    })
  // After the page has loaded, so the worker's install does not compete with it. The entry module
  // waits for the language's strings (lib/i18n.ts), so the load event may already be past.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
