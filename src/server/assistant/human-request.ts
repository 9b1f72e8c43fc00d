import { normalizeText } from './analysis/analyze.ts'

/**
 * Messages that must reach a person whatever the knowledge says (spec §7): an explicit request
 * for a human, in Norwegian, Swedish, Danish or English, or contact details given so that a
 * specialist can get back to the user.
 */

// Matched against normalizeText() output: lowercase, Nordic letters kept.
const PERSON = [
  // en
  'human',
  'person',
  'real person',
  'live person',
  'somebody',
  'someone',
  'agent',
  'live agent',
  'human agent',
  'representative',
  'operator',
  'employee',
  'specialist',
  'support agent',
  'staff',
  // no / da
  'et menneske',
  'menneske',
  'en person',
  'en ekte person',
  'noen',
  'nogen',
  'en ansatt',
  'en ansat',
  'en medarbeider',
  'en medarbejder',
  'en rådgiver',
  'en saksbehandler',
  'en sagsbehandler',
  'kundeservice',
  'support',
  'en spesialist',
  'en specialist',
  'en tekniker',
  // sv
  'en människa',
  'människa',
  'någon',
  'en anställd',
  'en medarbetare',
  'en handläggare',
  'kundtjänst',
  'en specialist',
]

const ASK = [
  // en
  'talk to',
  'talk with',
  'speak to',
  'speak with',
  'chat with',
  'connect me to',
  'connect me with',
  'transfer me to',
  'put me through to',
  // no
  'snakke med',
  'prate med',
  'få snakke med',
  'komme i kontakt med',
  'sette meg over til',
  'kobles til',
  // da
  'tale med',
  'snakke med',
  'komme i kontakt med',
  'stille mig om til',
  // sv
  'prata med',
  'tala med',
  'komma i kontakt med',
  'koppla mig till',
]

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PERSON_PATTERN = [...new Set(PERSON)].map(escapeRegExp).join('|')
const HUMAN_REQUEST = new RegExp(
  `(?:^|[^\\p{L}])(?:${ASK.map(escapeRegExp).join('|')})\\s+(?:(?:a|an|the|your|a real|a live|with)\\s+)?(?:${PERSON_PATTERN})(?:$|[^\\p{L}])`,
  'u',
)

