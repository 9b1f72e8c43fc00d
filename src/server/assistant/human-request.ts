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
/** 8 or more digits, allowing the spaces, dots and dashes people put in phone numbers. */
const LONG_NUMBER = /(?:\+?\d[\s.-]?){8,}/
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
  return EMAIL.test(text) || LONG_NUMBER.test(text) || NAME_OR_PHONE.test(text)
}

export function wantsSpecialist(message: string): boolean {
  return asksForHuman(message) || givesContactDetails(message)
}
