import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import type { AppEnv } from '#server/app-env'
import { clientAddressFrom } from '#server/lib/client-ip'
import { databaseUnavailableResponse, databaseUnreachable } from '#server/lib/on-error'
import {
  type BackoffRule,
  createBackoffLimiter,
  createRateLimiter,
  enforceRateLimit,
  type RateLimitRule,
  throwRateLimited,
} from '#server/lib/rate-limiter'
import { validate } from '#server/lib/validate'
import { TWO_FACTOR_USE_PASSWORD_CODE } from '#shared/auth/two-factor'
import { ACCOUNT_DEACTIVATED_CODE } from '#shared/schemas/users'
import { notAnAccessCheck, publicRoute } from './guards.ts'
import { isUsualAddress, rememberSignInAddress, sendUnlockLink, useUnlockToken } from './sign-in-throttle.ts'

export interface AuthRateLimits {
  /** Sign-in requests per IP. */
  signInPerIp: RateLimitRule
  /**
   * Issue 32: failed password sign-ins per account and client address, with growing waits: a
   * guesser at one address slows down for that account without touching anyone else.
   */
  signInFailuresPerAccountAndAddress: BackoffRule
  /** Issue 32: failed password sign-ins per address across accounts (password spraying). */
  signInFailuresPerAddress: RateLimitRule
  /**
   * Issue 32: failed password sign-ins per account from any address. Far above the per-address
   * waits; reaching it locks the account for the rest of the window to every address but the
   * account's usual ones, and e-mails the owner an unlock link.
   */
  signInFailuresPerAccount: RateLimitRule
  /** Wrong current passwords at change-password per account (a stolen session must not guess it). */
  passwordChangeFailuresPerAccount: RateLimitRule
  /** Magic-link requests per IP. */
  magicLinkPerIp: RateLimitRule
  /** Issue 32: magic-link requests per account and address, with growing waits. */
  magicLinkPerAccountAndAddress: BackoffRule
  /** Issue 32: magic-link mails per account from addresses it has never signed in from (mail flooding). */
  magicLinkPerAccount: RateLimitRule
  signUpPerIp: RateLimitRule
  invitationAcceptPerIp: RateLimitRule
  /** Issue 12, per signed-in user (registered in app.ts): chat messages sent to the assistants. */
  chatSendPerUser: RateLimitRule
  /** Upload requests (file centre, new versions, onboarding step files), however many files each carries. */
  uploadsPerUser: RateLimitRule
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInPerIp: { max: 30, windowMs: MINUTE },
  // Five typos cost nothing; then 1 s, 2 s, 4 s... up to 15 minutes between guesses.
  signInFailuresPerAccountAndAddress: {
    freeFailures: 5,
    baseDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
  },
  // An office behind one address may mistype often; a sprayer tries many accounts.
  signInFailuresPerAddress: { max: 100, windowMs: HOUR },
  signInFailuresPerAccount: { max: 100, windowMs: HOUR },
  passwordChangeFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  magicLinkPerIp: { max: 10, windowMs: 10 * MINUTE },
  // Three links at once cost nothing (a slow inbox); then 30 s, 1 min, 2 min... up to an hour.
  magicLinkPerAccountAndAddress: {
    freeFailures: 3,
    baseDelayMs: 30 * SECOND,
    maxDelayMs: HOUR,
    forgetAfterMs: HOUR,
  },
  magicLinkPerAccount: { max: 20, windowMs: HOUR },
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
const databaseAwayAs503 = notAnAccessCheck(
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (c.res.status >= 500 && (await databaseUnreachable(c))) c.res = databaseUnavailableResponse(c)
  }),
)

const unlockQuerySchema = z.object({ token: z.string().min(1).max(200) })

/**
 * better-auth's handler behind our limits (issue 32: throttling that cannot lock the owner out):
 * - password sign-in: per address (requests, and failures across accounts), then per account and
 *   address with growing waits, then the account-wide lock, which a sign-in from one of the
 *   account's usual addresses passes; a success clears that address's waits and records it as usual;
 * - change-password: wrong current passwords per account (a success resets the count);
 * - magic links: per address, per account and address with growing waits, and per account from
 *   unusual addresses only.
 * A throttled request gets the same 429 whether or not the account exists. Every JSON answer leaves
 * without its session token: the browser holds the session in an httpOnly cookie and needs no copy.
 */
