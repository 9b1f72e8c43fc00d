import { z } from 'zod'

/**
 * Issue 32 (no lost edits, decision 029): every update of a shared record carries the
 * `updated_at` it started from. The server compares it at millisecond precision, the precision a
 * JavaScript Date (and so every JSON `updated_at`) has.
 */
export const expectedUpdatedAtSchema = z.iso.datetime({
  offset: true,
  error: 'The version the edit started from (updated_at) is required',
})

/** The 409 a stale save gets: the record as its GET returns it, who changed it last and when. */
export interface StaleEditBody<Current = unknown> {
  error: { code: 'STALE_EDIT'; message: string }
  current: Current
  changedBy: { name: string | null }
  changedAt: string
}

export const staleEditBodySchema = z.object({
  error: z.object({ code: z.literal('STALE_EDIT'), message: z.string() }),
  current: z.unknown(),
  changedBy: z.object({ name: z.string().nullable() }),
  changedAt: z.string(),
})

export const STALE_EDIT_MESSAGE = 'Someone else changed this record while you were editing it.'
