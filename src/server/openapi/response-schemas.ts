import type { ZodType } from 'zod'
import { mobileTicketsResponseSchema } from '../../shared/schemas/mobile.ts'
import {
  listNewsResponseSchema,
  markNewsReadResponseSchema,
  unreadNewsCountResponseSchema,
} from '../../shared/schemas/news.ts'
import { searchResponseSchema } from '../../shared/schemas/search.ts'

/**
 * The operations whose modules keep a zod schema of their answer (`*ResponseSchema` in
 * src/shared/schemas). Routes do not name their response schema, so this is the one list kept by
 * hand; the OpenAPI test fails when an entry names no route, so it cannot point at a removed one.
 * Every other operation is described as a JSON object.
 */
export const RESPONSE_SCHEMAS: Record<string, ZodType> = {
  'GET /api/search': searchResponseSchema,
  'GET /api/mobile/tickets': mobileTicketsResponseSchema,
  'GET /api/news': listNewsResponseSchema,
  'GET /api/news/unread-count': unreadNewsCountResponseSchema,
  'POST /api/news/{id}/read': markNewsReadResponseSchema,
}
