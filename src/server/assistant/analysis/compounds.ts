// Dictionary-free compound splitting for Norwegian, Swedish, Danish and German, where compounds are written
// as one word (oljefilteret, servicehandboken, Ersatzteilliste). A stemmed word is split in two where both
// sides are known words (the caller decides what is known: its index vocabulary, common words, the text):
// - the head (right side) carries the whole word's inflection, which stemming already removed; it is
//   looked up as it stands and, failing that, without the ending the stemmer removes from the word when it
//   stands alone (oljefilter -> filter, which the stemmer writes filt on its own);
// - the modifier (left side) may end in a linking element or in the ending the stemmer removes from the
//   word alone (olje-|, service-|, arbeid-s-|, Hilfe-s-|), which are dropped to reach a known stem.
// Derivational suffixes (-ing, -het, -else...) are never heads: "utveckling" is not "utveckl" + "ing";
// function words (för-, til-, be-) are never parts. Both sides are split again, for three-part words.
const MIN_PART = 3
const MIN_SPLITTABLE = 2 * MIN_PART
const MAX_DEPTH = 2
// Endings a modifier may lose: Nordic linking -s-/-e-/-a-/-u-/-o-, German -s-/-es-/-n-/-en-/-er-/-ns-,
// and the -e/-er/-en the stemmer strips from the word on its own (olje -> olj, filter -> filt).
const MODIFIER_ENDINGS = ['', 's', 'e', 'a', 'u', 'o', 'n', 'es', 'en', 'er', 'ns']
// Endings the stemmers remove from a word standing alone but keep inside a longer stem.
const HEAD_ENDINGS = ['e', 'er', 'en', 'et', 'el', 'es', 'ar', 'or', 'a']
const NOT_HEADS = new Set(
  `ing ning ling het hed heit keit else skap skab schaft dom tum lig lich isch ert end ende and all ung tion
  sjon ism ist ant ent ell ens ans ers era ere are bar sam los lös løs ast est ost`.split(/\s+/),
)

export interface CompoundContext {
  isKnown: (term: string) => boolean
  /** Rejects parts that would only be prefixes (stop words and their stems). */
  isFunctionWord: (term: string) => boolean
}

function knownHead(written: string, isKnown: (term: string) => boolean): string | undefined {
  if (isKnown(written)) return written
  for (const ending of HEAD_ENDINGS) {
    if (!written.endsWith(ending) || written.length - ending.length < MIN_PART) continue
    const head = written.slice(0, written.length - ending.length)
    if (!NOT_HEADS.has(head) && isKnown(head)) return head
  }
  return undefined
}

/**
 * Splits a stemmed word into known parts (modifier, head, then their own parts), or returns [] when it is
 * not a compound of known words.
 */
export function splitCompound(word: string, context: CompoundContext, depth = 1): string[] {
  if (word.length < MIN_SPLITTABLE || /\d/.test(word)) return []
  const { isKnown, isFunctionWord } = context
  let best: { modifier: string; head: string; score: number } | undefined
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
    const written = word.slice(i)
    if (NOT_HEADS.has(written) || isFunctionWord(written)) continue
    const head = knownHead(written, isKnown)
    if (!head) continue
    const left = word.slice(0, i)
    for (const ending of MODIFIER_ENDINGS) {
      if (!left.endsWith(ending) || left.length - ending.length < MIN_PART) continue
      const modifier = left.slice(0, left.length - ending.length)
      if (isFunctionWord(modifier) || !isKnown(modifier)) continue
      // Prefer balanced splits: servicehandbok -> service|handbok rather than a short, accidental part.
      const score = Math.min(modifier.length, written.length) - ending.length * 0.5
      if (!best || score > best.score) best = { modifier, head, score }
      break
    }
  }
  if (!best) return []
  const parts = [best.modifier, best.head]
  if (depth < MAX_DEPTH) {
    for (const part of [best.modifier, best.head]) parts.push(...splitCompound(part, context, depth + 1))
  }
  return [...new Set(parts)]
}
