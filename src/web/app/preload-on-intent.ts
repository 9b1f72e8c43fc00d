import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Issue 12: every page's code loads on demand (router.tsx), so a click would wait for it. A pointer
 * resting on a link, a touch or keyboard focus reaching it is a good sign the click follows: the
 * page's modules start loading then. The browser keeps each import, so the router's own call to the
 * same `lazy` later finds them ready.
 */
export function preloadRoutesOnIntent(routes: RouteObject[]): () => void {
  const started = new Set<string>()
  const preload = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
    if (started.has(link.pathname)) return
    started.add(link.pathname)
    for (const match of matchRoutes(routes, link.pathname) ?? []) {
      const { lazy } = match.route
      // A failed preload is retried on the next sign of intent; the navigation itself reports errors.
      if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => started.delete(link.pathname))
    }
  }
  const events = ['mouseover', 'touchstart', 'focusin'] as const
  for (const name of events) document.addEventListener(name, preload, { passive: true })
  return () => {
    for (const name of events) document.removeEventListener(name, preload)
  }
}
