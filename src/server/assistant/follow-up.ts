import type { Analyzer } from './knowledge-index.ts'
import type { AssistantLanguage } from './language/languages.ts'

/**
 * Follow-up questions (issue 33 item 5): "and how long are they valid?", "og hva koster det?",
 * "och hur lång tid tar det?", "hvad med prisen?". Such a message leans on the previous turn's topic,
 * so the engine also reads it together with the previous question, as one question, and keeps
 * whichever reading is more confident (answer-message.ts).
 *
 * Whether a message looks like one is decided by rules about its form, the same in no, sv, da and
 * en (the lists hold all four: a short follow-up is often too short to tell the language by):
 * - it opens with a connective that continues a conversation (and, also, what about, og, hva med,
 *   och, vad med, hvad med, ...);
 * - it is short and refers back with a pronoun or a demonstrative, with no more than a few content
 *   words of its own (it, they, that, det, de, dem, dessa, ...).
 * A message with many content words of its own carries its own topic and is never a follow-up. A
 * bare short message without either ("prisen?") is not taken as one: short standalone questions
 * and requests are common, and read with an unrelated previous question they lost more answers on
 * the development sets than the follow-ups gained (docs/assistant.md, "Follow-ups").
 * The rules only decide whether the second reading is tried; the confidence decides which one wins.
 */

/** More content words than this: the message carries its own topic. */
export const FOLLOW_UP_MAX_CONTENT_WORDS = 5
/** A message with a word pointing back and at most this many content words leans on the previous turn. */
export const PRONOUN_MAX_CONTENT_WORDS = 3

/** Openings that continue a conversation, as word sequences (lower case, accents kept). */
const CONNECTIVES: readonly string[] = [
  // en
  'and',
  'also',
  'plus',
  'but',
  'or',
  'what about',
  'how about',
  'what if',
  'same for',
  'same with',
  // no
  'og',
  'også',
  'men',
  'eller',
  'enn',
  'hva med',
  'hva om',
  'hvordan med',
  'hvordan er det med',
  'samme med',
  'gjelder det',
  // sv
  'och',
  'också',
  'även',
  'än',
  'vad med',
  'vad gäller',
  'hur är det med',
  'hur blir det med',
  'samma med',
  'gäller det',
  // da
  'hvad med',
  'hvad så med',
  'hvad hvis',
  'hvordan med',
  'hvordan er det med',
  'gælder det',
]

/** Words that point back to something said before. */
const BACK_REFERENCES = new Set([
  // en
  'it',
  'its',
  'they',
  'them',
  'their',
  'that',
  'this',
  'those',
  'these',
  'there',
  'one',
  'ones',
  // no / da
  'den',
  'det',
  'de',
  'dem',
  'deres',
  'dens',
  'denne',
  'dette',
  'disse',
  'der',
  'dit',
  // sv
  'dom',
  'deras',
  'dess',
  'denna',
  'detta',
  'dessa',
  'där',
])

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

function wordsOf(message: string): string[] {
  return (message.toLowerCase().normalize('NFC').match(WORD) ?? []).map((word) => word.replace(/’/g, "'"))
}

function opensWithConnective(words: readonly string[]): boolean {
  return CONNECTIVES.some((connective) => {
    const parts = connective.split(' ')
    return parts.length <= words.length && parts.every((part, i) => words[i] === part)
  })
}

/** Whether the message reads as a follow-up of the previous turn (see the rules above). */
export function looksLikeFollowUp(message: string, language: AssistantLanguage, analyze: Analyzer): boolean {
  const words = wordsOf(message)
  if (words.length === 0) return false
  const content = new Set(
    analyze(message, language)
      .filter((term) => term.weight >= 1)
      .map((term) => term.term),
  ).size
  if (content > FOLLOW_UP_MAX_CONTENT_WORDS) return false
  if (opensWithConnective(words)) return true
  return content <= PRONOUN_MAX_CONTENT_WORDS && words.some((word) => BACK_REFERENCES.has(word))
}
