import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { logger } from './logger.ts'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, onError } from './on-error.ts'

/** An error as node-postgres builds them: a message and, for server errors, the SQLSTATE in `code`. */
function pgError(message: string, code?: string) {
  return Object.assign(new Error(message), code ? { code } : {})
}
/** Drizzle wraps the driver's error. */
function wrapped(cause: unknown) {
  return new Error('Failed query: select 1\nparams: ', { cause })
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', pgError('read ECONNRESET', 'ECONNRESET')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['no free client in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'the server shutting down (57P01)',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting up (57P03)', pgError('the database system is starting up', '57P03')],
    ['a connection failure (08006)', pgError('connection failure', '08006')],
    ['a refused connection (08001)', pgError('could not connect', '08001')],
    ['too many connections (53300)', pgError('sorry, too many clients already', '53300')],
    ['a wrapped refused connection', wrapped(pgError('connect ECONNREFUSED', 'ECONNREFUSED'))],
    ['a wrapped lost connection', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'every address of the host refused',
      Object.assign(new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ],
    ['an AggregateError without its own code', new AggregateError([pgError('x', 'ECONNREFUSED')])],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', wrapped(pgError('duplicate key value', '23505'))],
    ['invalid input syntax', pgError('invalid input syntax for type uuid', '22P02')],
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a statement timeout', pgError('canceling statement due to statement timeout', '57014')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('stops following a cause cycle', () => {
    const error = new Error('a') as Error & { cause?: unknown }
    error.cause = error
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

/** A tiny app with the real error handler, whose requests see `db` as the app's do. */
function appWith(db: DatabaseHandle['db'], route: (db: DatabaseHandle['db']) => Promise<unknown>) {
  const app = new Hono<{ Variables: { ctx: { db: DatabaseHandle['db'] } } }>()
  app.use(async (c, next) => {
    c.set('ctx', { db })
    await next()
  })
  app.get('/', async (c) => c.json(await route(db)))
  app.onError(onError(logger.child({ level: 'silent' })))
  return app
}

describe('onError while the database is away', () => {
  let gone: DatabaseHandle
  let present: DatabaseHandle
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once, as when PostgreSQL is down.
    gone = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolMax: 2 })
    present = await openDatabase({})
  })
  afterAll(async () => {
    await gone.close()
    await present.close()
  })

  it('answers 503 UNAVAILABLE with Retry-After when a query cannot reach the database', async () => {
    const app = appWith(gone.db, (db) => db.execute(sql`select 1`))
    const started = performance.now()
    const response = await app.request('/')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } })
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('answers 503 for an error that hides its cause when the database does not answer either', async () => {
    // better-auth's session lookup turns the driver's error into this one.
    const app = appWith(gone.db, async () => {
      throw new Error('Failed to get session')
    })
    const response = await app.request('/')
    expect(response.status).toBe(503)
    expect((await response.json()).error.code).toBe('UNAVAILABLE')
  })

  it('still answers 500 for the same error when the database is fine', async () => {
    const app = appWith(present.db, async () => {
      throw new Error('Failed to get session')
    })
    const response = await app.request('/')
    expect(response.status).toBe(500)
    expect(response.headers.get('retry-after')).toBeNull()
    expect((await response.json()).error.code).toBe('INTERNAL')
  })
})
