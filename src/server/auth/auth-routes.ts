import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { TWO_FACTOR_USE_PASSWORD_CODE } from '../../shared/auth/two-factor.ts'
import { ACCOUNT_DEACTIVATED_CODE } from '../../shared/schemas/users.ts'
import type { AppEnv } from '../app-env.ts'
import { clientAddressFrom } from '../lib/client-ip.ts'
import { databaseUnavailableResponse, databaseUnreachable } from '../lib/on-error.ts'
import {
  createRateLimiter,
  enforceRateLimit,
  type RateLimitRule,
  throwRateLimited,
} from '../lib/rate-limiter.ts'

export interface AuthRateLimits {
  /** Sign-in requests per IP. */
  signInPerIp: RateLimitRule
  /** Failed password sign-ins per account. */
  signInFailuresPerAccount: RateLimitRule
  /** Wrong current passwords at change-password per account (a stolen session must not guess it). */
  passwordChangeFailuresPerAccount: RateLimitRule
  /** Magic-link requests per IP and per e-mail. */
  magicLinkPerIp: RateLimitRule
  magicLinkPerAccount: RateLimitRule
  signUpPerIp: RateLimitRule
  invitationAcceptPerIp: RateLimitRule
  /** Issue 12, per signed-in user (registered in app.ts): chat messages sent to the assistants. */
  chatSendPerUser: RateLimitRule
  /** Upload requests (file centre, new versions, onboarding step files), however many files each carries. */
  uploadsPerUser: RateLimitRule
}

const MINUTE = 60_000

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInPerIp: { max: 30, windowMs: MINUTE },
  signInFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  passwordChangeFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  magicLinkPerIp: { max: 10, windowMs: 10 * MINUTE },
  magicLinkPerAccount: { max: 3, windowMs: 10 * MINUTE },
  signUpPerIp: { max: 10, windowMs: 60 * MINUTE },
  invitationAcceptPerIp: { max: 10, windowMs: 10 * MINUTE },
  // One message every 2 s for a whole minute is beyond anyone typing, yet a script is held to 30
  // assistant answers (and LLM calls) a minute per account.
  chatSendPerUser: { max: 30, windowMs: MINUTE },
  // Up to 10 files per request: 60 requests in 10 minutes lets a phone flush its offline queue or a
  // dealer file a folder one by one, and caps a runaway client at 60 x UPLOAD_MAX_BYTES of storage.
  uploadsPerUser: { max: 60, windowMs: 10 * MINUTE },
}

/** The caller's address for per-IP limits: the socket peer, or behind TRUST_PROXY_HOPS proxies theirs. */
export function clientIp(c: Context<AppEnv>): string {
  return clientAddressFrom(
    socketAddress(c),
    c.req.header('x-forwarded-for'),
    c.get('ctx')?.env.TRUST_PROXY_HOPS ?? 0,
  )
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests made in-process (tests through app.request) have no socket.
    return c.req.header('x-test-client-ip') ?? 'local'
  }
}

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown }
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined
  } catch {
    return undefined
  }
}

/** better-auth answers a wrong current password with 400 INVALID_PASSWORD; rule violations do not count. */
async function isWrongCurrentPassword(response: Response): Promise<boolean> {
  if (response.status !== 400) return false
  try {
    const body = (await response.clone().json()) as { code?: unknown }
    return body.code === 'INVALID_PASSWORD'
  } catch {
    return false
  }
}

/**
 * better-auth answers its own failures, so a lost database reaches the client as its bare 500 and
 * never passes through onError. A ping tells that case apart, and it answers the 503 every other
 * route gives while the database is away.
 */
const databaseAwayAs503 = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.status >= 500 && (await databaseUnreachable(c))) c.res = databaseUnavailableResponse(c)
})

/**
 * better-auth's handler behind our limits: per IP on every sign-in path, and per account on failed
 * password sign-ins and wrong current passwords at change-password (a success resets the count),
 * and on magic-link requests.
 */
export function createAuthRoutes(limits: AuthRateLimits, enabled: boolean) {
  // Named after their rule, which also names their rows in rate_limits.
  const limiter = (rule: keyof AuthRateLimits) => createRateLimiter(rule, limits[rule])
  const signInIp = limiter('signInPerIp')
  const signInAccount = limiter('signInFailuresPerAccount')
  const magicIp = limiter('magicLinkPerIp')
  const magicAccount = limiter('magicLinkPerAccount')
  const signUpIp = limiter('signUpPerIp')
  const passwordChangeAccount = limiter('passwordChangeFailuresPerAccount')

  return new Hono<AppEnv>().use(databaseAwayAs503).on(['GET', 'POST'], '/*', async (c) => {
    const auth = c.get('auth')
    const path = c.req.path.replace(/^\/api\/auth/, '')
    if (c.req.method === 'GET' && path === '/magic-link/verify')
      return verifyMagicLink(c.req.raw, auth.handler)
    if (!enabled || c.req.method !== 'POST') return auth.handler(c.req.raw)

    const db = c.get('ctx').db
    const ip = clientIp(c)
    if (path === '/sign-in/email') {
      await enforceRateLimit(db, signInIp, ip)
      const email = await emailOf(c.req.raw)
      if (email) {
        const accountState = await signInAccount.check(db, email)
        if (accountState.limited) throwRateLimited(accountState.retryAfterSeconds)
      }
      const response = await auth.handler(c.req.raw)
      if (email) {
        if (response.status === 401) await signInAccount.hit(db, email)
        else if (response.ok) await signInAccount.reset(db, email)
      }
      return response
    }
    if (path === '/change-password') {
      const session = await auth.api.getSession({ headers: c.req.raw.headers })
      const userId = session?.user.id
      if (userId) {
        const accountState = await passwordChangeAccount.check(db, userId)
        if (accountState.limited) throwRateLimited(accountState.retryAfterSeconds)
      }
      const response = await auth.handler(c.req.raw)
      if (userId) {
        if (await isWrongCurrentPassword(response)) await passwordChangeAccount.hit(db, userId)
        else if (response.ok) await passwordChangeAccount.reset(db, userId)
      }
      return response
    }
    if (path === '/sign-in/magic-link') {
      await enforceRateLimit(db, magicIp, ip)
      const email = await emailOf(c.req.raw)
      if (email) await enforceRateLimit(db, magicAccount, email)
    }
    if (path === '/sign-up/email') await enforceRateLimit(db, signUpIp, ip)
    return auth.handler(c.req.raw)
  })
}

/**
 * A magic link is opened by the browser, so a refusal must land on a page, not as JSON: better-auth
 * redirects its own errors to `errorCallbackURL?error=CODE`, but a deactivated account (and one with
 * two-factor sign-in, issue 32) is refused by our session hook (auth.ts) with a 403, sent the same way here.
 */
async function verifyMagicLink(
  request: Request,
  handler: (request: Request) => Promise<Response>,
): Promise<Response> {
  const response = await handler(request)
  if (response.status !== 403) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null
  const code = body?.code
  if (code !== ACCOUNT_DEACTIVATED_CODE && code !== TWO_FACTOR_USE_PASSWORD_CODE) return response
  const requested = new URL(request.url).searchParams.get('errorCallbackURL') ?? ''
  // Only an in-app path: never an address on another host.
  const target = /^\/(?![/\\])/.test(requested) ? requested : '/login'
  const location = new URL(target, 'http://app.invalid')
  location.searchParams.set('error', code)
  return new Response(null, { status: 302, headers: { location: `${location.pathname}${location.search}` } })
}
