import { describe, expect, it } from 'vitest'
import { detectLanguage } from './detect-language.ts'
import { ASSISTANT_LANGUAGES, type AssistantLanguage, isAssistantLanguage } from './languages.ts'

// Short support messages written for these tests (not taken from any evaluation set), the length and
// tone of what dealers and employees type into the chat.
const SAMPLES: Record<AssistantLanguage, string[]> = {
  no: [
    'Hvordan bytter jeg oljefilteret på gressklipperen?',
    'Hvor finner jeg garantibeviset for maskinen min?',
    'Kan dere sende meg en ny faktura?',
    'Jeg har ikke fått ordrebekreftelsen ennå',
    'Hva koster en ny kniv til robotklipperen?',
    'Når kommer reservedelene jeg bestilte forrige uke?',
  ],
  da: [
    'Hvordan skifter jeg oliefilteret på plæneklipperen?',
    'Hvad koster en ny kniv til robotplæneklipperen?',
    'Jeg har ikke modtaget min ordrebekræftelse endnu',
    'Kan I sende mig en ny faktura?',
    'Hvornår kommer de reservedele, jeg bestilte i sidste uge?',
    'Jeg vil gerne tale med et menneske',
  ],
  sv: [
    'Hur byter jag oljefiltret på gräsklipparen?',
    'Var hittar jag garantibeviset för min maskin?',
    'Kan ni skicka en ny faktura till mig?',
    'Jag har inte fått någon orderbekräftelse än',
    'Vad kostar en ny kniv till robotgräsklipparen?',
    'Jag vill prata med en människa',
  ],
  en: [
    'How do I change the oil filter on my mower?',
    'Where can I find the warranty certificate?',
    'Can you send me a new invoice?',
    "I still haven't received my order confirmation",
    'I want to talk to a person',
  ],
  de: [
    'Wie wechsle ich den Ölfilter am Rasenmäher?',
    'Wo finde ich den Garantieschein für meine Maschine?',
    'Können Sie mir eine neue Rechnung schicken?',
    'Ich habe noch keine Auftragsbestätigung bekommen',
    'Ich möchte mit einem Menschen sprechen',
  ],
  fr: [
    'Comment changer le filtre à huile de ma tondeuse ?',
    'Où puis-je trouver le certificat de garantie ?',
    "Pouvez-vous m'envoyer une nouvelle facture ?",
    "Je n'ai pas encore reçu ma confirmation de commande",
    'Je voudrais parler à une personne',
  ],
  es: [
    '¿Cómo cambio el filtro de aceite de mi cortacésped?',
    '¿Dónde encuentro el certificado de garantía?',
    '¿Pueden enviarme una factura nueva?',
    'Todavía no he recibido la confirmación del pedido',
    'Quiero hablar con una persona',
  ],
}

describe('detectLanguage', () => {
  for (const language of ASSISTANT_LANGUAGES) {
    it.each(SAMPLES[language])(`detects ${language}: %s`, (text) => {
      const result = detectLanguage(text)
      expect(result.language).toBe(language)
      expect(result.reliable).toBe(true)
      expect(result.confidence).toBeGreaterThanOrEqual(0.8)
    })
  }

  it.each([
    ['Hva koster det?', 'no'],
    ['Hvad koster det?', 'da'],
    ['Vad kostar det?', 'sv'],
    ['Kommer det til å regne i morgen?', 'no'],
    ['Kommer det til at regne i morgen?', 'da'],
    ['Tusen takk for hjelpen', 'no'],
    ['Tusind tak for hjælpen', 'da'],
    ['Tack så mycket för hjälpen', 'sv'],
    ['Jeg trenger hjelp med kontoen min', 'no'],
    ['Jeg har brug for hjælp med min konto', 'da'],
    ['Jag behöver hjälp med mitt konto', 'sv'],
    ['Annullér min bestilling', 'da'],
    ['Informasjonen på nettsiden er feil', 'no'],
    ['Informationen på hjemmesiden er forkert', 'da'],
  ] as const)('tells the Nordic trio apart: %s -> %s', (text, language) => {
    expect(detectLanguage(text).language).toBe(language)
  })

  it('ignores an embedded product or title in another language', () => {
    expect(detectLanguage('Har dere kniver til Husqvarna Automower 430X på lager?').language).toBe('no')
    expect(detectLanguage('Finnes manualen for The Big Green Mower of the Year på norsk?').language).toBe(
      'no',
    )
  })

  it('reports the two readings of a text that is equally Norwegian and Danish as unreliable', () => {
    const result = detectLanguage('Jeg vil snakke med et menneske')
    expect(result.reliable).toBe(false)
    expect(
      result.alternatives
        .map((a) => a.language)
        .slice(0, 2)
        .sort(),
    ).toEqual(['da', 'no'])
  })

  it('uses the hint to settle a tie, in either direction', () => {
    // Both texts are correct Norwegian and correct Danish; without a hint each leans slightly one way.
    for (const text of ['Hvor er det?', 'Jeg vil bestille en ny kniv']) {
      expect(detectLanguage(text).reliable).toBe(false)
      expect(detectLanguage(text, { hint: 'no' }).language).toBe('no')
      expect(detectLanguage(text, { hint: 'da' }).language).toBe('da')
    }
  })

  it('never lets the hint override clear evidence', () => {
    expect(
      detectLanguage('Kommer det til at regne i morgen, og hvad koster det?', { hint: 'no' }).language,
    ).toBe('da')
    expect(detectLanguage('Jag behöver hjälp med mitt konto', { hint: 'no' }).language).toBe('sv')
    expect(detectLanguage('How do I change the oil filter?', { hint: 'sv' }).language).toBe('en')
  })

  it('returns alternatives best first, as probabilities that include the best guess', () => {
    const result = detectLanguage('Hvor er det?')
    expect(result.alternatives[0]).toEqual({ language: result.language, score: result.confidence })
    const scores = result.alternatives.map((a) => a.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(scores.reduce((sum, s) => sum + s, 0)).toBeLessThanOrEqual(1.0001)
    expect(result.alternatives.every((a) => isAssistantLanguage(a.language))).toBe(true)
  })

  it('falls back to the hint, or Norwegian, when there is no word at all', () => {
    expect(detectLanguage('123 !!! :)')).toMatchObject({ language: 'no', confidence: 0, reliable: false })
    expect(detectLanguage('', { hint: 'sv' })).toMatchObject({
      language: 'sv',
      confidence: 0,
      reliable: false,
    })
  })

  it('ignores links and e-mail addresses', () => {
    expect(
      detectLanguage('Send it to ola.nordmann@example.no please, see https://www.example.no/hjelp').language,
    ).toBe('en')
  })

  it('handles a 10,000-character message quickly', () => {
    const text = 'Hvordan bytter jeg kniven på robotklipperen? '.repeat(220)
    const started = performance.now()
    expect(detectLanguage(text).language).toBe('no')
    expect(performance.now() - started).toBeLessThan(200)
  })
})
