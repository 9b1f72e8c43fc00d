/**
 * Reading a trainer's free text: sentences that do not end at abbreviations ("ca.", "f.eks.") or
 * decimals ("1.5"), list items that stay whole, and durations in digits or words.
 */

/** Abbreviations whose dot ends no sentence (no, sv, en). Longest first so "bl.a." wins over "a.". */
const ABBREVIATIONS = [
  'f.eks.',
  'bl.a.',
  'm.a.o.',
  't.ex.',
  't.o.m.',
  'fr.o.m.',
  'o.l.',
  'm.m.',
  'e.g.',
  'i.e.',
  'ca.',
  'osv.',
  'dvs.',
  'evt.',
  'ev.',
  'inkl.',
  'ekskl.',
  'exkl.',
  'bl.',
  'etc.',
  'approx.',
  'min.',
  'maks.',
  'max.',
  'nr.',
  'kl.',
  'st.',
  'tim.',
  'vs.',
  'jf.',
  'mfl.',
  'resp.',
]

// A character that never appears in text, standing in for a protected dot until splitting is done.
const HIDDEN_DOT = '\u2024'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const ABBREVIATION_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:${ABBREVIATIONS.map(escapeRegExp).join('|')})`,
  'giu',
)

function hideDots(text: string): string {
  return text
    .replace(ABBREVIATION_PATTERN, (match) => match.replaceAll('.', HIDDEN_DOT))
    .replace(/(\d)\.(?=\d)/g, `$1${HIDDEN_DOT}`)
}

export const restoreDots = (text: string) => text.replaceAll(HIDDEN_DOT, '.')

const LIST_ITEM = /^\s*(?:\d{1,2}[.):]|[-*•–])\s+/

/** A line that is an item of a numbered or bulleted list. */
export const isListItem = (line: string) => LIST_ITEM.test(line)

export const withoutListMarker = (line: string) => line.replace(LIST_ITEM, '')

export type TextBlock = { kind: 'prose'; text: string } | { kind: 'item'; text: string }

/**
 * The text as prose blocks and list items, in order. A list item is one step, never split at its
 * commas; an indented or unmarked line right after an item continues it.
 */
export function blocksOf(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue
    const last = blocks.at(-1)
    if (isListItem(line)) blocks.push({ kind: 'item', text: withoutListMarker(line).trim() })
    else if (last?.kind === 'item' && /^\s+/.test(line)) last.text = `${last.text} ${line.trim()}`
    else if (last?.kind === 'prose') last.text = `${last.text}\n${line.trim()}`
    else blocks.push({ kind: 'prose', text: line.trim() })
  }
  return blocks
}

const SENTENCE_BREAK =
  /[.!?;\n]+(?=\s|$)|\s+(?:og så|and then|och sedan|deretter|derefter|etterpå|after that|sedan|then)(?=[\s,:])/i

/** Sentences of prose; abbreviations and decimals keep their dots. */
export function sentencesOf(text: string): string[] {
  return hideDots(text)
    .split(SENTENCE_BREAK)
    .map((sentence) => restoreDots(sentence ?? '').trim())
    .filter(Boolean)
}

const NUMBER_WORDS: Record<string, number> = {
  en: 1,
  ei: 1,
  ett: 1,
  et: 1,
  one: 1,
  a: 1,
  an: 1,
  to: 2,
  två: 2,
  two: 2,
  tre: 3,
  three: 3,
  fire: 4,
  fyra: 4,
  four: 4,
  fem: 5,
  five: 5,
  seks: 6,
  sex: 6,
  six: 6,
  sju: 7,
  syv: 7,
  seven: 7,
  åtte: 8,
  åtta: 8,
  eight: 8,
  ni: 9,
  nio: 9,
  nine: 9,
  ti: 10,
  tio: 10,
  ten: 10,
  femten: 15,
  femton: 15,
  fifteen: 15,
  fjorten: 14,
  fjorton: 14,
  fourteen: 14,
  tjue: 20,
  tjugo: 20,
  twenty: 20,
  tretti: 30,
  trettio: 30,
  thirty: 30,
  førtifem: 45,
  fyrtiofem: 45,
  halvannen: 1.5,
  halvanna: 1.5,
  halv: 0.5,
  half: 0.5,
}

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(minutt|minut|min\b|mins\b)/, 1],
  [/^(time|timer|timen|timm|timmar|timme|timar|tim\b|hour|hrs?\b|t\b|h\b)/, 60],
  [/^(dag|døgn|dygn|day)/, 24 * 60],
  [/^(uke|uker|veke|vecka|veckor|week|wk)/, 7 * 24 * 60],
  [/^(måned|månad|month)/, 30 * 24 * 60],
]

/** A half working day: a course "en halv dag" is a morning, not twelve hours. */
const HALF_DAY = /\b(?:en |ei |a )?(?:halv ?dag|halvdag|half[- ]?(?:a )?day)\b/i
const HALF_DAY_MINUTES = 4 * 60

/** A duration written in the text ("ca. 2 timer", "tre dagar", "45 min", "an hour"), in minutes. */
export function durationInMinutes(text: string): number | undefined {
  if (HALF_DAY.test(text)) return HALF_DAY_MINUTES
  const words = text
    .toLowerCase()
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/(\d)([a-zæøåäö])/g, '$1 $2')
    .split(/[^\p{L}\p{N}.]+/u)
    .map((word) => word.replace(/\.$/, ''))
    .filter(Boolean)
  for (let index = 0; index < words.length - 1; index++) {
    const amount = /^\d+(\.\d+)?$/.test(words[index]) ? Number(words[index]) : NUMBER_WORDS[words[index]]
    if (amount === undefined) continue
    // "en halv time", "one and a half hours"
    let next = index + 1
    let total = amount
    if (words[next] === 'halv' || words[next] === 'half') {
      total = amount === 1 ? 0.5 : amount + 0.5
      next++
    } else if (['og', 'and', 'och'].includes(words[next])) {
      const skip = words[next + 1] === 'a' || words[next + 1] === 'en' ? 1 : 0
      if (['halv', 'half'].includes(words[next + 1 + skip] ?? '')) {
        total = amount + 0.5
        next += 2 + skip
      }
    } else if (words[next] === 'a' && words[next + 1] === 'half') {
      total = amount === 1 ? 0.5 : amount + 0.5
      next += 2
    }
    const unit = UNIT_MINUTES.find(([pattern]) => pattern.test(words[next] ?? ''))
    if (unit) return Math.round(total * unit[1])
  }
  return undefined
}

/** A parenthesis or trailing phrase that only gives a duration ("(ca. 2 timer)", "på 30 min"). */
export function withoutDurationPhrase(text: string): string {
  return text
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string) =>
      durationInMinutes(inner) !== undefined ? '' : whole,
    )
    .replace(
      /[\s,]+(?:på|i|of|for|om|över|over|à|som tar|that takes|tar)?\s*(?:ca\.?|cirka|omtrent|ungefär|about|around|approx\.?|rundt)?\s*(?:\d+(?:[.,]\d+)?|en|ei|et|ett|one|an?|to|två|two|tre|three|halvannen)\s*(?:halv\s*|half\s*(?:an?\s*)?)?(?:minutter|minutt|minuter|minutes|min|mins|timer|timmar|timme|time|hours?|t|h|dager|dagar|dag|days?|uker|uke|veckor|vecka|weeks?)\b\.?/gi,
      (match) => (durationInMinutes(match) !== undefined ? '' : match),
    )
    .trim()
}
