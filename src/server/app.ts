import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { AppEnv } from './app-env.ts'
import { type AssistantEngine, createAssistantEngine } from './assistant/engine.ts'
import { createLlmClient } from './assistant/llm-client.ts'
import { type Auth, createAuth } from './auth/auth.ts'
import type { AuthChangeFeed } from './auth/auth-change-feed.ts'
import { type AuthRateLimits, createAuthRoutes, DEFAULT_AUTH_RATE_LIMITS } from './auth/auth-routes.ts'
import { type CallerRequest, createActorResolver } from './auth/resolve-actor.ts'
import { createSessionCache } from './auth/session-cache.ts'
import type { TwoFactorPolicy } from './auth/two-factor-policy.ts'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import { AppError } from './lib/app-error.ts'
import { csrfGuard } from './lib/csrf.ts'
import { type Logger, logRequest } from './lib/logger.ts'
import { createMetrics } from './lib/metrics.ts'
import { onError } from './lib/on-error.ts'
import { loadPrerenderedPages } from './lib/prerendered-pages.ts'
import { perUserRateLimit } from './lib/rate-limiter.ts'
import { readerLanguageOf } from './lib/reader-language.ts'
import { securityHeaders } from './lib/security-headers.ts'
import { withSignedInUser } from './lib/signed-in-document.ts'
import type { Mailer } from './mail/mailer.ts'
import { actionItemsRoutes } from './modules/action-items/action-items.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { botAnalyticsRoutes } from './modules/bot-analytics/bot-analytics.routes.ts'
import { BOT_LARGE_BODY_PATH, botRoutes } from './modules/bots/bots.routes.ts'
import { CHAT_SEND_PATH, chatRoutes } from './modules/chat/chat.routes.ts'
import { dealerAnalyticsRoutes } from './modules/dealer-analytics/dealer-analytics.routes.ts'
import { dealerRoutes } from './modules/dealers/dealers.routes.ts'
import { equipmentRoutes } from './modules/equipment/equipment.routes.ts'
import { escalationRoutes } from './modules/escalations/escalations.routes.ts'
import { FILES_UPLOAD_PATH, filesRoutes } from './modules/files/files.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { createInvitationRoutes } from './modules/invitations/invitations.routes.ts'
import { botKnowledgeRoutes } from './modules/knowledge/bot-knowledge.routes.ts'
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes.ts'
import { meRoutes } from './modules/me/me.routes.ts'
import { getCurrentUser } from './modules/me/me.service.ts'
import { createMetricsRoutes } from './modules/metrics/metrics.routes.ts'
import { mobileRoutes } from './modules/mobile/mobile.routes.ts'
import { newsRoutes } from './modules/news/news.routes.ts'
import { deliverNotificationEmails } from './modules/notifications/notification-store.ts'
import { notificationRoutes } from './modules/notifications/notifications.routes.ts'
import { createOnboardingRoutes, ONBOARDING_UPLOAD_PATH } from './modules/onboarding/onboarding.routes.ts'
import { outboxRoutes } from './modules/outbox/outbox.routes.ts'
import { platformAnalyticsRoutes } from './modules/platform-analytics/platform-analytics.routes.ts'
import { searchRoutes } from './modules/search/search.routes.ts'
import { authConfigRoutes, settingsRoutes } from './modules/settings/settings.routes.ts'
import { readSignupMode } from './modules/settings/settings.service.ts'
import { createSettingsTwoFactorPolicy } from './modules/settings/settings-two-factor-policy.ts'
import { trainingRoutes } from './modules/training/training.routes.ts'
import { translationRoutes } from './modules/translations/translations.routes.ts'
import { userRoutes } from './modules/users/users.routes.ts'
import { createOpenApiRoutes } from './openapi/openapi.routes.ts'
import type { RealtimeHub } from './realtime/hub.ts'
import { createRealtimeRoutes } from './realtime/realtime.routes.ts'
import { createSocketSessions } from './realtime/socket-sessions.ts'
import { createFileStorage } from './storage/create-storage.ts'
import type { FileStorage } from './storage/file-storage.ts'

