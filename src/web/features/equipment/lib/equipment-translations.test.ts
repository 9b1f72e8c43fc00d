import { describe, expect, it } from 'vitest'
import {
  equipmentInputSchema,
  maintenancePlanInputSchema,
  serviceEntryInputSchema,
} from '#shared/schemas/equipment'
import en from '#web/locales/en/equipment.json'
import { flattenStrings, placeholdersOf } from '#web/locales/flatten-strings.ts'
import no from '#web/locales/no/equipment.json'
import sv from '#web/locales/sv/equipment.json'
import { EQUIPMENT_VALIDATION_KEYS } from './equipment-message-keys.ts'

/** Key parity and placeholders of every namespace are checked in src/web/locales/locales-complete.test.ts. */
const flatten = (value: unknown): Record<string, string> => Object.fromEntries(flattenStrings(value))

const english = flatten(en)

describe('equipment translations', () => {
  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key, translated, with the same placeholders', (_language, strings) => {
    const translated = flatten(strings)
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('')
      // A singular form may spell the one out ('Hver dag' for 'Every 1 day').
      if (!key.endsWith('_one')) expect(placeholdersOf(text), key).toEqual(placeholdersOf(english[key]))
    }
    expect(translated['toolbar.add']).not.toBe(english['toolbar.add'])
  })

  it('translates every message the equipment, plan and service forms can show', () => {
    const messages = [
      equipmentInputSchema.safeParse({
        model: '',
        serialNumber: '',
        equipmentType: '',
        status: 'active',
        deliveryDate: '2025-02-30',
        dealerId: '',
      }),
      equipmentInputSchema.safeParse({
        model: 'x'.repeat(201),
        serialNumber: 'a b',
        equipmentType: 'x'.repeat(101),
        status: 'active',
        dealerId: 'x',
      }),
      maintenancePlanInputSchema.safeParse({ intervalDays: 0 }),
      maintenancePlanInputSchema.safeParse({ intervalDays: 1.5 }),
      maintenancePlanInputSchema.safeParse({ intervalDays: 4000 }),
      maintenancePlanInputSchema.safeParse({ intervalDays: 'abc' }),
      serviceEntryInputSchema.safeParse({ serviceDate: 'x', description: ' ' }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? [])
    expect(messages.length).toBeGreaterThan(8)
    for (const message of messages) {
      const known = EQUIPMENT_VALIDATION_KEYS[message]
      expect(known, message).toBeDefined()
      expect(english[known.key], known.key).toEqual(expect.any(String))
    }
    // The server's business-rule messages (422) have keys too.
    for (const [message, known] of Object.entries(EQUIPMENT_VALIDATION_KEYS))
      expect(english[known.key], message).toEqual(expect.any(String))
  })
})