export function createAuthRoutes(limits: AuthRateLimits, enabled: boolean, baseUrl: string) {
  // Named after their rule, which also names their rows in rate_limits.
  type Fixed = {
    [K in keyof AuthRateLimits]: AuthRateLimits[K] extends RateLimitRule ? K : never
  }[keyof AuthRateLimits]
  type Backoff = {
    [K in keyof AuthRateLimits]: AuthRateLimits[K] extends BackoffRule ? K : never
  }[keyof AuthRateLimits]
  const limiter = (rule: Fixed) => createRateLimiter(rule, limits[rule])
  const backoff = (rule: Backoff) => createBackoffLimiter(rule, limits[rule])
  const signInIp = limiter('signInPerIp')
  const signInPair = backoff('signInFailuresPerAccountAndAddress')
  const signInAddress = limiter('signInFailuresPerAddress')
  const signInAccount = limiter('signInFailuresPerAccount')
  const magicIp = limiter('magicLinkPerIp')
  const magicPair = backoff('magicLinkPerAccountAndAddress')
  const magicAccount = limiter('magicLinkPerAccount')
  const signUpIp = limiter('signUpPerIp')
  const passwordChangeAccount = limiter('passwordChangeFailuresPerAccount')
  // The address first: a client address cannot hold '/', and a long or odd e-mail is hashed whole.
  const pair = (email: string, ip: string) => `${ip}/${email}`

  async function signInWithPassword(c: Context<AppEnv>, auth: AppEnv['Variables']['auth']) {
    const { db, mailer } = c.get('ctx')
    const ip = clientIp(c)
    await enforceRateLimit(db, signInIp, ip)
    const sprayed = await signInAddress.check(db, ip)
    if (sprayed.limited) throwRateLimited(sprayed.retryAfterSeconds)
    const email = await emailOf(c.req.raw)
    if (email) {
      const waiting = await signInPair.check(db, pair(email, ip))
      if (waiting.limited) throwRateLimited(waiting.retryAfterSeconds)
      const locked = await signInAccount.check(db, email)
      if (locked.limited && !(await isUsualAddress(db, email, ip))) throwRateLimited(locked.retryAfterSeconds)
    }
    const { response, body } = await withoutSessionTokens(await auth.handler(c.req.raw))
    if (!email) return response
    if (response.status === 401) {
      await signInPair.fail(db, pair(email, ip))
      await signInAddress.hit(db, ip)
      const account = await signInAccount.hit(db, email)
      // Exactly one failure reaches the limit in a window (the count is one atomic statement).
      if (account.count === limits.signInFailuresPerAccount.max)
        await sendUnlockLink({ db, mailer, baseUrl }, email)
    } else if (response.ok) {
      await signInPair.reset(db, pair(email, ip))
      const userId = (body as { user?: { id?: unknown } } | undefined)?.user?.id
      if (typeof userId === 'string') await rememberSignInAddress(db, userId, ip)
    }
    return response
  }

  async function requestMagicLink(c: Context<AppEnv>, auth: AppEnv['Variables']['auth']) {
    const { db } = c.get('ctx')
    const ip = clientIp(c)
    await enforceRateLimit(db, magicIp, ip)
    const email = await emailOf(c.req.raw)
    if (email) {
      const waiting = await magicPair.check(db, pair(email, ip))
      if (waiting.limited) throwRateLimited(waiting.retryAfterSeconds)
      // Someone else's requests never stop the links asked for from where the owner signs in.
      if (!(await isUsualAddress(db, email, ip))) await enforceRateLimit(db, magicAccount, email)
      await magicPair.fail(db, pair(email, ip))
    }
    return (await withoutSessionTokens(await auth.handler(c.req.raw))).response
  }

  return new Hono<AppEnv>()
    .use(databaseAwayAs503)
    .get('/unlock-account', publicRoute, validate('query', unlockQuerySchema), async (c) => {
      const email = await useUnlockToken(c.get('ctx').db, c.req.valid('query').token, (tx, owner) =>
        signInAccount.reset(tx, owner),
      )
      // Opened from an e-mail: the answer is the sign-in page, saying what happened.
      return c.redirect(email ? '/login?unlocked=1' : '/login?error=UNLOCK_LINK_INVALID', 302)
    })
    .on(['GET', 'POST'], '/*', async (c) => {
      const auth = c.get('auth')
      const path = c.req.path.replace(/^\/api\/auth/, '')
      if (c.req.method === 'GET' && path === '/magic-link/verify')
        return verifyMagicLink(c.req.raw, auth.handler)
      if (!enabled || c.req.method !== 'POST')
        return (await withoutSessionTokens(await auth.handler(c.req.raw))).response

      const db = c.get('ctx').db
      const ip = clientIp(c)
      if (path === '/sign-in/email') return signInWithPassword(c, auth)
      if (path === '/sign-in/magic-link') return requestMagicLink(c, auth)
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
        return (await withoutSessionTokens(response)).response
      }
      if (path === '/sign-up/email') await enforceRateLimit(db, signUpIp, ip)
      return (await withoutSessionTokens(await auth.handler(c.req.raw))).response
    })
}

/**
 * Issue 32: better-auth puts the session token in its JSON (get-session's `session.token`, the
 * top-level `token` of sign-in, sign-up and change-password, each session of list-sessions). The
 * browser keeps the session in an httpOnly cookie so that page scripts cannot read it; a copy in
 * JSON would undo that. Answers the response without them, and the parsed body for the caller.
 */
export async function withoutSessionTokens(
  response: Response,
): Promise<{ response: Response; body?: unknown }> {
  if (!response.headers.get('content-type')?.includes('application/json')) return { response }
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as unknown
  if (body === undefined || body === null) return { response, body }
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip)
    if (typeof value !== 'object' || value === null) return value
    const { token: _token, ...rest } = value as Record<string, unknown>
    if (typeof rest.session === 'object' && rest.session !== null) rest.session = strip(rest.session)
    return rest
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return {
    response: new Response(JSON.stringify(strip(body)), {
      status: response.status,
      statusText: response.statusText,
      headers,
    }),
    body,
  }
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
  // Without a callbackURL better-auth answers JSON holding the new session's token.
  const { response } = await withoutSessionTokens(await handler(request))
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
