import { describe, expect, it } from 'vitest'
import { bigramsOf } from '#server/assistant/knowledge-index'
import type { AssistantLanguage } from '#server/assistant/language/languages'
import {
  type AnalyzedTerm,
  analyze,
  createAnalyzer,
  DERIVED_TERM_WEIGHT,
  FOREIGN_FUNCTION_WORD_WEIGHT,
  isForeignFunctionWord,
  normalizeText,
  STOP_WORD_WEIGHT,
  stemWord,
  tokenize,
} from './analyze.ts'

const words = (terms: AnalyzedTerm[]) => terms.filter((t) => t.weight === 1).map((t) => t.term)
const parts = (terms: AnalyzedTerm[]) =>
  terms.filter((t) => t.weight < 1 && t.weight !== STOP_WORD_WEIGHT).map((t) => t.term)
const stopWords = (terms: AnalyzedTerm[]) =>
  terms.filter((t) => t.weight === STOP_WORD_WEIGHT).map((t) => t.term)

describe('normalizeText', () => {
  it('applies NFKC and lowercases', () => {
    expect(normalizeText('ＸＣ６０ ﬁlter HUSQVARNA')).toBe('xc60 filter husqvarna')
  })

  it('folds accents of en/de/fr/es words', () => {
    expect(normalizeText('Crème brûlée, Ñandú, FÜR, Straße, œuvre')).toBe(
      'creme brulee, nandu, fur, strasse, oeuvre',
    )
  })

  it('keeps æ ø å ä ö as letters of their own, decomposed or not', () => {
    expect(normalizeText('Ærlig Øl på Håndbok, Här Öl')).toBe('ærlig øl på håndbok, här öl')
    expect(normalizeText('A\u030Angstrom')).toBe('ångstrom')
  })

  it('unifies typographic apostrophes', () => {
    expect(normalizeText('l’huile don‘t')).toBe("l'huile don't")
  })
})

describe('tokenize', () => {
  it('returns normalized words and keeps numbers and model names', () => {
    expect(tokenize('Pris for XC60: 10.000 kr, forbruk 2,5 l/100km')).toEqual([
      'pris',
      'for',
      'xc60',
      '10.000',
      'kr',
      'forbruk',
      '2.5',
      'l',
      '100km',
    ])
  })

  it('splits hyphenated words into their parts', () => {
    expect(tokenize('Send e-post om covid-19')).toEqual(['send', 'e', 'post', 'om', 'covid', '19'])
  })

  it('resolves English clitics and negations', () => {
    expect(tokenize("Don't know the dealer's number, I can't log in")).toEqual([
      'do',
      'not',
      'know',
      'the',
      'dealer',
      'number',
      'i',
      'can',
      'not',
      'log',
      'in',
    ])
  })

  it('removes French elisions', () => {
    expect(tokenize("Où est l'huile qu'il faut aujourd'hui?")).toEqual([
      'ou',
      'est',
      'huile',
      'il',
      'faut',
      'aujourdhui',
    ])
  })

  it('returns nothing for text without words', () => {
    expect(tokenize('  ?! … ')).toEqual([])
  })
})

