import { z } from 'zod'

export const dealerIdParamSchema = z.object({ id: z.string().uuid('Dealer not found') })

export const listDealersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'onboarding', 'inactive']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ListDealersQuery = z.infer<typeof listDealersQuerySchema>
