import type { Random } from './random.ts'

// Question and answer texts in several languages, combined from parts so 100,000 entries read like
// a support knowledge base rather than "entry 1 ... entry 100000".

export const PHRASE_LANGUAGES = ['en', 'no', 'sv', 'da', 'de'] as const
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number]

const MODELS = [
  'OptiFlash Pro 3',
  'PowerDyno 4-800',
  'DiagMaster X7',
  'EmissionCheck 500',
  'the dyno',
  'the ECU tool',
]

const PARTS: Record<PhraseLanguage, { ask: string[]; things: string[]; answer: string[] }> = {
  en: {
    ask: [
      'How do I update',
      'How do I calibrate',
      'Where do I find',
      'Why does it fail to read',
      'How do I reset',
    ],
    things: [
      'the firmware',
      'the licence',
      'the roller',
      'the error log',
      'the OBD cable',
      'the service report',
    ],
    answer: [
      'Open the settings menu and choose',
      'Connect the unit and start',
      'Contact support with the serial number for',
    ],
  },
  no: {
    ask: [
      'Hvordan oppdaterer jeg',
      'Hvordan kalibrerer jeg',
      'Hvor finner jeg',
      'Hvorfor feiler lesingen av',
      'Hvordan nullstiller jeg',
    ],
    things: ['programvaren', 'lisensen', 'rullen', 'feilloggen', 'OBD-kabelen', 'servicerapporten'],
    answer: [
      'Åpne innstillingsmenyen og velg',
      'Koble til enheten og start',
      'Kontakt support med serienummeret for',
    ],
  },
  sv: {
    ask: [
      'Hur uppdaterar jag',
      'Hur kalibrerar jag',
      'Var hittar jag',
      'Varför misslyckas läsningen av',
      'Hur återställer jag',
    ],
    things: ['programvaran', 'licensen', 'rullen', 'felloggen', 'OBD-kabeln', 'servicerapporten'],
    answer: [
      'Öppna inställningsmenyn och välj',
      'Anslut enheten och starta',
      'Kontakta support med serienumret för',
    ],
  },
  da: {
    ask: [
      'Hvordan opdaterer jeg',
      'Hvordan kalibrerer jeg',
      'Hvor finder jeg',
      'Hvorfor fejler læsningen af',
      'Hvordan nulstiller jeg',
    ],
    things: ['softwaren', 'licensen', 'rullen', 'fejlloggen', 'OBD-kablet', 'servicerapporten'],
    answer: [
      'Åbn indstillingsmenuen og vælg',
      'Tilslut enheden og start',
      'Kontakt support med serienummeret for',
    ],
  },
  de: {
    ask: [
      'Wie aktualisiere ich',
      'Wie kalibriere ich',
      'Wo finde ich',
      'Warum scheitert das Lesen von',
      'Wie setze ich zurück',
    ],
    things: [
      'die Firmware',
      'die Lizenz',
      'die Rolle',
      'das Fehlerprotokoll',
      'das OBD-Kabel',
      'den Servicebericht',
    ],
    answer: [
      'Öffnen Sie das Einstellungsmenü und wählen Sie',
      'Schließen Sie das Gerät an und starten Sie',
      'Kontaktieren Sie den Support mit der Seriennummer für',
    ],
  },
}

export function questionText(random: Random, language: PhraseLanguage): string {
  const parts = PARTS[language]
  return `${random.pick(parts.ask)} ${random.pick(parts.things)} (${random.pick(MODELS)})?`
}

export function answerText(random: Random, language: PhraseLanguage): string {
  const parts = PARTS[language]
  return `${random.pick(parts.answer)} ${random.pick(parts.things)}. ${random.pick(MODELS)}.`
}