/** Standalone phrases that ask for a person without the verb-object shape above. */
const DIRECT_REQUESTS = [
  /\b(?:human|real person|live agent|customer service) please\b/u,
  /\b(?:call|phone|ring|contact) me\b/u,
  /(?:^|[^\p{L}])(?:ring|kontakt|ringe)\s+(?:meg|mig)(?:$|[^\p{L}])/u,
  /(?:^|[^\p{L}])(?:kontakta|ring)\s+mig(?:$|[^\p{L}])/u,
  /(?:^|[^\p{L}])(?:menneskelig|mänsklig)\s+(?:hjelp|hjælp|hjälp|kontakt)(?:$|[^\p{L}])/u,
  /\b(?:i want|i need|i'd like|i would like) (?:to talk|to speak|a human|a real person|a person|an agent|a representative)\b/u,
  /\bescalate\b/u,
]

export function asksForHuman(message: string): boolean {
  const text = normalizeText(message)
  return HUMAN_REQUEST.test(text) || DIRECT_REQUESTS.some((pattern) => pattern.test(text))
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u

/**
 * Phone numbers (issue 33 item 6). Spec §7 counts "a number of 8 or more digits" as contact details;
 * that rule is applied to phone-like text only, because dealers write many other long numbers
 * ('Fakturanummer er 2026-1142', order and case numbers, VINs, serial numbers, dates, amounts). A
 * run of 8-15 digits is a phone number when it
 * - starts with a country code (+47 ..., 0047 ...), or
 * - is spaced as phone numbers are written ("400 12 345", "40 01 23 45", "070-123 45 67"; groups
 *   of three after the first, as in "12 500 000", are an amount), or
 * - has a phone word near it: up to four words before or two after (telefon, tlf, mobil, ring,
 *   phone, call, nummer, number, sms, ...);
 * and never when a word for another kind of number stands right before it (faktura, ordre, order,
 * invoice, kundenummer, VIN, serienummer, ...: any word ending in nummer/number/nr that is not a
 * phone word), when a currency or amount word is next to it, or when it is shaped like a date.
 */
export const PHONE_MIN_DIGITS = 8
export const PHONE_MAX_DIGITS = 15

/** Digit groups joined by single spaces, dots, dashes or slashes, with an optional + or parentheses. */
const NUMBER_RUN =
  /(?<![\p{L}\p{N}_@.+-])(?:\+\s?)?\(?\d+\)?(?:[ \u00a0.\-/]?\(?\d+\)?)*(?![\p{L}\p{N}_@]|[.,]\d)/gu
const WORD = /[\p{L}\p{N}]+/gu

const PHONE_WORDS = new Set([
  // en
  'phone',
  'phones',
  'telephone',
  'tel',
  'mobile',
  'cell',
  'cellphone',
  'call',
  'calling',
  'number',
  'sms',
  'whatsapp',
  // no / da
  'telefon',
  'telefonen',
  'telefonnummer',
  'telefonnummeret',
  'tlf',
  'mobil',
  'mobilen',
  'mobilnummer',
  'mobilnummeret',
  'mobiltelefon',
  'ring',
  'ringe',
  'ringer',
  'nummer',
  'nummeret',
  // sv
  'telefonnumret',
  'mobilnumret',
  'numret',
  'ringa',
  'ringer',
  'nås',
])

/** Words that name another kind of number (or an amount) when they stand right before or after it. */
const OTHER_NUMBER_WORDS = new Set([
  // documents and orders
  'faktura',
  'fakturaen',
  'fakturan',
  'invoice',
  'ordre',
  'ordren',
  'order',
  'ordern',
  'bestilling',
  'bestillingen',
  'beställning',
  'booking',
  'ref',
  'referanse',
  'referens',
  'reference',
  'kid',
  'ocr',
  'sak',
  'saken',
  'ärende',
  'case',
  'ticket',
  'rma',
  'kunde',
  'kund',
  'customer',
  'konto',
  'kontoen',
  'account',
  'iban',
  'org',
  'orgnr',
  // vehicles and tools
  'vin',
  'chassis',
  'understell',
  'chassinummer',
  'serie',
  'serial',
  'sn',
  's',
  'ecu',
  'hw',
  'sw',
  'part',
  'del',
  'delenummer',
  'artikkel',
  'artikel',
  'item',
  'sku',
  'postnummer',
  'postnr',
  // dates and amounts
  'dato',
  'datum',
  'date',
  'kr',
  'nok',
  'sek',
  'dkk',
  'eur',
  'usd',
  'kroner',
  'kronor',
  'beløp',
  'beløpet',
  'belopp',
  'beloppet',
  'amount',
  'sum',
  'summen',
  'pris',
  'prisen',
  'price',
  'total',
])
/** "fakturanummer", "ordrenr", "serienumret", "order number"'s "number" after "order": another number's name. */
const NUMBER_NAME = /(?:nummer|nummeret|numret|number|nr)$/u
/** Words that say "a number" without saying whose: they make a phone only when nothing else names it. */
const GENERIC_NUMBER_WORDS = new Set(['number', 'nummer', 'nummeret', 'numret'])

function isOtherNumberWord(word: string): boolean {
  if (OTHER_NUMBER_WORDS.has(word)) return true
  // A compound naming a number that is not a phone's (fakturanummer, ordrenr, serienumret).
  return (
    NUMBER_NAME.test(word) &&
    !PHONE_WORDS.has(word) &&
    word.length > 6 &&
    !/^(?:telefon|mobil|tlf)/u.test(word)
  )
}

const DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/u
const COUNTRY_CODE = /^(?:\+|00)[1-9]/u

/** Spaced like a phone number: several groups, not thousands groups of three after the first. */
function spacedLikePhone(run: string): boolean {
  const groups = run
    .replace(/^\+\s?/u, '')
    .split(/[ \u00a0]+/u)
    .filter(Boolean)
  if (groups.length < 2) return false
  const digitGroups = groups.map((group) => group.replace(/\D/gu, ''))
  const thousands = digitGroups[0]!.length <= 3 && digitGroups.slice(1).every((group) => group.length === 3)
  return !thousands
}

function wordsAround(text: string, start: number, end: number) {
  const before: string[] = []
  const after: string[] = []
  for (const match of text.matchAll(WORD)) {
    if (match.index + match[0].length <= start) before.push(match[0])
    else if (match.index >= end) after.push(match[0])
  }
  return { before: before.slice(-4), after: after.slice(0, 2) }
}

/**
 * The phone numbers in a message, as digits (a leading + kept), in order. See the rules above.
 */
export function phoneNumbersIn(message: string): string[] {
  const text = normalizeText(message)
  const phones: string[] = []
  for (const match of text.matchAll(NUMBER_RUN)) {
    const run = match[0].trim()
    const digits = run.replace(/\D/gu, '')
    if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) continue
    if (DATE.test(run)) continue
    const { before, after } = wordsAround(text, match.index, match.index + match[0].length)
    const next = before.at(-1)
    // A name of another number just before it ("fakturanummer er 2026-1142", "ordre nr 12345678"),
    // or an amount's currency next to it; a phone word right before it still makes it a phone
    // ("faktura 2026-1142, ring 40012345").
    const named =
      before.slice(-3).some(isOtherNumberWord) || (after[0] !== undefined && OTHER_NUMBER_WORDS.has(after[0]))
    const callWordBefore = next !== undefined && PHONE_WORDS.has(next) && !GENERIC_NUMBER_WORDS.has(next)
    if (named && !callWordBefore) continue
    const international = COUNTRY_CODE.test(run)
    const phoneWord = [...before, ...after].some((word) => PHONE_WORDS.has(word))
    if (international || phoneWord || spacedLikePhone(run))
      phones.push((run.startsWith('+') ? '+' : '') + digits)
  }
  return phones
}

/** "My name is ...", "my phone number is ..." and their no/sv/da forms: the user is giving contact details. */
const NAME_OR_PHONE = new RegExp(
  [
    '\\bmy (?:name|phone|phone number|mobile|mobile number|number) is\\b',
    '\\b(?:name|phone|tel|mobile)\\s*:',
    '(?:^|[^\\p{L}])(?:mitt|mit) (?:navn|namn|telefonnummer|nummer|mobilnummer) (?:er|är)(?:$|[^\\p{L}])',
    '(?:^|[^\\p{L}])(?:jeg|jag) heter(?:$|[^\\p{L}])',
    '(?:^|[^\\p{L}])(?:navn|namn|telefon|tlf|mobil)\\s*:',
  ].join('|'),
  'u',
)

export function givesContactDetails(message: string): boolean {
  const text = normalizeText(message)
  return EMAIL.test(text) || phoneNumbersIn(message).length > 0 || NAME_OR_PHONE.test(text)
}

export function wantsSpecialist(message: string): boolean {
  return asksForHuman(message) || givesContactDetails(message)
}
