// Issue 12: the parts a signed-in page's document carries (src/server/lib/signed-in-document.ts).

/**
 * The data block with the caller's GET /api/me answer, read by the app before its first render
 * (src/web/lib/session/get-me.ts).
 */
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user'
