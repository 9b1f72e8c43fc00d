// Issue 12: the id of the data block in which a signed-in page's document carries the caller's
// GET /api/me answer (src/server/lib/signed-in-document.ts), read by the app before its first render
// (src/web/features/auth/api/get-me.ts).
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user'
