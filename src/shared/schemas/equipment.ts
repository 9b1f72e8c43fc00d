import { z } from 'zod'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

// Spec §4 equipment statuses (the database CHECK is built from the same list in schema/dealers.ts).
export const EQUIPMENT_STATUS_VALUES = ['active', 'maintenance', 'inactive', 'retired'] as const
export type EquipmentStatus = (typeof EQUIPMENT_STATUS_VALUES)[number]

/** Issue 8: "a list of what is due in the next 30 days across dealers". */
export const MAINTENANCE_DUE_WINDOW_DAYS = 30
export const MAINTENANCE_INTERVAL_MAX_DAYS = 3650
export const EQUIPMENT_PAGE_SIZE = 50

export const EQUIPMENT_LIMITS = {
  model: 200,
  serialNumber: 100,
  equipmentType: 100,
  serviceDescription: 1000,
  performedBy: 200,
  planNotes: 1000,
} as const

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

const isoDate = (message = 'Enter a valid date') => z.string().trim().refine(isIsoDate, message)

/** An optional date as a form holds it: '' means none, stored as null. */
const optionalIsoDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), 'Enter a valid date')
  .nullish()
  .transform((value) => value || null)

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `At most ${max} characters`)

// Serial numbers are unique case-insensitively (unique index on lower(serial_number)) and kept as typed.
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./_-]*$/

export const equipmentIdParamSchema = z.object({ id: z.string().uuid('Equipment not found') })

/** Spec §7 Equipment: case-insensitive search on model, serial number and type; status filter. */
export const listEquipmentQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(EQUIPMENT_STATUS_VALUES).optional(),
  dealerId: z.string().uuid('Dealer not found').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(EQUIPMENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ListEquipmentQuery = z.infer<typeof listEquipmentQuerySchema>

/** The CSV export takes the list's filters, without paging: it exports every matching row. */
export const exportEquipmentQuerySchema = listEquipmentQuerySchema.omit({ limit: true, offset: true })
export type ExportEquipmentQuery = z.infer<typeof exportEquipmentQuerySchema>

/** Add Equipment and Edit (spec §2.12, §3 dealer_equipment); the form and the API share it. */
export const equipmentInputSchema = z.object({
  model: requiredText('Model', EQUIPMENT_LIMITS.model),
  serialNumber: requiredText('Serial number', EQUIPMENT_LIMITS.serialNumber).regex(
    SERIAL_NUMBER_PATTERN,
    'Use letters, digits and . / _ - only',
  ),
  equipmentType: requiredText('Type', EQUIPMENT_LIMITS.equipmentType),
  status: z.enum(EQUIPMENT_STATUS_VALUES),
  deliveryDate: optionalIsoDate,
  dealerId: z.string().uuid('Choose a dealer'),
})
export type EquipmentInput = z.input<typeof equipmentInputSchema>
export type EquipmentValues = z.output<typeof equipmentInputSchema>

/** PATCH: any subset of the fields. */
/** Issue 32: any subset of the fields, from the version (`updatedAt`) the edit started from. */
export const updateEquipmentInputSchema = equipmentInputSchema
  .partial()
  .extend({ expectedUpdatedAt: expectedUpdatedAtSchema })
  .refine(({ expectedUpdatedAt: _, ...value }) => Object.keys(value).length > 0, 'Nothing to update')
export type UpdateEquipmentInput = z.input<typeof updateEquipmentInputSchema>

export const equipmentStatusInputSchema = z.object({ status: z.enum(EQUIPMENT_STATUS_VALUES) })

/** A simple maintenance plan per item: service every N days, counted from the last service. */
export const maintenancePlanInputSchema = z.object({
  intervalDays: z.coerce
    .number({ message: 'Enter a number of days' })
    .int('Enter whole days')
    .min(1, 'At least 1 day')
    .max(MAINTENANCE_INTERVAL_MAX_DAYS, `At most ${MAINTENANCE_INTERVAL_MAX_DAYS} days`),
  lastServiceDate: optionalIsoDate,
  notes: z
    .string()
    .trim()
    .max(EQUIPMENT_LIMITS.planNotes, `At most ${EQUIPMENT_LIMITS.planNotes} characters`)
    .nullish()
    .transform((value) => value || null),
})
export type MaintenancePlanInput = z.input<typeof maintenancePlanInputSchema>
export type MaintenancePlanValues = z.output<typeof maintenancePlanInputSchema>

/** One entry of the service log. The server refuses dates in the future (422). */
export const serviceEntryInputSchema = z.object({
  serviceDate: isoDate(),
  description: requiredText('Description', EQUIPMENT_LIMITS.serviceDescription),
  performedBy: z
    .string()
    .trim()
    .max(EQUIPMENT_LIMITS.performedBy, `At most ${EQUIPMENT_LIMITS.performedBy} characters`)
    .nullish()
    .transform((value) => value || null),
})
export type ServiceEntryInput = z.input<typeof serviceEntryInputSchema>
export type ServiceEntryValues = z.output<typeof serviceEntryInputSchema>

export const listSchedulesQuerySchema = z.object({
  /** Only plans due within this many days from today (overdue ones included); all plans without it. */
  dueWithinDays: z.coerce.number().int().min(0).max(365).optional(),
  dealerId: z.string().uuid('Dealer not found').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
})
export type ListSchedulesQuery = z.infer<typeof listSchedulesQuerySchema>

export const serviceLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

// ---------------------------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------------------------

export const equipmentDealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  dealerCode: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})
export type EquipmentDealer = z.infer<typeof equipmentDealerSchema>

