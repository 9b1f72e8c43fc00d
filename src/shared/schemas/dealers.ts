import { z } from 'zod'
import { EQUIPMENT_STATUS_VALUES } from './equipment.ts'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

// Spec §4 dealer statuses.
export const DEALER_STATUS_VALUES = ['active', 'onboarding', 'inactive'] as const
export type DealerStatus = (typeof DEALER_STATUS_VALUES)[number]

export const DEALER_SORT_FIELDS = ['name', 'dealerCode', 'city', 'country', 'status', 'createdAt'] as const
export type DealerSortField = (typeof DEALER_SORT_FIELDS)[number]

export const DEALER_PAGE_SIZE = 20

export const dealerIdParamSchema = z.object({ id: z.string().uuid('Dealer not found') })

const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined)

/** Spec §2.1 /dealers: search (name, code, city, country), filters, sorting and pagination. */
export const listDealersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(DEALER_STATUS_VALUES).optional(),
  type: optionalFilter,
  country: optionalFilter,
  sort: z.enum(DEALER_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ListDealersQuery = z.infer<typeof listDealersQuerySchema>

/** An optional text field: blank means "not set" (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null)

// Dealer codes are matched case-insensitively (unique on lower(dealer_code)) and kept as typed.
export const DEALER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/** Create and edit a dealer (spec §3 dealers); the form and the API share it. */
export const dealerInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
  dealerCode: z
    .string()
    .trim()
    .min(1, 'Dealer code is required')
    .max(40, 'At most 40 characters')
    .regex(DEALER_CODE_PATTERN, 'Use letters, digits, hyphens and underscores only'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'At most 254 characters')
    .refine((value) => value === '' || z.string().email().safeParse(value).success, {
      message: 'Enter a valid email address',
    })
    .nullish()
    .transform((value) => value || null),
  status: z.enum(DEALER_STATUS_VALUES),
  dealerType: optionalText(100),
  country: optionalText(100),
  city: optionalText(100),
})
export type DealerInput = z.input<typeof dealerInputSchema>
export type DealerValues = z.output<typeof dealerInputSchema>

/** PATCH: any subset of the fields (a status change alone deactivates or reactivates). */
/** Issue 32: any subset of the fields, from the version (`updatedAt`) the edit started from. */
export const updateDealerInputSchema = dealerInputSchema
  .partial()
  .extend({ expectedUpdatedAt: expectedUpdatedAtSchema })
  .refine(({ expectedUpdatedAt: _, ...value }) => Object.keys(value).length > 0, {
    message: 'Nothing to update',
  })
export type UpdateDealerInput = z.input<typeof updateDealerInputSchema>
export type UpdateDealerValues = z.output<typeof updateDealerInputSchema>

export const DEALER_CODE_TAKEN_MESSAGE = 'A dealer with this dealer code already exists'

// --- Response shapes ---

/** A dealer as the API answers it; the timestamps are ISO texts. */
export const dealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  dealerCode: z.string(),
  email: z.string().nullable(),
  status: z.enum(DEALER_STATUS_VALUES),
  dealerType: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type DealerDto = z.infer<typeof dealerSchema>

/**
 * GET /api/dealers/:id, spec §2.1: the dealer, the conversations and escalations its people
 * started, its onboarding programs newest first with progress = approved steps / all steps
 * (spec §4), its equipment newest first (without dealer and maintenance plan) and the caller's
 * access.
 */
export const dealerDetailResponseSchema = z.object({
  dealer: dealerSchema,
  counts: z.object({ conversations: z.number().int(), escalations: z.number().int() }),
  onboarding: z.array(
    z.object({
      id: z.string(),
      programId: z.string(),
      programName: z.string(),
      startedAt: z.string(),
      completedAt: z.string().nullable(),
      totalSteps: z.number().int(),
      approvedSteps: z.number().int(),
      progressPercentage: z.number().int(),
    }),
  ),
  equipment: z.array(
    z.object({
      id: z.string(),
      model: z.string(),
      serialNumber: z.string(),
      equipmentType: z.string(),
      status: z.enum(EQUIPMENT_STATUS_VALUES),
      deliveryDate: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** What the caller may do on the page. */
  access: z.object({ canEdit: z.boolean(), canSeePeople: z.boolean(), canManagePeople: z.boolean() }),
})
export type DealerDetailResponse = z.infer<typeof dealerDetailResponseSchema>
