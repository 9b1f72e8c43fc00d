import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { AppError } from './app-error.ts'
import type { Logger } from './logger.ts'

/**
 * The one place errors become HTTP answers: `{ error: { code, message } }` with the code's status.
 * Unknown errors are logged with the request id and answered 500 without internals.
 */
export function onError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED') {
        const retry = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds
        if (retry) c.header('retry-after', String(retry))
      }
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
    logger.error({ err: error, requestId, path: c.req.path }, 'Unhandled error')
    return c.json(
      { error: { code: 'INTERNAL', message: `Something went wrong on our side (request ${requestId}).` } },
      500,
    )
  }
}
