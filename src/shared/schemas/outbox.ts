import { z } from 'zod'

export const listOutboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type ListOutboxQuery = z.infer<typeof listOutboxQuerySchema>