export interface AppDeps {
  db: Database
  env: Env
  logger: Logger
  mailer: Mailer
  realtime: RealtimeHub
  /** The public origin, e.g. http://localhost:3000 (links in e-mails, cookie and origin checks). */
  baseUrl: string
  authSecret: string
  /** Built web app to serve (dist/web); absent in API-only tests. */
  webRoot?: string
  rateLimits?: AuthRateLimits
  /** The answer engine; built from db, logger and the LLM_* settings when absent. */
  assistant?: AssistantEngine
  /** Uploaded files; local disk under STORAGE_DIR (default DATA_DIR/files), or the S3_BUCKET, when absent. */
  storage?: FileStorage
  /**
   * Changes to sessions, users, roles and dealer links, from the database (auth-change-feed.ts).
   * With it, callers are cached in memory (SESSION_CACHE_TTL_MS); without it, every request reads them.
   */
  authChanges?: AuthChangeFeed
  /** Who must use two-factor sign-in; from REQUIRE_TWO_FACTOR_FOR_STAFF when absent. */
  twoFactorPolicy?: TwoFactorPolicy
}

/**
 * Issue 32: what a caller who must set up two-factor sign-in may still reach: their own account
 * (GET /api/me, the profile) and better-auth's endpoints, where the setup itself happens.
 */
const TWO_FACTOR_SETUP_PATHS = /^\/api\/(?:me|auth)(?:\/|$)/

export function trustedOriginsOf(env: Env, baseUrl: string): string[] {
  const extra = (env.TRUSTED_ORIGINS ?? '').split(',').map((origin) => origin.trim())
  // The Vite dev server proxies to us from its own origin.
  const dev = env.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []
  return [...new Set([new URL(baseUrl).origin, ...extra.filter(Boolean), ...dev])]
}

/** The caller's Cookie header; all its headers only when better-auth must look. */
const callerOf = (c: Context): CallerRequest => ({
  cookie: c.req.header('cookie'),
  headers: () => c.req.raw.headers,
})

