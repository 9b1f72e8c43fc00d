import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '#server/security/unstorable-text'
import { AppError } from './app-error.ts'

/** What a `validate()` middleware checks, kept on it so the OpenAPI generator can read the routes. */
export interface RouteValidation {
  target: keyof ValidationTargets
  schema: ZodType
}

const VALIDATION = Symbol('dealerpilot.validation')

/**
 * zod validation for a route, answering our error shape: 400 with the first problem as the
 * message and every problem (path and message) as details, so a form can show them by field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(
    target,
    schema,
    (result) => {
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
      const unstorable = findUnstorableText(result.data)
      if (unstorable !== undefined) {
        const message = unstorable ? `${unstorable}: ${UNSTORABLE_TEXT_MESSAGE}` : UNSTORABLE_TEXT_MESSAGE
        throw new AppError('VALIDATION_FAILED', message, {
          issues: [{ path: unstorable, message: UNSTORABLE_TEXT_MESSAGE }],
        })
      }
    },
    // zod's synchronous parse: safeParseAsync (zValidator's default) adds promises to every request,
    // and no schema here has an async refinement (one would throw here, not pass unchecked).
    // (Cast: the option's result type is conditional on the schema, unresolved for a generic one.)
    { validationFunction: (schema, value) => schema.safeParse(value) as never },
  )
  // Tagged rather than wrapped: the returned type (and so Hono's route typing) stays zValidator's.
  Object.defineProperty(middleware, VALIDATION, { value: { target, schema } satisfies RouteValidation })
  return middleware
}

/** The target and schema of a middleware made by `validate()`, or undefined for any other handler. */
export function validationOf(handler: object): RouteValidation | undefined {
  return (handler as { [VALIDATION]?: RouteValidation })[VALIDATION]
}

/**
 * Tags a middleware that checks part of the request itself (not through `validate()`, e.g. an
 * optional header it reads) with what it checks, so the API description lists it. Metadata only.
 */
export function describeValidation<Middleware extends object>(
  middleware: Middleware,
  validation: RouteValidation,
): Middleware {
  Object.defineProperty(middleware, VALIDATION, { value: validation })
  return middleware
}
