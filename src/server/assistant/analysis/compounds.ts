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

interface ModifierOption {
  modifier: string
  /** Length of the linking element or ending dropped to reach the modifier. */
  endingLength: number
}

interface SplitPoint {
  /** The right side as written (its length scores the split). */
  writtenLength: number
  /** Head candidates in the order they are tried: as written, then without each HEAD_ENDINGS ending. */
  heads: string[]
  /** Modifier candidates in MODIFIER_ENDINGS order (function words already left out). */
  modifiers: ModifierOption[]
}

/**
 * The split points of a word and the strings each one would look up. They depend only on the word and
 * on what counts as a function word, so they are computed once per word and cached; a split then only
 * asks isKnown, without cutting strings again (analysis of a large knowledge base repeats words a lot).
 */
function splitPointsOf(word: string, isFunctionWord: (term: string) => boolean): SplitPoint[] {
  const points: SplitPoint[] = []
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
    const written = word.slice(i)
    if (NOT_HEADS.has(written) || isFunctionWord(written)) continue
    const heads = [written]
    for (const ending of HEAD_ENDINGS) {
      if (!written.endsWith(ending) || written.length - ending.length < MIN_PART) continue
      const head = written.slice(0, written.length - ending.length)
      if (!NOT_HEADS.has(head)) heads.push(head)
    }
    const left = word.slice(0, i)
    const modifiers: ModifierOption[] = []
    for (const ending of MODIFIER_ENDINGS) {
      if (!left.endsWith(ending) || left.length - ending.length < MIN_PART) continue
      const modifier = left.slice(0, left.length - ending.length)
      if (!isFunctionWord(modifier)) modifiers.push({ modifier, endingLength: ending.length })
    }
    if (modifiers.length > 0) points.push({ writtenLength: written.length, heads, modifiers })
  }
  return points
}

const SPLIT_POINT_CACHE_LIMIT = 100_000
const splitPointCaches = new WeakMap<CompoundContext['isFunctionWord'], Map<string, SplitPoint[]>>()

function cachedSplitPoints(word: string, isFunctionWord: (term: string) => boolean): SplitPoint[] {
  let cache = splitPointCaches.get(isFunctionWord)
  if (!cache) {
    cache = new Map()
    splitPointCaches.set(isFunctionWord, cache)
  }
  let points = cache.get(word)
  if (!points) {
    points = splitPointsOf(word, isFunctionWord)
    if (cache.size >= SPLIT_POINT_CACHE_LIMIT) cache.clear()
    cache.set(word, points)
  }
  return points
}

const DIGIT = /\d/

/**
 * Splits a stemmed word into known parts (modifier, head, then their own parts), or returns [] when it is
 * not a compound of known words. Pass the same isFunctionWord function each time: the split points of a
 * word are cached per isFunctionWord.
 */
export function splitCompound(word: string, context: CompoundContext, depth = 1): string[] {
  if (word.length < MIN_SPLITTABLE || DIGIT.test(word)) return []
  const { isKnown, isFunctionWord } = context
  let best: { modifier: string; head: string; score: number } | undefined
  for (const point of cachedSplitPoints(word, isFunctionWord)) {
    let head: string | undefined
    for (const candidate of point.heads) {
      if (isKnown(candidate)) {
        head = candidate
        break
      }
    }
    if (!head) continue
    for (const { modifier, endingLength } of point.modifiers) {
      if (!isKnown(modifier)) continue
      // Prefer balanced splits: servicehandbok -> service|handbok rather than a short, accidental part.
      const score = Math.min(modifier.length, point.writtenLength) - endingLength * 0.5
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
