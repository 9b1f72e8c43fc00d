import { ERROR_STATUS, type ErrorCode } from '#server/lib/app-error'
import type { JsonSchema } from './zod-json-schema.ts'

/** `{ error: { code, message, details? } }`, the shape of every error our routes answer (lib/on-error.ts). */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string', description: 'Readable English text, safe to show.' },
        details: {
          description:
            'Only with VALIDATION_FAILED (`{ issues: [{ path, message }] }`, one per problem) and ' +
            'UNPROCESSABLE (the rows or items that could not be processed).',
        },
      },
    },
    current: {
      description:
        'Only with STALE_EDIT (409): the record as its GET returns it now; save again with its ' +
        '`updated_at` to keep your values (decision 029).',
    },
    changedBy: {
      type: 'object',
      description: 'Only with STALE_EDIT: who made the latest change.',
      properties: { name: { type: ['string', 'null'] } },
    },
    changedAt: { type: 'string', description: "Only with STALE_EDIT: the record's current `updated_at`." },
  },
}

/** The status of each error code, and the codes answered with each status. */
export function codesByStatus(): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return byStatus
}

/** Why an operation may answer each status, in the words of the docs page. */
export const ERROR_REASONS: Record<number, string> = {
  400: 'The request is malformed or fails validation (details.issues lists every problem by field).',
  401: 'No valid session cookie.',
  403: "The caller's roles do not allow this, or a browser request came from another site.",
  404: "Not found, or outside the caller's dealer scope (both answer the same).",
  409: 'Conflicts with the current state (e.g. a duplicate), or STALE_EDIT: the record changed since the version the edit started from.',
  410: 'Gone (e.g. an expired or used link).',
  413: 'The body is larger than allowed.',
  415: 'The content type is not accepted.',
  422: 'Understood but cannot be processed (details lists what).',
  429: 'Too many requests; see the Retry-After header.',
  500: 'Unexpected failure; the message carries a request id for support.',
  503: 'A dependency (database, storage, the LLM) is not available right now.',
}

/** Components `responses` entries, one per status our error codes use, named like `Error404`. */
export function errorResponseComponents(): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {}
  for (const [status, codes] of codesByStatus()) {
    responses[`Error${status}`] = {
      description: `${ERROR_REASONS[status] ?? 'Error.'} Codes: ${codes.join(', ')}.`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
  }
  return responses
}

export const errorResponseRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` })
