import type { AiStepType } from '#shared/constants/onboarding'

/**
 * Trainer requests and the steps a person would write down for them (issue 36 item 4). `first` is
 * an earlier message whose plan the request edits. Fields left out of an expected step are not
 * judged; names are compared exactly.
 */
export interface DesignRequestCase {
  language: 'no' | 'sv' | 'en'
  first?: string
  message: string
  expected: {
    type: AiStepType
    name?: string
    minutes?: number
    required?: boolean
    files?: string[]
  }[]
}

const NO_BASE =
  'Forhandleren må laste opp firmaattest, forsikringsbevis og signert avtale. Deretter et sikkerhetskurs (ca. 2 timer) og et oppstartsmøte med selger. Til slutt en kunnskapstest.'
const SV_BASE =
  'Återförsäljaren ska ladda upp registreringsbevis och försäkringsbevis. Sedan en utbildning i diagnosverktyget (ca 2 timmar) och ett uppstartsmöte. Till sist ett kunskapstest.'
const EN_BASE =
  'Dealers upload the signed dealer agreement and proof of insurance. Then a safety course of 2 hours and a kickoff meeting with their account manager. Finally a knowledge test.'

const NO_PLAN: DesignRequestCase['expected'] = [
  { type: 'documentation', files: ['Firmaattest', 'Forsikringsbevis', 'Signert avtale'] },
  { type: 'training', name: 'Sikkerhetskurs', minutes: 120 },
  { type: 'meeting', name: 'Oppstartsmøte med selger' },
  { type: 'assessment', name: 'Kunnskapstest' },
]
const SV_PLAN: DesignRequestCase['expected'] = [
  { type: 'documentation', files: ['Registreringsbevis', 'Försäkringsbevis'] },
  { type: 'training', name: 'Utbildning i diagnosverktyget', minutes: 120 },
  { type: 'meeting' },
  { type: 'assessment' },
]
const EN_PLAN: DesignRequestCase['expected'] = [
  { type: 'documentation', files: ['Signed dealer agreement', 'Proof of insurance'] },
  { type: 'training', name: 'Safety course', minutes: 120 },
  { type: 'meeting', name: 'Kickoff meeting with their account manager' },
  { type: 'assessment', name: 'Knowledge test' },
]

