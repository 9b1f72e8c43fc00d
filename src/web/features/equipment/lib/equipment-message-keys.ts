import { EQUIPMENT_LIMITS, MAINTENANCE_INTERVAL_MAX_DAYS } from '#shared/schemas/equipment'

/** A key of the 'equipment' namespace with the values its text interpolates. */
export type EquipmentMessageKey = { key: string; values?: Record<string, number> }

const tooLong = Object.fromEntries(
  [...new Set(Object.values(EQUIPMENT_LIMITS))].map((max) => [
    `At most ${max} characters`,
    { key: 'validation.tooLong', values: { max } },
  ]),
)

/**
 * The shared zod schemas and the server speak English; the forms keep those messages and show them
 * in the UI language through this table (a message missing here is shown as it is).
 */
export const EQUIPMENT_VALIDATION_KEYS: Record<string, EquipmentMessageKey> = {
  ...tooLong,
  'Model is required': { key: 'validation.modelRequired' },
  'Serial number is required': { key: 'validation.serialRequired' },
  'Type is required': { key: 'validation.typeRequired' },
  'Use letters, digits and . / _ - only': { key: 'validation.serialPattern' },
  'Enter a valid date': { key: 'validation.invalidDate' },
  'Choose a dealer': { key: 'validation.chooseDealer' },
  'Dealer not found': { key: 'validation.dealerNotFound' },
  'Enter a number of days': { key: 'validation.intervalNumber' },
  'Enter whole days': { key: 'validation.intervalWhole' },
  'At least 1 day': { key: 'validation.intervalMin' },
  [`At most ${MAINTENANCE_INTERVAL_MAX_DAYS} days`]: {
    key: 'validation.intervalMax',
    values: { max: MAINTENANCE_INTERVAL_MAX_DAYS },
  },
  'Description is required': { key: 'validation.descriptionRequired' },
  'Service date cannot be in the future': { key: 'validation.serviceFuture' },
  'Service date cannot be before the delivery date': { key: 'validation.serviceBeforeDelivery' },
  'Last service date cannot be in the future': { key: 'validation.lastServiceFuture' },
}
