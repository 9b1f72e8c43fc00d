// The letters æ ø å ä ö stay as they are: they are letters of their own in Norwegian, Danish and Swedish,
// and folding them merges different words (Swedish här/har "here/has", Norwegian får/far "gets/father",
// før/for "before/for"). Every other diacritic is folded (é->e, ü->u, ñ->n, ç->c, ß->ss) because users
// often type French, Spanish and German without accents. German ä/ö are kept as well (one rule for every
// language keeps normalizeText language-free); the German stemmer folds them to a/o in the stem.
const KEPT_LETTERS = new Set(['æ', 'ø', 'å', 'ä', 'ö'])
const SPECIAL_FOLDS: Record<string, string> = { ß: 'ss', œ: 'oe', ð: 'd', þ: 'th', ł: 'l', đ: 'd', ı: 'i' }
const APOSTROPHES = /[’‘`´ʼ]/g
const NON_ASCII = /[^\x20-\x7e]/g
const COMBINING_MARKS = /\p{M}+/gu

const foldCache = new Map<string, string>()
function foldCharacter(ch: string): string {
  let folded = foldCache.get(ch)
  if (folded === undefined) {
    folded = KEPT_LETTERS.has(ch)
      ? ch
      : (SPECIAL_FOLDS[ch] ?? ch.normalize('NFD').replace(COMBINING_MARKS, ''))
    foldCache.set(ch, folded)
  }
  return folded
}

const NOT_ASCII = /\P{ASCII}/u
const BACKTICK = /`/g

/** NFKC, lowercase, typographic apostrophes to ', diacritics folded except the Nordic letters. */
export function normalizeText(text: string): string {
  // Fast path: plain ASCII has nothing to compose or fold (a large share of knowledge texts).
  if (!NOT_ASCII.test(text)) return text.toLowerCase().replace(BACKTICK, "'")
  const lower = text.normalize('NFKC').toLowerCase().replace(APOSTROPHES, "'")
  // NFC first so that a decomposed "å" (a + ring) is seen as the kept letter, not as a + mark.
  return lower.replace(NON_ASCII, foldCharacter).normalize('NFC')
}

/** Hand-written word lists (one string per language) as sets of normalized words. */
export function normalizedWordSets<L extends string>(
  lists: Record<L, string>,
): Record<L, ReadonlySet<string>> {
  const sets = {} as Record<L, ReadonlySet<string>>
  for (const language of Object.keys(lists) as L[]) {
    sets[language] = new Set(normalizeText(lists[language]).split(/\s+/).filter(Boolean))
  }
  return sets
}
