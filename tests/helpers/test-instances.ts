import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { inject, vi } from 'vitest'
import { WebSocketServer } from 'ws'
import { createApp } from '#server/app'
import { type AuthChangeFeed, openAuthChangeFeed } from '#server/auth/auth-change-feed'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { createPgListener, type PgListener } from '#server/db/pg-listener'
import { parseEnv } from '#server/env'
import { logger } from '#server/lib/logger'
import { createMailer } from '#server/mail/mailer'
import { createRealtimeHub, type RealtimeHub } from '#server/realtime/hub'
import { createPgRealtimeBus } from '#server/realtime/pg-bus'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'
import { cookieFrom, type RequestOptions } from './test-app.ts'

const AUTH_SECRET = 'test-secret-that-is-at-least-32-characters-long'

export interface TestInstance {
  /** http://127.0.0.1:<port>, the instance's own origin. */
  baseUrl: string
  /** ws://127.0.0.1:<port>/api/realtime */
  realtimeUrl: string
  realtime: RealtimeHub
  authChanges: AuthChangeFeed
  /** The instance's one LISTEN connection, shared by its realtime bus and auth change feed. */
  listener: PgListener
  database: DatabaseHandle
  /** A real HTTP request to this instance. */
  request(path: string, init?: RequestOptions): Promise<Response>
  /** Signs in on this instance and returns the session cookie (valid on every instance). */
  signIn(email: string, password: string): Promise<string>
}

/**
 * Several app instances as production runs them (PostgreSQL only): one fresh database cloned from
 * the migrated template, and per instance its own pool, its own realtime hub with the
 * LISTEN/NOTIFY bus, and its own HTTP server with the realtime socket on a port of its own.
 */
export async function createTestInstances(count: number) {
  const serverUrl = testServerUrl()
  if (!serverUrl) throw new Error('createTestInstances needs TEST_DATABASE_URL (PostgreSQL)')
  const name = uniqueDatabaseName('dealerpilot_test')
  await adminQuery(serverUrl, `create database ${name} template ${inject('pgTemplate')}`)
  const databaseUrl = databaseUrlFor(serverUrl, name)
  const env = parseEnv({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'false' })

  const instances: TestInstance[] = []
  const servers: ReturnType<typeof serve>[] = []
  async function close() {
    for (const server of servers) server.close()
    for (const instance of instances) {
      await instance.realtime.close()
      await instance.authChanges.close()
      await instance.listener.close()
      await instance.database.close()
    }
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`)
  }

  try {
    for (let index = 0; index < count; index++) {
      const database = await openDatabase({ databaseUrl, poolMax: 4 })
      const listener = createPgListener({ connectionString: databaseUrl, logger })
      const realtime = createRealtimeHub({
        bus: (target) => createPgRealtimeBus({ listener, logger }, target),
      })
      // The server listens first so the app can be given its real origin (cookies, origin checks).
      let app: ReturnType<typeof createApp>['app'] | undefined
      const server = serve({
        fetch: (request, bindings) => app!.fetch(request, bindings),
        port: 0,
        hostname: '127.0.0.1',
        websocket: { server: new WebSocketServer({ noServer: true }) },
      })
      servers.push(server)
      await new Promise((resolve) => server.once('listening', resolve))
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM, printLinks: false })
      const authChanges = await openAuthChangeFeed(database, listener)
      app = createApp({
        db: database.db,
        authChanges,
        env,
        logger,
        mailer,
        realtime,
        baseUrl,
        authSecret: AUTH_SECRET,
      }).app

      async function request(path: string, init: RequestOptions = {}) {
        const headers: Record<string, string> = { origin: baseUrl, ...init.headers }
        if (init.cookie) headers.cookie = init.cookie
        let body = init.body
        if (init.json !== undefined) {
          headers['content-type'] = 'application/json'
          body = JSON.stringify(init.json)
        }
        return fetch(`${baseUrl}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body })
      }
      async function signIn(email: string, password: string) {
        const response = await request('/api/auth/sign-in/email', { json: { email, password } })
        if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`)
        return cookieFrom(response)
      }
      instances.push({
        baseUrl,
        realtimeUrl: `${baseUrl.replace('http', 'ws')}/api/realtime`,
        realtime,
        authChanges,
        listener,
        database,
        request,
        signIn,
      })
    }
    // Every instance listens before the test publishes: its own probe came back through PostgreSQL.
    for (const instance of instances) {
      await vi.waitFor(
        () => {
          if (!instance.authChanges.isLive()) throw new Error('the auth change feed did not start listening')
        },
        { timeout: 10_000, interval: 20 },
      )
      if (!(await instance.realtime.busRoundTrip(10_000)))
        throw new Error('the realtime bus did not start listening')
    }
  } catch (error) {
    await close()
    throw error
  }

  return { instances, db: instances[0].database.db, close }
}
