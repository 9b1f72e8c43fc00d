import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type Database, pingDatabase } from '#server/db/client'
import { AppError, ERROR_STATUS, type ErrorCode } from './app-error.ts'
import type { Logger } from './logger.ts'

/**
 * The one place errors become HTTP answers: `{ error: { code, message } }` with the code's status.
 * Unknown errors are logged with the request id and answered 500 without internals.
 */
export function onError(logger: Logger) {
  return async (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED') {
        const retry = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds
        if (retry) c.header('retry-after', String(retry))
      }
      // Issue 32: a stale save gets the current record, who changed it and when beside the error,
      // so the form can show the difference and keep what was typed (decision 029).
      if (error.code === 'STALE_EDIT')
        return c.json(
          { error: { code: error.code, message: error.message }, ...(error.details as object) },
          409,
        )
      // Validation issues and per-row problems (e.g. a knowledge import's rows) go back to the caller.
      const detailed = error.code === 'VALIDATION_FAILED' || error.code === 'UNPROCESSABLE'
      const details = detailed && error.details !== undefined ? { details: error.details } : {}
      return c.json({ error: { code: error.code, message: error.message, ...details } }, error.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'
      return c.json({ error: { code, message: error.message || 'Bad request' } }, error.status)
    }
    const requestId = (c.get('requestId') as string | undefined) ?? 'unknown'
    const refused = databaseRefusal(error)
    if (refused) {
      // A safety net, not the fix: the route's schema should have caught this, so it is logged.
      logger.warn(
        { err: error, requestId, path: c.req.path, sqlState: refused.sqlState },
        'Database refused input',
      )
      return c.json({ error: { code: refused.code, message: refused.message } }, ERROR_STATUS[refused.code])
    }
    if (isDatabaseUnavailable(error) || (await databaseUnreachable(c))) {
      logger.warn({ err: error, requestId, path: c.req.path }, 'Database unavailable')
      return databaseUnavailableResponse(c)
    }
    logger.error({ err: error, requestId, path: c.req.path }, 'Unhandled error')
    return c.json(
      { error: { code: 'INTERNAL', message: `Something went wrong on our side (request ${requestId}).` } },
      500,
    )
  }
}

/**
 * PostgreSQL errors that mean "this input cannot be stored" rather than "the server is broken": data
 * exceptions (class 22: invalid uuid or number syntax, a string too long for its column, a NUL byte, a
 * date out of range) are the caller's mistake, and integrity violations are conflicts with other rows.
 * Drizzle wraps the driver's error, so the SQLSTATE may sit a few `cause`s down.
 */
export function databaseRefusal(
  error: unknown,
): { code: ErrorCode; message: string; sqlState: string } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const sqlState = (current as { code?: unknown }).code
    if (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState)) {
      if (sqlState.startsWith('22'))
        return {
          code: 'BAD_REQUEST',
          message: 'The request contains a value that cannot be stored.',
          sqlState,
        }
      if (sqlState === '23505')
        return { code: 'CONFLICT', message: 'A record with these details already exists.', sqlState }
      if (sqlState === '23503')
        return {
          code: 'CONFLICT',
          message: 'The request refers to a record that does not exist or is still in use.',
          sqlState,
        }
      if (sqlState === '23514')
        return { code: 'UNPROCESSABLE', message: 'The request breaks a rule of the stored data.', sqlState }
      return undefined
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Issue 12: while the database is away, requests fail fast with 503 and a hint when to retry. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a few seconds.'

/** The 503 every route answers while the database is away. */
export function databaseUnavailableResponse(c: Context): Response {
  c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
  return c.json({ error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } }, 503)
}

/** Socket errors of a connection to the database server that could not be made or was lost. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
/**
 * PostgreSQL's own: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting
 * down) and too_many_connections. Class 08 (connection exceptions) is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** node-postgres reports a lost or impossible connection by its message only. */
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]

/**
 * Whether an error means the database could not be reached, rather than that a query was wrong.
 * Drizzle wraps the driver's error in `cause`, and a refused connection to a host with several
 * addresses is an AggregateError holding one error per address, so both are followed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true
  }
  if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((text) => message.includes(text)))
    return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

/** How long an unexplained error waits for the database's answer before the database counts as gone. */
const UNREACHABLE_AFTER_MS = 1_000

/**
 * Some libraries replace the driver's error with their own (better-auth turns any failure of the
 * session lookup into a bare 'Failed to get session'), so before an unexplained error becomes a
 * 500 the database itself is asked: when it does not answer a trivial query either, the outage is
 * the cause and the answer is 503.
 */
export async function databaseUnreachable(c: Context): Promise<boolean> {
  const db = (c.var as { ctx?: { db?: Database } }).ctx?.db
  if (!db) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), UNREACHABLE_AFTER_MS)
  })
  try {
    return (await Promise.race([pingDatabase(db), timedOut])) === 'timeout'
  } catch {
    return true
  } finally {
    clearTimeout(timer)
  }
}
