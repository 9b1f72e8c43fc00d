/**
 * Issue 12: better-auth's client (12 KB gzip) is needed when a sign-in or sign-out is sent, not to
 * paint the sign-in page or the signed-in shell. The forms start this as soon as a field takes focus,
 * so the module is there by the time they are sent.
 */
export function loadAuthClient() {
  return import('#web/lib/auth-client.ts').then((module) => module.authClient)
}

/** Starts loading the client ahead of need; a failure shows when the form is sent. */
export function preloadAuthClient() {
  void loadAuthClient().catch(() => {})
}
