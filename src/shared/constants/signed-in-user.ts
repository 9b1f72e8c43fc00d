// Issue 12: the parts a signed-in page's document carries (src/server/lib/signed-in-document.ts).

/**
 * The data block with the caller's GET /api/me answer, read by the app before its first render
 * (src/web/lib/session/get-me.ts).
 */
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user'

/**
 * The welcome tour as the server drew it (src/server/lib/server-tour.ts), on screen before the app's
 * code; the app's own tour takes its place (src/web/features/profile/lib/server-tour.ts). `<html>`
 * carries its language as `data-server-tour`, which index.html's preload plan sets to `hidden` when
 * this page load does not show the tour.
 */
export const SERVER_TOUR_ELEMENT_ID = 'server-tour'
