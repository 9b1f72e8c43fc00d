import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { AppError } from './app-error.ts'

/**
 * zod validation for a route, answering our error shape: 400 with the first problem as the
 * message and every problem (path and message) as details, so a form can show them by field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }))
      const first = issues[0]
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid request'
      throw new AppError('VALIDATION_FAILED', message, { issues })
    }
  })
}
