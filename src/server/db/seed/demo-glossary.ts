import type { GLOSSARY_TERM_LANGUAGES } from '#server/db/schema/glossary'

// The demo's global glossary (issue 33 item 3): the tuning trade's words for the same things in
// Norwegian, Swedish, Danish and English, and the abbreviations everyone uses. Plain data; the seed
// inserts it, and the engine's demo tests build their indexes with it.

export interface DemoGlossaryGroup {
  /** The first term names the group: the seed finds an existing group by it (idempotent). */
  terms: { term: string; language: (typeof GLOSSARY_TERM_LANGUAGES)[number] }[]
  note: string | null
}

export const DEMO_GLOBAL_GLOSSARY: DemoGlossaryGroup[] = [
  {
    terms: [
      { term: 'DPF', language: 'any' },
      { term: 'partikkelfilter', language: 'no' },
      { term: 'dieselpartikkelfilter', language: 'no' },
      { term: 'partikelfilter', language: 'sv' },
      { term: 'partikelfilter', language: 'da' },
      { term: 'particulate filter', language: 'en' },
      { term: 'diesel particulate filter', language: 'en' },
      { term: 'particle filter', language: 'en' },
    ],
    note: 'Diesel particulate filter. Removal is only for documented motorsport or off-road use.',
  },
  {
    terms: [
      { term: 'EGR', language: 'any' },
      { term: 'exhaust gas recirculation', language: 'en' },
      { term: 'eksosgassresirkulering', language: 'no' },
      { term: 'avgassresirkulering', language: 'no' },
      { term: 'avgasåterföring', language: 'sv' },
      { term: 'avgasrecirkulation', language: 'sv' },
      { term: 'udstødningsgasrecirkulering', language: 'da' },
    ],
    note: 'Exhaust gas recirculation (valve and cooler).',
  },
  {
    terms: [
      { term: 'AdBlue', language: 'any' },
      { term: 'SCR', language: 'any' },
      { term: 'selective catalytic reduction', language: 'en' },
      { term: 'diesel exhaust fluid', language: 'en' },
    ],
    note: 'The urea system that cleans NOx from diesel exhaust, and its fluid.',
  },
  {
    terms: [
      { term: 'remap', language: 'any' },
      { term: 'chiptuning', language: 'any' },
      { term: 'chip tuning', language: 'en' },
      { term: 'motoroptimering', language: 'any' },
      { term: 'motoroptimalisering', language: 'no' },
    ],
    note: 'A software tune of the engine control unit.',
  },
  {
    terms: [
      { term: 'dyno', language: 'any' },
      { term: 'dynamometer', language: 'any' },
      { term: 'chassis dyno', language: 'en' },
      { term: 'effektbenk', language: 'no' },
      { term: 'rullebane', language: 'no' },
      { term: 'effektbänk', language: 'sv' },
      { term: 'rullande landsväg', language: 'sv' },
    ],
    note: null,
  },
  {
    terms: [
      { term: 'ECU', language: 'any' },
      { term: 'engine control unit', language: 'en' },
      { term: 'motorstyring', language: 'no' },
      { term: 'styreenhet', language: 'no' },
      { term: 'styrenhet', language: 'sv' },
      { term: 'motorstyrenhet', language: 'sv' },
      { term: 'styreenhed', language: 'da' },
    ],
    note: 'The engine control unit a file is read from and written to.',
  },
]