export function createApp(deps: AppDeps) {
  const trustedOrigins = trustedOriginsOf(deps.env, deps.baseUrl)
  const auth: Auth = createAuth({
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger,
    baseURL: deps.baseUrl,
    secret: deps.authSecret,
    trustedOrigins,
    signupMode: () => readSignupMode(deps.db, deps.env),
  })
  const limits = deps.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS
  const limitsEnabled = deps.env.RATE_LIMIT_ENABLED ?? true
  const assistant =
    deps.assistant ??
    createAssistantEngine({
      db: deps.db,
      logger: deps.logger,
      llm: deps.env.LLM_BASE_URL
        ? createLlmClient(
            {
              baseUrl: deps.env.LLM_BASE_URL,
              apiKey: deps.env.LLM_API_KEY,
              model: deps.env.LLM_MODEL,
              timeoutMs: deps.env.LLM_TIMEOUT_MS,
            },
            deps.logger,
          )
        : null,
    })

  const storage = deps.storage ?? createFileStorage(deps.env)
  const sessionCache =
    deps.authChanges && deps.env.SESSION_CACHE_TTL_MS > 0
      ? createSessionCache({ feed: deps.authChanges, ttlMs: deps.env.SESSION_CACHE_TTL_MS })
      : undefined
  const actors = createActorResolver({ auth, db: deps.db, cache: sessionCache })
  // Issue 32: sockets are re-authorised on every change the feed carries, from any instance.
  const socketSessions = createSocketSessions({
    hub: deps.realtime,
    resolve: (cookie) => actors.resolve({ cookie, headers: () => new Headers({ cookie }) }),
    feed: deps.authChanges,
    logger: deps.logger,
  })
  const authChanged = (userId: string) => {
    sessionCache?.forgetUser(userId)
    socketSessions.recheckUser(userId)
  }
  const metrics = createMetrics({ realtimeConnections: () => deps.realtime.connectionCount() })
  const twoFactorPolicy = deps.twoFactorPolicy ?? createSettingsTwoFactorPolicy(deps.db, deps.env)

  // Notification e-mails (per-user preferences) go out through this app's mailer after each publish.
  deliverNotificationEmails(deps.realtime, {
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger,
    baseUrl: deps.baseUrl,
  })

  const api = new Hono<AppEnv>()
    .route('/auth', createAuthRoutes(limits, limitsEnabled, deps.baseUrl))
    .route('/auth-config', authConfigRoutes)
    .route('/health', healthRoutes)
    .route('/metrics', createMetricsRoutes(metrics))
    .route('/audit', auditRoutes)
    .route('/me', meRoutes)
    .route(
      '/invitations',
      createInvitationRoutes({
        baseUrl: deps.baseUrl,
        acceptLimit: limits.invitationAcceptPerIp,
        limitsEnabled,
      }),
    )
    .route('/bot-analytics', botAnalyticsRoutes)
    .route('/bots', botRoutes)
    .route('/bots', botKnowledgeRoutes)
    .route('/action-items', actionItemsRoutes)
    .route('/chat', chatRoutes)
    .route('/dealers', dealerRoutes)
    .route('/dealer-analytics', dealerAnalyticsRoutes)
    .route('/analytics', platformAnalyticsRoutes)
    .route('/equipment', equipmentRoutes)
    .route('/files', filesRoutes)
    .route('/escalations', escalationRoutes)
    .route('/knowledge', knowledgeRoutes)
    .route('/mobile', mobileRoutes)
    .route('/news', newsRoutes)
    .route('/notifications', notificationRoutes)
    .route('/onboarding', createOnboardingRoutes({ baseUrl: deps.baseUrl }))
    .route('/outbox', outboxRoutes)
    .route('/realtime', createRealtimeRoutes(socketSessions))
    .route('/search', searchRoutes)
    .route('/settings', settingsRoutes)
    .route('/training', trainingRoutes)
    .route('/translations', translationRoutes)
    .route('/users', userRoutes)
    // GET /api/openapi.json and /api/docs, read from this app's routes when first asked for.
    .route(
      '/',
      createOpenApiRoutes(() => app.routes),
    )

  const app = new Hono<AppEnv>()
  // First, so it times the whole chain and sees the status the client gets.
  app.use('*', metrics.middleware)
  // Issue 12: pages get the CSP with the index page's inline-script hash, /api/ answers OWASP's REST
  // set; framing refused, HSTS only behind TLS (decision 017).
  app.use('*', securityHeaders({ baseUrl: deps.baseUrl, webRoot: deps.webRoot }))
  app.use('/api/*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID()
    const started = performance.now()
    // The request's logger is made only if something logs with it (most requests log one line,
    // written below without it: a child logger per request showed in the read API's profile).
    let logger: Logger | undefined
    c.set('requestId', requestId)
    c.set('auth', auth)
    c.set('ctx', {
      db: deps.db,
      env: deps.env,
      get logger() {
        logger ??= deps.logger.child({ requestId })
        return logger
      },
      mailer: deps.mailer,
      realtime: deps.realtime,
      assistant,
      storage,
      actor: null,
      twoFactorPolicy,
      requestId,
      readerLanguage: readerLanguageOf(c.req.header('accept-language')),
      authChanged,
    })
    await next()
    // On the response the route gave, whoever built it (better-auth answers with its own).
    c.res.headers.set('x-request-id', requestId)
    logRequest({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })
  const defaultBodyLimit = bodyLimit({
    maxSize: deps.env.MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The request body is larger than ${deps.env.MAX_BODY_BYTES} bytes.`,
      )
    },
  })
  // The knowledge import and onboarding uploads set their own, larger limits (see bot-knowledge.routes.ts and
  // onboarding.routes.ts); every other route keeps this one.
  app.use('/api/*', (c, next) =>
    // A GET has no body to limit, and asking for one makes the adapter build a whole Request.
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    BOT_LARGE_BODY_PATH.test(c.req.path) ||
    ONBOARDING_UPLOAD_PATH.test(c.req.path) ||
    (c.req.method === 'POST' && FILES_UPLOAD_PATH.test(c.req.path))
      ? next()
      : defaultBodyLimit(c, next),
  )
  app.use('/api/*', csrfGuard(trustedOrigins))
  // Sign-out, revoking sessions, a password or e-mail change: this instance forgets the caller at
  // once (the database's notification would come a moment later; decision 019).
  const forgetChangedSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next()
    if (sessionCache && c.req.method !== 'GET') {
      const cookie = await actors.sessionCookie(c.req.header('cookie'))
      const userId = cookie ? sessionCache.userOf(cookie) : undefined
      if (userId) authChanged(userId)
    }
  }
  // Who is calling: better-auth reads the session cookie; our tables add roles and dealers.
  app.use('/api/*', (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) return forgetChangedSession(c, next)
    const caller = callerOf(c)
    const known = actors.known(caller.cookie)
    if (known) {
      c.get('ctx').actor = known
      return next()
    }
    return actors.resolve(caller).then((actor) => {
      c.get('ctx').actor = actor
      return next()
    })
  })
  // Issue 32: staff who must use two-factor sign-in and have not set it up reach only their own
  // account until they have; the web app sends them to the profile's setup on this code.
  app.use('/api/*', async (c, next) => {
    const actor = c.get('ctx').actor
    if (
      actor &&
      !actor.twoFactorEnabled &&
      !TWO_FACTOR_SETUP_PATHS.test(c.req.path) &&
      (await twoFactorPolicy.isRequired(actor.roles))
    ) {
      throw new AppError(
        'TWO_FACTOR_SETUP_REQUIRED',
        'Set up two-factor sign-in on your profile before using the portal.',
      )
    }
    return next()
  })
  // Issue 12: per-user limits on what costs the most, assistant answers and stored bytes (figures in
  // auth-routes.ts). Counted before the body is read, so a refused upload costs nothing.
  const chatSendLimit = perUserRateLimit(limits.chatSendPerUser, { enabled: limitsEnabled, what: 'messages' })
  const uploadLimit = perUserRateLimit(limits.uploadsPerUser, { enabled: limitsEnabled, what: 'uploads' })
  app.use('/api/*', (c, next) => {
    if (c.req.method !== 'POST') return next()
    if (CHAT_SEND_PATH.test(c.req.path)) return chatSendLimit(c, next)
    if (FILES_UPLOAD_PATH.test(c.req.path) || ONBOARDING_UPLOAD_PATH.test(c.req.path))
      return uploadLimit(c, next)
    return next()
  })

  app.route('/api', api)
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API route.')
  })

  if (deps.webRoot && existsSync(path.join(deps.webRoot, 'index.html'))) {
    const webRoot = path.relative(process.cwd(), deps.webRoot) || '.'
    const indexHtml = readFileSync(path.join(deps.webRoot, 'index.html'), 'utf8')
    // Issue 12: the build writes .br and .gz beside each file (src/web/build-plugins/precompress.ts), sent to browsers that
    // accept them. Hashed bundles never change under their name: browsers keep them a year. The rest
    // (index.html, sw.js, the icon) keeps its name across releases, so browsers ask again every time.
    app.use('/assets/*', cacheControl('public, max-age=31536000, immutable'))
    app.use('/assets/*', serveStatic({ root: webRoot, precompressed: true }))
    // A bundle of an older release is gone: a 404, never the app's HTML under a script's name.
    app.all('/assets/*', () => {
      throw new AppError('NOT_FOUND', 'No such asset.')
    })
    app.use('*', cacheControl('no-cache'))
    // The app's page, with the caller's GET /api/me answer inside when signed in (signed-in-document.ts).
    // Should the answer fail, the page goes without it and the app asks as it always did.
    const appPage = async (c: Context<AppEnv>, page: string) => {
      const actor = await actors.resolve(callerOf(c)).catch(() => null)
      const me = actor
        ? await getCurrentUser({ db: deps.db, actor, twoFactorPolicy }).catch(() => null)
        : null
      if (!me) return c.html(page)
      // The user's own data: never kept by a shared cache, nor sent to another cookie or language.
      c.header('Cache-Control', 'private, no-cache')
      c.header('Vary', 'Accept-Language, Cookie')
      return c.html(withSignedInUser(page, me))
    }
    // The public pages come prerendered to a visitor without a session (lib/prerendered-pages.ts),
    // and / is the app's page in any case: both ahead of serveStatic, which would answer / with the
    // bare index.html.
    const prerendered = loadPrerenderedPages(deps.webRoot)
    for (const address of new Set(['/', ...prerendered.addresses]))
      app.get(address, compress(), async (c) => {
        c.header('Vary', 'Accept-Language, Cookie', { append: true })
        const page = prerendered.pageFor({
          path: c.req.path,
          hasQuery: new URL(c.req.url).search !== '',
          hasSession: (await actors.sessionCookie(c.req.header('cookie'))) !== undefined,
          acceptLanguage: c.req.header('accept-language'),
        })
        return page ? c.html(page) : appPage(c, indexHtml)
      })
    app.use('*', serveStatic({ root: webRoot, precompressed: true }))
    // The single-page app answers every other GET; its router shows the not-found page.
    app.get('*', compress(), (c) => appPage(c, indexHtml))
  }

  app.onError(onError(deps.logger))

  return { app, api, auth, storage }
}

/**
 * Sets Cache-Control on the successful answers of the static files below it (not on 404s), and Vary
 * on all of them: the same URL is sent brotli, gzip or plain by what the browser accepts, so a shared
 * cache must not hand one browser's copy to another.
 */
function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!c.res.ok) return
    // A handler's own policy stands (a signed-in page's is private).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', value)
    if (!c.res.headers.get('Vary')?.includes('Accept-Encoding'))
      c.header('Vary', 'Accept-Encoding', { append: true })
  }
}

export type AppType = ReturnType<typeof createApp>['api']