describe('analyze', () => {
  it.each([
    ['no', 'Hvordan bytter jeg kniven på robotklipperen?', ['bytt', 'kniv', 'robotklipper']],
    ['sv', 'Hur byter jag kniven på robotgräsklipparen?', ['byt', 'kniv', 'robotgräsklipp']],
    ['da', 'Hvordan skifter jeg kniven på robotplæneklipperen?', ['skift', 'kniv', 'robotplæneklip']],
    ['en', 'How do I change the blades on my mowers?', ['chang', 'blade', 'mower']],
    ['de', 'Wie wechsle ich die Messer am Rasenmäher?', ['wechsl', 'mess', 'rasenmah']],
    ['fr', 'Comment changer les lames de la tondeuse ?', ['chang', 'lam', 'tondeux']],
    ['es', '¿Cómo cambio las cuchillas del cortacésped?', ['cambi', 'cuchill', 'cortacesp']],
  ] as const)('stems content words and weighs stop words less (%s)', (language, text, expected) => {
    expect(words(analyze(text, language))).toEqual(expected)
  })

  it.each([
    ['no', ['bilen', 'biler', 'bilene']],
    ['sv', ['bilen', 'bilar', 'bilarna']],
    ['da', ['bilen', 'biler', 'bilerne']],
    ['en', ['invoice', 'invoices', 'invoicing']],
    ['de', ['Rechnung', 'Rechnungen']],
    ['fr', ['facture', 'factures']],
    ['es', ['factura', 'facturas']],
  ] as const)('stems the inflected forms of one word alike (%s)', (language, forms) => {
    const stems = new Set(forms.map((form) => stemWord(normalizeText(form), language)))
    expect(stems.size).toBe(1)
  })

  it('keeps stop words as written, at a lower weight', () => {
    // vara "be" must not become var "where/was", as the Swedish stemmer would make it.
    expect(analyze('Hur ska det vara?', 'sv')).toEqual([
      { term: 'hur', weight: STOP_WORD_WEIGHT },
      { term: 'ska', weight: STOP_WORD_WEIGHT },
      { term: 'det', weight: STOP_WORD_WEIGHT },
      { term: 'vara', weight: STOP_WORD_WEIGHT },
    ])
    expect(stopWords(analyze('Hvordan er vejret i morgen?', 'da'))).toEqual(['hvordan', 'være', 'i'])
  })

  it('treats quantifiers and politeness words as stop words, kept out of word pairs', () => {
    // "vis alle alarmer" is about showing alarms: "alle" and the pair "alle alarmer" must not make it
    // closer to "slet alle alarmer" than the verb makes it to "vis mig mine alarmer".
    expect(stopWords(analyze('Vis alle alarmer', 'da'))).toEqual(['alle'])
    expect(stopWords(analyze('Slett alle påminnelser', 'no'))).toEqual(['alle'])
    expect(stopWords(analyze('Visa alla order varje dag', 'sv'))).toEqual(['alla', 'varje'])
    expect(stopWords(analyze('Please show every order', 'en'))).toEqual(['please', 'every'])
    expect(stopWords(analyze('Jeg vil gerne tilføje albummet', 'da'))).toEqual(['jeg', 'vil', 'gerne'])
    expect(bigramsOf(analyze('Vis alle alarmer', 'da')).some((pair) => pair.includes('alle'))).toBe(false)
  })

  it('writes the inflected forms of an auxiliary verb alike', () => {
    expect(stopWords(analyze('hur kan jag bli', 'sv'))).toEqual(
      stopWords(analyze('hur kunna jag blir', 'sv')),
    )
    expect(stopWords(analyze('hvordan blir jeg', 'no'))).toEqual(['hvordan', 'bli', 'jeg'])
    expect(stopWords(analyze('the dealer was', 'en'))).toEqual(['the', 'be'])
  })

  it.each([
    ['sv', ['tidigare', 'tidigt'], 'tid'],
    ['sv', ['verksamheten', 'verksamheter', 'verksamhet'], 'verksam'],
    ['sv', ['daglig', 'dagliga'], 'dagen'],
    ['sv', ['möjligheten', 'möjligheter'], 'möjliga'],
    ['da', ['tidlig', 'tidligt'], 'tiden'],
    ['da', ['sikkerheden', 'sikkerhed'], 'sikker'],
    ['no', ['vanlige', 'vanlig'], 'vane'],
    ['no', ['sikkerheten', 'sikkerhet'], 'sikker'],
  ] as const)(
    'keeps Nordic derivational suffixes apart from the base word (%s %s)',
    (language, forms, base) => {
      const stems = new Set(forms.map((form) => stemWord(form, language)))
      expect(stems.size).toBe(1)
      expect(stems.has(stemWord(base, language))).toBe(false)
    },
  )

  it('keeps negations, which change what is asked', () => {
    expect(words(analyze('I can not log in', 'en'))).toContain('not')
    expect(words(analyze('Jeg kan ikke logge inn', 'no'))).toContain('ikk')
    expect(words(analyze('Jag kan inte logga in', 'sv'))).toContain('int')
  })

  it('treats the stop words of the given language only as stop words', () => {
    expect(words(analyze('och und', 'sv'))).toEqual(['und'])
    expect(stopWords(analyze('och und', 'sv'))).toEqual(['och'])
    expect(words(analyze('och the', 'en'))).toEqual(['och'])
  })

  it('weighs English function words inside another language down, as parts of titles and names', () => {
    const terms = analyze('Finn The Twinker som spiller på kino', 'no')
    expect(terms).toContainEqual({ term: 'the', weight: FOREIGN_FUNCTION_WORD_WEIGHT })
    expect(words(terms)).not.toContain('the')
    expect(isForeignFunctionWord('of', 'sv')).toBe(true)
    // Words of the language itself, and English function words that are also Nordic words, stay.
    expect(isForeignFunctionWord('at', 'da')).toBe(false)
    expect(isForeignFunctionWord('by', 'no')).toBe(false)
    expect(isForeignFunctionWord('is', 'sv')).toBe(false)
    expect(isForeignFunctionWord('the', 'en')).toBe(false)
    expect(words(analyze('Hvor ligger byen, og er det en by med is?', 'no'))).toEqual(
      expect.arrayContaining(['by', 'is']),
    )
  })

  it('keeps a clock time as one term, so 07:30 does not match 06:30 through a shared 30', () => {
    expect(words(analyze('Sett en alarm klokka 07:30', 'no'))).toContain('07:30')
    expect(tokenize('kl 06:30 eller 10:15:00, men ikke a:b')).toEqual([
      'kl',
      '06:30',
      'eller',
      '10:15:00',
      'men',
      'ikke',
      'a',
      'b',
    ])
  })

  it('matches accented and unaccented spellings', () => {
    expect(words(analyze('facture reçue', 'fr'))).toEqual(words(analyze('facture recue', 'fr')))
    expect(words(analyze('Größe für', 'de'))).toEqual(words(analyze('grosse fur', 'de')))
  })

  it('adds the joined form of a hyphenated word as a derived term', () => {
    expect(analyze('e-post', 'no')).toContainEqual({ term: 'epost', weight: DERIVED_TERM_WEIGHT })
  })

  it('is deterministic and returns terms in text order with repeats', () => {
    const text = 'Filteret er tett. Bytt filteret.'
    expect(analyze(text, 'no')).toEqual(analyze(text, 'no'))
    expect(words(analyze(text, 'no'))).toEqual(['filter', 'tett', 'bytt', 'filter'])
  })
})

