import { describe, expect, it } from 'vitest'
import { contactInfoFrom, containsContactDetails } from '#server/modules/chat/escalation-rules'
import { givesContactDetails, phoneNumbersIn, wantsSpecialist } from './human-request.ts'

// Issue 33 item 6: spec §7's "number of 8 or more digits" applies to phone-like text only.

describe('phone numbers', () => {
  it.each([
    ['ring 912 34 567', '91234567'],
    ['Ring meg på 40012345', '40012345'],
    ['Mitt nummer er 40012345', '40012345'],
    ['Min mobil: 98765432', '98765432'],
    ['tlf 22334455', '22334455'],
    ['+47 91234567', '+4791234567'],
    ['kontakt meg på 0047 40012345', '004740012345'],
    ['Kari Nordmann, 400 12 345', '40012345'],
    ['40 01 23 45 er nummeret mitt', '40012345'],
    ['mitt telefonnummer är 070-123 45 67', '0701234567'],
    ['call me at (555) 123-4567', '5551234567'],
    ['my phone is 555-123-4567', '5551234567'],
  ])('%s is a phone number', (text, phone) => {
    expect(phoneNumbersIn(text)).toEqual([phone])
    expect(givesContactDetails(text)).toBe(true)
  })

  it.each([
    'Fakturanummer er 2026-1142',
    'Fakturanr 20261142 stemmer ikke',
    'ordre nr 12345678 er ikke levert',
    'Ordrenummer: 12345678',
    'order number 12345678 is late',
    'Invoice 20261142 has the wrong amount',
    'serienummer 12345678',
    'Serial number 12345678 is broken',
    'saksnummer 20261142',
    'RMA 20261142',
    'VIN WVWZZZ1JZXW000001',
    'chassis WVW 12345678',
    'hw 0261S12345 ecu 1037512345',
    'Fakturaen datert 12.03.2026 er feil',
    'betalt 2026-11-14',
    'Beløpet er 12 500 000 kr',
    'The fee was 12345678 NOK',
    'Prisen var 1 250 000',
    // No phone context at all: an 8-digit number alone could be any number.
    'Hva med 20261142?',
  ])('%s is not a phone number', (text) => {
    expect(phoneNumbersIn(text)).toEqual([])
    expect(givesContactDetails(text)).toBe(false)
    expect(wantsSpecialist(text)).toBe(false)
  })

  it('tells the phone from the invoice number in one message', () => {
    const text = 'Faktura 2026-1142 er feil, ring meg på 98 76 54 32'
    expect(phoneNumbersIn(text)).toEqual(['98765432'])
    expect(contactInfoFrom(text, { name: 'Kari', email: 'kari@dealer.no' }).phone).toBe('98765432')
  })

  it('an invoice number gives no specialist contact and no phone', () => {
    const text = 'Fakturanummer er 2026-1142'
    expect(containsContactDetails(text)).toBe(false)
    expect(contactInfoFrom(text, { name: 'Kari', email: 'kari@dealer.no' })).not.toHaveProperty('phone')
  })
})
