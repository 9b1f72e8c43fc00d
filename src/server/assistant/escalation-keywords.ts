import type { KeywordSensitivity } from '#server/db/schema/bots'
import { analyze, normalizeText, tokenize } from './analysis/analyze.ts'
import { boundedEditDistance } from './fuzzy-vocabulary.ts'
import type { AssistantLanguage } from './language/languages.ts'

/**
 * Escalation keywords with the three sensitivities of spec §9:
 * - low: the keyword as whole words ("refund" fires on "refund", not on "refunded");
 * - medium (default): partial match ("refund" fires on "refunded", "refunds");
 * - high: also the keyword's stems, one-letter typos and its synonyms in no/sv/da/en
 *   (the spec's "AI context": "money back" fires for "refund", "reklamasjon" for "complaint").
 * Each level includes the ones below it.
 */

/** Concepts dealers escalate on, in English, Norwegian, Swedish and Danish. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    'refund',
    'money back',
    'reimburse',
    'repayment',
    'refusjon',
    'tilbakebetaling',
    'pengene tilbake',
    'återbetalning',
    'pengarna tillbaka',
    'refusion',
    'tilbagebetaling',
    'pengene tilbage',
  ],
  [
    'complaint',
    'complain',
    'dissatisfied',
    'unhappy',
    'klage',
    'misfornøyd',
    'reklamasjon',
    'klagomål',
    'klaga',
    'missnöjd',
    'reklamation',
    'utilfreds',
  ],
  [
    'cancel',
    'terminate',
    'avbestille',
    'kansellere',
    'si opp',
    'avboka',
    'avbryta',
    'säga upp',
    'annullere',
    'opsige',
    'afbestille',
  ],
  [
    'lawyer',
    'attorney',
    'legal action',
    'sue',
    'advokat',
    'søksmål',
    'jurist',
    'stämning',
    'sagsanlæg',
    'retssag',
  ],
  ['urgent', 'emergency', 'asap', 'haster', 'akutt', 'brådskande', 'akut', 'snarest'],
  [
    'broken',
    'defect',
    'defective',
    'faulty',
    'not working',
    'ødelagt',
    'defekt',
    'virker ikke',
    'fungerer ikke',
    'trasig',
    'fungerar inte',
    'i stykker',
    'går ikke',
  ],
  ['invoice', 'bill', 'billing', 'charge', 'faktura', 'regning', 'debitering', 'räkning'],
  ['manager', 'supervisor', 'leder', 'sjef', 'chef', 'overordnet'],
  ['price', 'cost', 'pris', 'kostnad', 'kostnader', 'koster', 'kostar'],
  ['warranty', 'guarantee', 'garanti', 'garantien', 'garantin', 'reklamasjonsrett'],
]

function synonymsOf(keyword: string): string[] {
  const key = normalizeText(keyword).trim()
  const group = SYNONYM_GROUPS.find((words) => words.some((word) => normalizeText(word) === key))
  return group ? group.map((word) => normalizeText(word)) : []
}

function containsWords(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

function stemsMatch(message: string, keyword: string, language: AssistantLanguage): boolean {
  const wanted = analyze(keyword, language).filter((term) => term.weight >= 1)
  if (wanted.length === 0) return false
  const have = analyze(message, language).map((term) => term.term)
  return wanted.every(({ term }) =>
    have.some(
      (candidate) => candidate === term || (term.length >= 5 && boundedEditDistance(candidate, term, 1) <= 1),
    ),
  )
}

/** The first configured keyword the message triggers, or null. */
export function matchEscalationKeyword(
  message: string,
  keywords: readonly string[],
  sensitivity: KeywordSensitivity,
  language: AssistantLanguage,
): string | null {
  const text = normalizeText(message)
  const words = tokenize(message)
  for (const raw of keywords) {
    const keyword = normalizeText(raw).trim()
    if (!keyword) continue
    if (containsWords(words, tokenize(keyword))) return raw
    if (sensitivity === 'low') continue
    if (text.includes(keyword)) return raw
    if (sensitivity === 'medium') continue
    if (stemsMatch(message, keyword, language)) return raw
    for (const synonym of synonymsOf(keyword)) {
      if (text.includes(synonym) || stemsMatch(message, synonym, language)) return raw
    }
  }
  return null
}
