import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import type { Logger } from 'drizzle-orm'
import { inject } from 'vitest'
import { WebSocketServer } from 'ws'
import { createApp } from '#server/app'
import type { AssistantEngine } from '#server/assistant/engine'
import { openAuthChangeFeed } from '#server/auth/auth-change-feed'
import type { AuthRateLimits } from '#server/auth/auth-routes'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { createPgListener } from '#server/db/pg-listener'
import { parseEnv } from '#server/env'
import { logger } from '#server/lib/logger'
import { readDroppedMail } from '#server/mail/mail-drop'
import { createMailer } from '#server/mail/mailer'
import { createRealtimeHub } from '#server/realtime/hub'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'

export const TEST_BASE_URL = 'http://localhost:3000'

export interface RequestOptions {
  method?: string
  json?: unknown
  body?: BodyInit
  cookie?: string
  headers?: Record<string, string>
}

/** A fresh database cloned from the migrated template: PGlite by default, PostgreSQL when configured. */
async function openTestDatabase(queryLogger?: Logger): Promise<{
  database: DatabaseHandle
  databaseUrl?: string
  drop: () => Promise<void>
}> {
  const serverUrl = testServerUrl()
  if (serverUrl) {
    const name = uniqueDatabaseName('dealerpilot_test')
    await adminQuery(serverUrl, `create database ${name} template ${inject('pgTemplate')}`)
    const databaseUrl = databaseUrlFor(serverUrl, name)
    const database = await openDatabase({ databaseUrl, poolMax: 4, queryLogger })
    return {
      database,
      databaseUrl,
      drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    }
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplateFile'))])
  const database = await openDatabase({ loadDataDir: dump, queryLogger })
  return { database, drop: async () => {} }
}

export async function createTestApp(
  options: {
    env?: Record<string, string>
    rateLimits?: AuthRateLimits
    assistant?: AssistantEngine
    /** A built web app to serve, as `npm start` serves dist/web. */
    webRoot?: string
    /** Sees every query the app runs (drizzle's logger). */
    queryLogger?: Logger
  } = {},
) {
  const { database, databaseUrl, drop } = await openTestDatabase(options.queryLogger)
  const env = parseEnv({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'false', ...options.env })
  // The outbox keeps links hidden (issue 32): tests read the mail as the recipient got it from a drop.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'dealerpilot-mail-'))
  const mailer = createMailer({
    db: database.db,
    logger,
    from: env.MAIL_FROM,
    printLinks: false,
    dropDir: mailDir,
  })
  const realtime = createRealtimeHub()
  const listener = databaseUrl ? createPgListener({ connectionString: databaseUrl, logger }) : undefined
  const authChanges = await openAuthChangeFeed(database, listener)
  const { app } = createApp({
    db: database.db,
    authChanges,
    env,
    logger,
    mailer,
    realtime,
    baseUrl: TEST_BASE_URL,
    authSecret: 'test-secret-that-is-at-least-32-characters-long',
    rateLimits: options.rateLimits,
    assistant: options.assistant,
    webRoot: options.webRoot,
  })

  async function request(path: string, init: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers }
    if (init.cookie) headers.cookie = init.cookie
    let body = init.body
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.json)
    }
    return app.request(`${TEST_BASE_URL}${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    })
  }

  /** Signs in through better-auth like the browser does and returns the session cookie. */
  async function signIn(email: string, password: string): Promise<string> {
    const response = await request('/api/auth/sign-in/email', { json: { email, password } })
    if (!response.ok)
      throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`)
    return cookieFrom(response)
  }

  /** Serves the app on a free loopback port with the realtime WebSocket, as index.ts does. */
  async function listen(): Promise<{ port: number; close: () => void }> {
    const server = serve({
      fetch: app.fetch,
      port: 0,
      websocket: { server: new WebSocketServer({ noServer: true }) },
    })
    await new Promise((resolve) => server.once('listening', resolve))
    return { port: (server.address() as AddressInfo).port, close: () => server.close() }
  }

  return {
    app,
    db: database.db,
    env,
    /** The app's realtime hub: tests publish through it as the services do. */
    realtime,
    request,
    signIn,
    listen,
    /** The mail an address got, newest first, whole as the recipient reads it (links included). */
    mailTo: (to: string, kind?: string) => readDroppedMail(mailDir, to, kind),
    async close() {
      rmSync(mailDir, { recursive: true, force: true })
      await authChanges.close()
      await listener?.close()
      await database.close()
      await drop()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}
