import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { WebSocketServer } from 'ws'
import { createApp } from './app.ts'
import { openAuthChangeFeed } from './auth/auth-change-feed.ts'
import { openDatabase } from './db/client.ts'
import { createPgListener } from './db/pg-listener.ts'
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts'
import { isDatabaseEmpty, refuseDocumentedDemoPassword, seedDemoData } from './db/seed/seed.ts'
import { type Env, getEnv } from './env.ts'
import type { RepeatingTask } from './jobs/repeating-task.ts'
import { logger } from './lib/logger.ts'
import { createMailer } from './mail/mailer.ts'
import { startOutboxRetryJob } from './mail/outbox-retry-job.ts'
import { createLinkSeal } from './mail/secret-link.ts'
import { createSmtpTransport } from './mail/smtp-transport.ts'
import { settleInterruptedProcessing, sweepInterruptedUploads } from './modules/files/files-recovery.ts'
import { startHealthCheckJob } from './modules/health/health-job.ts'
import { startOnboardingSweeper } from './modules/onboarding/onboarding-sweeper.ts'
import { startAnalyticsRollupJob } from './modules/platform-analytics/analytics-rollup.ts'
import { createRealtimeHub } from './realtime/hub.ts'
import { createPgRealtimeBus } from './realtime/pg-bus.ts'

const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url))

/**
 * AUTH_SECRET signs sessions. Production must set it; elsewhere one is generated once and kept in
 * DATA_DIR so sessions survive restarts.
 */
function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET
  if (env.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  - AUTH_SECRET: required in production')
  const file = path.join(env.DATA_DIR, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(env.DATA_DIR, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

async function main() {
  const env = getEnv()
  const seedWanted = env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production'
  if (seedWanted) refuseDocumentedDemoPassword(env)
  const baseUrl = env.APP_URL ?? `http://localhost:${env.PORT}`
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  })
  await database.migrate()

  if (seedWanted && (await isDatabaseEmpty(database.db))) {
    logger.info('Empty database: creating the demo data')
    await seedDemoData(database.db, { password: env.DEMO_PASSWORD })
  }

  await settleInterruptedProcessing(database.db, logger)

  // On PostgreSQL the instances share realtime events and auth changes through LISTEN/NOTIFY on one
  // connection each; PGlite is one process.
  const listener = env.DATABASE_URL
    ? createPgListener({ connectionString: env.DATABASE_URL, logger })
    : undefined
  const realtime = createRealtimeHub({
    bus: listener ? (target) => createPgRealtimeBus({ listener, logger }, target) : undefined,
  })
  const smtpTransport = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : undefined
  const authSecret = resolveAuthSecret(env)
  const linkSeal = createLinkSeal(authSecret)
  const mailer = createMailer({
    db: database.db,
    logger,
    from: env.MAIL_FROM,
    transport: smtpTransport,
    // For the developer at the keyboard, at the log level that shows INFO lines.
    printLinks: env.NODE_ENV !== 'production' && logger.isLevelEnabled('info'),
    linkSeal,
    dropDir: env.MAIL_DROP_DIR,
  })
  const authChanges = await openAuthChangeFeed(database, listener)
  const { app, storage } = createApp({
    db: database.db,
    authChanges,
    env,
    logger,
    mailer,
    realtime,
    baseUrl,
    authSecret,
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : WEB_ROOT,
  })
  await sweepInterruptedUploads(storage, logger)
  const onboardingSweeper = startOnboardingSweeper(
    { db: database.db, mailer, logger, baseUrl },
    env.ONBOARDING_SWEEP_INTERVAL_MS,
  )
  const analyticsRollup = startAnalyticsRollupJob(
    { db: database.db, logger },
    env.ANALYTICS_ROLLUP_INTERVAL_MS,
  )
  // Without SMTP_URL mail is only logged to the outbox: nothing to retry.
  const outboxRetries = smtpTransport
    ? startOutboxRetryJob(
        { db: database.db, logger, transport: smtpTransport, from: env.MAIL_FROM, linkSeal },
        env.OUTBOX_RETRY_INTERVAL_MS,
      )
    : undefined
  // Started once the server listens: the 'web' check requests this server's own favicon.
  let healthJob: RepeatingTask | undefined

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      websocket: { server: new WebSocketServer({ noServer: true }) },
    },
    () => {
      const lines = [
        `DealerPilot is running at ${baseUrl}`,
        `Database: ${database.kind === 'pglite' ? `PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
      ]
      if (seedWanted) {
        lines.push(`Demo accounts (password: ${env.DEMO_PASSWORD}):`)
        for (const account of DEMO_ACCOUNTS)
          lines.push(`  ${account.email.padEnd(30)} ${account.roles.join(', ')}`)
      }
      console.log(lines.join('\n'))
      healthJob = startHealthCheckJob(
        { db: database.db, env, logger, storage, realtime },
        env.HEALTH_CHECK_INTERVAL_MS,
      )
    },
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'Shutting down')
    server.close()
    await onboardingSweeper.stop()
    await analyticsRollup.stop()
    await outboxRetries?.stop()
    await healthJob?.stop()
    await realtime.close()
    await authChanges.close()
    await listener?.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
