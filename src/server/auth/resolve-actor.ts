import { parseCookies } from 'better-auth/cookies'
import type { Database } from '#server/db/client'
import { type Actor, loadActorScope } from './actor.ts'
import type { Auth } from './auth.ts'
import type { SessionCache } from './session-cache.ts'

/** What the resolver reads of a request: its Cookie header, and all headers for better-auth. */
export interface CallerRequest {
  cookie: string | undefined
  /** Asked for only when the cache does not know the cookie. */
  headers(): Headers
}

export interface ActorResolver {
  /** The caller of a request, or null when it carries no valid session. */
  resolve(request: CallerRequest): Promise<Actor | null>
  /** The caller the session cache knows by this Cookie header, at once; undefined sends you to resolve(). */
  known(cookieHeader: string | undefined): Actor | undefined
  /** The session cookie's value in this Cookie header, if any (the cache's key). */
  sessionCookie(cookieHeader: string | undefined): Promise<string | undefined>
}

/**
 * better-auth checks the session cookie (signature, session row, expiry, its daily refresh) and
 * our tables add roles and dealers; with a session cache, a cookie seen before costs neither.
 */
export function createActorResolver(options: {
  auth: Auth
  db: Database
  cache?: SessionCache
}): ActorResolver {
  const { auth, db, cache } = options
  // Named by better-auth itself (the __Secure- prefix behind https).
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name)
  let cookieNameNow: string | undefined
  void cookieName.then((name) => {
    cookieNameNow = name
  })

  async function sessionCookie(cookieHeader: string | undefined) {
    if (!cookieHeader) return undefined
    return parseCookies(cookieHeader).get(await cookieName) || undefined
  }

  return {
    sessionCookie,
    // Most requests come from a caller seen a moment ago: no promise for them (issue 12 profile).
    known(cookieHeader) {
      if (!cache || !cookieHeader || !cookieNameNow) return undefined
      const cookie = parseCookies(cookieHeader).get(cookieNameNow)
      return cookie ? cache.get(cookie) : undefined
    },
    async resolve(request) {
      const cookie = await sessionCookie(request.cookie)
      // No cookie, no session: better-auth reads sessions from this cookie only.
      if (!cookie) return null
      const cached = cache?.get(cookie)
      if (cached) return cached
      const generation = cache?.generation() ?? 0
      const session = await auth.api.getSession({ headers: request.headers() })
      if (!session) return null
      const scope = await loadActorScope(db, session.user.id)
      const actor: Actor = {
        userId: session.user.id,
        email: session.user.email,
        sessionId: session.session.id,
        twoFactorEnabled: session.user.twoFactorEnabled === true,
        ...scope,
      }
      cache?.set(cookie, actor, new Date(session.session.expiresAt), generation)
      return actor
    },
  }
}