describe('compound splitting', () => {
  const knownStems = (stems: string[]) => {
    const known = new Set(stems)
    return createAnalyzer({ isKnownTerm: (term) => known.has(term) })
  }
  const splitWith = (stems: string[], word: string, language: AssistantLanguage) =>
    parts(knownStems(stems)(word, language))

  it('splits Nordic and German compounds into known parts, with a lower weight', () => {
    // olje -> olj and filter -> filt are what the Norwegian stemmer makes of the words on their own.
    const analyzeNo = knownStems(['olj', 'filt'])
    expect(analyzeNo('oljefilteret', 'no')).toEqual([
      { term: 'oljefilter', weight: 1 },
      { term: 'olj', weight: DERIVED_TERM_WEIGHT },
      { term: 'filt', weight: DERIVED_TERM_WEIGHT },
    ])
    expect(splitWith(['servic', 'handbok'], 'servicehandboken', 'sv')).toEqual(['servic', 'handbok'])
    expect(splitWith(['ersatzteil', 'list'], 'Ersatzteilliste', 'de')).toEqual(['ersatzteil', 'list'])
    expect(splitWith(['reservedel', 'bestilling'], 'reservedelsbestilling', 'no')).toEqual([
      'reservedel',
      'bestilling',
    ])
  })

  it('splits a three-part compound again', () => {
    expect(splitWith(['servic', 'hand', 'bok', 'handbok'], 'servicehandboken', 'sv')).toEqual([
      'servic',
      'handbok',
      'hand',
      'bok',
    ])
  })

  it('lets a query word find the entry that holds it inside a compound', () => {
    const entry = knownStems(['olj', 'filt'])('Slik bytter du oljefilteret', 'no').map((t) => t.term)
    const query = analyze('Hvor ofte skal filter byttes?', 'no').map((t) => t.term)
    expect(query.filter((term) => entry.includes(term))).toContain('filt')
  })

  it('splits against the words of the text itself without a lexicon', () => {
    expect(
      parts(analyze('Oljefilteret sitter under motoren. Bytt filteret når du bytter olje.', 'no')),
    ).toEqual(expect.arrayContaining(['olj', 'filter']))
  })

  it('does not split words into suffixes, prefixes or unknown parts', () => {
    expect(splitWith(['utveckl', 'ing'], 'utveckling', 'sv')).toEqual([])
    expect(splitWith(['för', 'äldr'], 'föräldrar', 'sv')).toEqual([])
    expect(splitWith(['olj'], 'oljefilteret', 'no')).toEqual([])
  })

  it('only splits in languages that write compounds as one word', () => {
    expect(splitWith(['oil', 'filter'], 'oilfilter', 'en')).toEqual([])
    expect(splitWith(['huil', 'filtr'], 'huilefiltre', 'fr')).toEqual([])
  })

  it('can leave compound parts out', () => {
    const analyzeWithoutParts = createAnalyzer({ isKnownTerm: () => true, compoundParts: false })
    expect(analyzeWithoutParts('oljefilteret', 'no')).toEqual([{ term: 'oljefilter', weight: 1 }])
  })
})