export const maintenanceSummarySchema = z.object({
  intervalDays: z.number(),
  lastServiceDate: z.string().nullable(),
  nextDueDate: z.string(),
  overdue: z.boolean(),
  /** Whole days from today to the due date; negative when overdue. */
  daysUntilDue: z.number(),
  notes: z.string().nullable(),
})
export type MaintenanceSummary = z.infer<typeof maintenanceSummarySchema>

export const equipmentItemSchema = z.object({
  id: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  equipmentType: z.string(),
  status: z.enum(EQUIPMENT_STATUS_VALUES),
  deliveryDate: z.string().nullable(),
  createdAt: z.string(),
  /** The version an edit starts from (issue 32). */
  updatedAt: z.string(),
  dealer: equipmentDealerSchema,
  maintenance: maintenanceSummarySchema.nullable(),
})
export type EquipmentItem = z.infer<typeof equipmentItemSchema>

export const listEquipmentResponseSchema = z.object({
  equipment: z.array(equipmentItemSchema),
  total: z.number(),
})
export type ListEquipmentResponse = z.infer<typeof listEquipmentResponseSchema>

export const serviceEntrySchema = z.object({
  id: z.string(),
  serviceDate: z.string(),
  description: z.string(),
  performedBy: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
})
export type ServiceEntry = z.infer<typeof serviceEntrySchema>

export const equipmentDetailSchema = equipmentItemSchema.extend({ serviceLog: z.array(serviceEntrySchema) })
export type EquipmentDetail = z.infer<typeof equipmentDetailSchema>

/** GET /api/equipment/:id and the answer of every write to one item. */
export const equipmentResponseSchema = z.object({ equipment: equipmentDetailSchema })
export type EquipmentResponse = z.infer<typeof equipmentResponseSchema>

export const scheduleItemSchema = z.object({
  equipment: equipmentItemSchema.pick({
    id: true,
    model: true,
    serialNumber: true,
    equipmentType: true,
    status: true,
  }),
  dealer: equipmentDealerSchema,
  maintenance: maintenanceSummarySchema,
})
export type ScheduleItem = z.infer<typeof scheduleItemSchema>

/** GET /api/equipment/schedules. */
export const listSchedulesResponseSchema = z.object({
  /** The server's date the overdue flags were computed for. */
  today: z.string(),
  schedules: z.array(scheduleItemSchema),
})
export type ListSchedulesResponse = z.infer<typeof listSchedulesResponseSchema>

export const serviceLogItemSchema = serviceEntrySchema.extend({
  equipment: equipmentItemSchema.pick({ id: true, model: true, serialNumber: true }),
  dealer: equipmentDealerSchema.pick({ id: true, name: true }),
})
export type ServiceLogItem = z.infer<typeof serviceLogItemSchema>

/** GET /api/equipment/service-log. */
export const serviceLogResponseSchema = z.object({ entries: z.array(serviceLogItemSchema) })
export type ServiceLogResponse = z.infer<typeof serviceLogResponseSchema>

/** GET /api/equipment/dealer-options: dealers a writer may assign equipment to (the form's picker). */
export const equipmentDealerOptionsResponseSchema = z.object({ dealers: z.array(equipmentDealerSchema) })
export type EquipmentDealerOptionsResponse = z.infer<typeof equipmentDealerOptionsResponseSchema>
