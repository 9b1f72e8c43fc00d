/*
 * DealerPilot service worker (issue 10): the app keeps working for viewing what was last loaded when
 * the phone loses its connection.
 * - Pages: network first; offline, the app shell (index.html), cached when the worker installs.
 * - /assets/*: hashed file names never change, so cache first.
 * - GET /api/*: network first; the last good answer is kept and served when offline. The signed-in
 *   user (/api/me) is also fetched when the worker installs: see keepSignedInUser.
 * - Signing out or in empties the API cache, so the next person on the device sees nothing of the last.
 * The cache names carry the build's version (the `v` query of the registration URL), and an
 * activated worker deletes every older DealerPilot cache.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev'
const SHELL_CACHE = `dealerpilot-shell-${VERSION}`
const API_CACHE = `dealerpilot-api-${VERSION}`
/**
 * The app shell as built. Not '/': the server answers / and /login with a prerendered page to a
 * visitor without a session (decision 023), which must never stand in for another page.
 */
const SHELL_URL = '/index.html'

/** Never cached: sign-in state, the realtime socket, and file downloads (large and permission-checked). */
const UNCACHED_API = [
  /^\/api\/auth\//,
  /^\/api\/realtime/,
  // A version's bytes: GET /api/files/:id/versions/:version/content and /thumbnail (any width).
  /^\/api\/files\/[^/]+\/versions\/[^/]+\/(content|thumbnail)$/,
]

/**
 * A signed-in page's document carries the user (decision 024), so the app never asks for /api/me
 * while online and it never reaches this cache that way. The offline shell carries no user, so
 * without this the app could not say who is signed in offline (after sign-in through a direct
 * session, or after any new version's worker emptied the old caches). Without a session the answer
 * is a 401, which is not kept; a sign-in through the form asks for /api/me again and keeps it.
 */
function keepSignedInUser() {
  return networkFirst(new Request('/api/me'), API_CACHE).catch(() => {})
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(SHELL_CACHE).then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' }))),
      keepSignedInUser(),
    ]).then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('dealerpilot-') && key !== SHELL_CACHE && key !== API_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

/** Static files and JSON are kept; downloads (CSV exports, files) are not worth the space and stay private. */
function worthKeeping(response, cacheName) {
  if (!response.ok || response.type !== 'basic') return false
  if (cacheName !== API_CACHE) return true
  return (response.headers.get('content-type') ?? '').includes('application/json')
}

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName)
  try {
    const response = await fetch(request)
    if (worthKeeping(response, cacheName)) await cache.put(request, response.clone())
    return response
  } catch (error) {
    const cached = await cache.match(request)
    if (cached) return cached
    throw error
  }
}

/** A page from the network; offline, the shell of this version, whose router then shows the page. */
async function pageOrShell(request) {
  try {
    return await fetch(request)
  } catch (error) {
    const shell = await (await caches.open(SHELL_CACHE)).match(SHELL_URL)
    if (shell) return shell
    throw error
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return

  if (request.method !== 'GET') {
    // Signing out or in: whatever the last person loaded must not be shown to the next.
    if (/^\/api\/auth\/sign-(out|in)/.test(url.pathname)) event.waitUntil(caches.delete(API_CACHE))
    return
  }

  if (url.pathname.startsWith('/api/')) {
    if (UNCACHED_API.some((pattern) => pattern.test(url.pathname))) return
    event.respondWith(networkFirst(request, API_CACHE))
    return
  }
  if (request.mode === 'navigate') {
    event.respondWith(pageOrShell(request))
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request))
    return
  }
  event.respondWith(networkFirst(request, SHELL_CACHE))
})
