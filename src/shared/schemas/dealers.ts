import { z } from 'zod'
import { equipmentItemSchema } from './equipment.ts'
import { expectedUpdatedAtSchema } from './stale-edit.ts'
import { userListResponseSchema } from './users.ts'

// Spec §4 dealer statuses.
export const DEALER_STATUS_VALUES = ['active', 'onboarding', 'inactive'] as const
export type DealerStatus = (typeof DEALER_STATUS_VALUES)[number]

/**
 * The dealer types the portal names in every language (spec §3 dealer_type). The column stays free
 * text: a type written some other way through the API is shown as written.
 */
export const DEALER_TYPE_VALUES = ['workshop', 'distributor', 'retailer'] as const
export type DealerType = (typeof DEALER_TYPE_VALUES)[number]

/** The known type a stored dealer_type names ('Workshop ' is workshop), or null. */
export function knownDealerType(value: string | null | undefined): DealerType | null {
  const normalized = value?.trim().toLowerCase()
  return DEALER_TYPE_VALUES.find((type) => type === normalized) ?? null
}

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

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the server's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

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
  /** The version an edit starts from (issue 32). */
  updatedAt: z.string(),
})
export type DealerDto = z.infer<typeof dealerSchema>

/** POST /api/dealers and PATCH /api/dealers/:id. */
export const dealerResponseSchema = z.object({ dealer: dealerSchema })
export type DealerResponse = z.infer<typeof dealerResponseSchema>

/** GET /api/dealers: one page, the total, and the values the type and country filters offer. */
export const dealerListResponseSchema = z.object({
  dealers: z.array(dealerSchema),
  total: z.number(),
  filterOptions: z.object({ types: z.array(z.string()), countries: z.array(z.string()) }),
})
export type DealerListResponse = z.infer<typeof dealerListResponseSchema>

/** What the caller may do on a dealer's page. */
export const dealerPageAccessSchema = z.object({
  canEdit: z.boolean(),
  canSeePeople: z.boolean(),
  canManagePeople: z.boolean(),
})
export type DealerPageAccess = z.infer<typeof dealerPageAccessSchema>

/**
 * GET /api/dealers/:id, spec §2.1: details, equipment, onboarding progress, conversation counts, and
 * what the caller may do; the timestamps are ISO texts.
 */
export const dealerDetailResponseSchema = z.object({
  dealer: dealerSchema,
  counts: z.object({ conversations: z.number(), escalations: z.number() }),
  onboarding: z.array(
    z.object({
      id: z.string(),
      programId: z.string(),
      programName: z.string(),
      startedAt: z.string(),
      completedAt: z.string().nullable(),
      totalSteps: z.number(),
      approvedSteps: z.number(),
      progressPercentage: z.number(),
    }),
  ),
  /** The equipment list's items without their dealer, maintenance plan and version. */
  equipment: z.array(equipmentItemSchema.omit({ dealer: true, maintenance: true, updatedAt: true })),
  access: dealerPageAccessSchema,
})
export type DealerDetailResponse = z.infer<typeof dealerDetailResponseSchema>

/**
 * GET /api/dealers/:id/employees: the users linked to the dealer with roles and last login, each a
 * row of the user list without the columns only user administration shows.
 */
export const dealerEmployeesResponseSchema = z.object({
  employees: z.array(
    userListResponseSchema.shape.users.element.pick({
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      lastLogin: true,
      deactivatedAt: true,
      roles: true,
    }),
  ),
})
export type DealerEmployeesResponse = z.infer<typeof dealerEmployeesResponseSchema>

/** GET /api/dealers/:id/activity: the dealer's timeline, newest first. */
export const dealerActivityResponseSchema = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      at: z.string(),
      actor: z.object({ id: z.string(), name: z.string() }).nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
})
export type DealerActivityResponse = z.infer<typeof dealerActivityResponseSchema>