export const DESIGN_REQUESTS: DesignRequestCase[] = [
  // Norwegian descriptions
  { language: 'no', message: NO_BASE, expected: NO_PLAN },
  {
    language: 'no',
    message:
      'Først et kurs i dynamometeret (ca. 2 timer), f.eks. hos oss i Oslo. Deretter et møte med selger.',
    expected: [
      { type: 'training', name: 'Kurs i dynamometeret', minutes: 120 },
      { type: 'meeting', name: 'Møte med selger' },
    ],
  },
  {
    language: 'no',
    message: 'De skal ta et e-læringskurs på 30 min og så en praktisk opplæring på en halv dag.',
    expected: [
      { type: 'training', minutes: 30 },
      { type: 'training', minutes: 240 },
    ],
  },
  {
    language: 'no',
    message: 'Opplæring i programvaren, 1,5 time. Deretter en kunnskapstest på en time.',
    expected: [
      { type: 'training', minutes: 90 },
      { type: 'assessment', minutes: 60 },
    ],
  },
  {
    language: 'no',
    message:
      'Programmet:\n1. Last opp firmaattest\n2. Gjennomgå verkstedrutinene med verkstedsjefen\n3. Få tilgang til OptiFiles\n4. Vent to uker før første kunde',
    expected: [
      { type: 'documentation', name: 'Last opp firmaattest', files: ['Firmaattest'] },
      { type: 'manual_confirmation', name: 'Gjennomgå verkstedrutinene med verkstedsjefen' },
      { type: 'system_access', name: 'Få tilgang til OptiFiles' },
      { type: 'time_delay', minutes: 14 * 24 * 60 },
    ],
  },
  {
    language: 'no',
    message:
      '- Sikkerhetskurs bl.a. om løfting og brannvern\n- Oppstartsmøte\n- Godkjenning av verkstedet (valgfritt)',
    expected: [
      { type: 'training', name: 'Sikkerhetskurs bl.a. om løfting og brannvern' },
      { type: 'meeting' },
      { type: 'approval', required: false },
    ],
  },
  {
    language: 'no',
    message: 'Forhandleren må sende inn politiattest. Så en prøveperiode på tre uker, dvs. før de får selge.',
    expected: [
      { type: 'documentation', files: ['Politiattest'] },
      { type: 'time_delay', minutes: 21 * 24 * 60 },
    ],
  },
  {
    language: 'no',
    message: 'De skal ta et sikkerhetskurs og ha et oppstartsmøte. Møtet er valgfritt. Kurset tar 45 min.',
    expected: [
      { type: 'training', name: 'Ta et sikkerhetskurs', minutes: 45, required: true },
      { type: 'meeting', name: 'Ha et oppstartsmøte', required: false },
    ],
  },
  // Norwegian edits
  {
    language: 'no',
    first: NO_BASE,
    message: 'Gjør forsikringsbeviset valgfritt',
    expected: [
      { type: 'documentation', files: ['Firmaattest', 'Signert avtale'], required: true },
      { type: 'documentation', files: ['Forsikringsbevis'], required: false },
      ...NO_PLAN.slice(1),
    ],
  },
  {
    language: 'no',
    first: NO_BASE,
    message: 'Gjør steg 3 valgfritt',
    expected: [NO_PLAN[0], NO_PLAN[1], { ...NO_PLAN[2], required: false }, NO_PLAN[3]],
  },
  { language: 'no', first: NO_BASE, message: 'Fjern kunnskapstesten', expected: NO_PLAN.slice(0, 3) },
  {
    language: 'no',
    first: NO_BASE,
    message: 'Endre navn på steg 2 til «Kurs i dyno»',
    expected: [NO_PLAN[0], { ...NO_PLAN[1], name: 'Kurs i dyno' }, NO_PLAN[2], NO_PLAN[3]],
  },
  {
    language: 'no',
    first: NO_BASE,
    message: 'Flytt møtet før kurset',
    expected: [NO_PLAN[0], NO_PLAN[2], NO_PLAN[1], NO_PLAN[3]],
  },
  {
    language: 'no',
    first: NO_BASE,
    message: 'Endre varigheten på kurset til en halv dag',
    expected: [NO_PLAN[0], { ...NO_PLAN[1], minutes: 240 }, NO_PLAN[2], NO_PLAN[3]],
  },
  {
    language: 'no',
    first: NO_BASE,
    message: 'Gjør møtet til et kurs',
    expected: [NO_PLAN[0], NO_PLAN[1], { type: 'training', name: 'Oppstartsmøte med selger' }, NO_PLAN[3]],
  },
  {
    language: 'no',
    first: NO_BASE,
    message: 'Kunnskapstesten er obligatorisk. Møtet skal være valgfritt.',
    expected: [NO_PLAN[0], NO_PLAN[1], { ...NO_PLAN[2], required: false }, { ...NO_PLAN[3], required: true }],
  },
  // Swedish
  { language: 'sv', message: SV_BASE, expected: SV_PLAN },
  {
    language: 'sv',
    message: 'Först en utbildning på en halvdag, t.ex. i Göteborg. Sedan ett möte på 30 min.',
    expected: [
      { type: 'training', minutes: 240 },
      { type: 'meeting', minutes: 30 },
    ],
  },
  {
    language: 'sv',
    message: '1. Ladda upp registreringsbevis\n2. Genomgång av verkstaden med säljaren\n3. Kunskapstest',
    expected: [
      { type: 'documentation', files: ['Registreringsbevis'] },
      { type: 'manual_confirmation', name: 'Genomgång av verkstaden med säljaren' },
      { type: 'assessment', name: 'Kunskapstest' },
    ],
  },
  {
    language: 'sv',
    first: SV_BASE,
    message: 'Gör steg 4 valfritt',
    expected: [SV_PLAN[0], SV_PLAN[1], SV_PLAN[2], { ...SV_PLAN[3], required: false }],
  },
  {
    language: 'sv',
    first: SV_BASE,
    message: 'Ta bort mötet',
    expected: [SV_PLAN[0], SV_PLAN[1], SV_PLAN[3]],
  },
  {
    language: 'sv',
    first: SV_BASE,
    message: 'Flytta kunskapstestet före utbildningen',
    expected: [SV_PLAN[0], SV_PLAN[3], SV_PLAN[1], SV_PLAN[2]],
  },
  {
    language: 'sv',
    first: SV_BASE,
    message: 'Byt namn på steg 3 till Startmöte',
    expected: [SV_PLAN[0], SV_PLAN[1], { type: 'meeting', name: 'Startmöte' }, SV_PLAN[3]],
  },
  // English
  { language: 'en', message: EN_BASE, expected: EN_PLAN },
  {
    language: 'en',
    message:
      'A webinar of half a day, e.g. on tuning basics. Then a call with the sales rep, approx. 45 min.',
    expected: [
      { type: 'training', minutes: 240 },
      { type: 'meeting', minutes: 45 },
    ],
  },
  {
    language: 'en',
    message:
      '* Upload the VAT certificate\n* Get access to the portal\n* Shadow a senior technician for one and a half hours',
    expected: [
      { type: 'documentation', files: ['VAT certificate'] },
      { type: 'system_access' },
      { type: 'manual_confirmation', minutes: 90 },
    ],
  },
  {
    language: 'en',
    first: EN_BASE,
    message: 'Make the proof of insurance optional',
    expected: [
      { type: 'documentation', files: ['Signed dealer agreement'], required: true },
      { type: 'documentation', files: ['Proof of insurance'], required: false },
      ...EN_PLAN.slice(1),
    ],
  },
  {
    language: 'en',
    first: EN_BASE,
    message: 'Move the knowledge test after the safety course',
    expected: [EN_PLAN[0], EN_PLAN[1], EN_PLAN[3], EN_PLAN[2]],
  },
  {
    language: 'en',
    first: EN_BASE,
    message: 'Change the duration of step 3 to 90 minutes',
    expected: [EN_PLAN[0], EN_PLAN[1], { ...EN_PLAN[2], minutes: 90 }, EN_PLAN[3]],
  },
  {
    language: 'en',
    first: EN_BASE,
    message: 'Rename the meeting to Welcome call',
    expected: [EN_PLAN[0], EN_PLAN[1], { type: 'meeting', name: 'Welcome call' }, EN_PLAN[3]],
  },
  { language: 'en', first: EN_BASE, message: 'Remove step 1', expected: EN_PLAN.slice(1) },
  {
    language: 'en',
    first: EN_BASE,
    message: 'Make the last step optional and move it first',
    expected: [{ ...EN_PLAN[3], required: false }, EN_PLAN[0], EN_PLAN[1], EN_PLAN[2]],
  },
]
