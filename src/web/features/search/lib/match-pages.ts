/** Lower case without accents, so "analys" finds "Analyse" and "onboarding" finds "Onboárding". */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ł/g, 'l')
}

export interface MatchablePage {
  title: string
  /** Other words that find the page (its English name, its path). */
  keywords: readonly string[]
}

/**
 * The app's pages matching the query: every word must occur in the title or a keyword; titles that
 * start with the query come first, then titles with a word starting with it. An empty query lists all.
 */
export function matchPages<T extends MatchablePage>(pages: readonly T[], query: string): T[] {
  const phrase = foldForMatch(query).split(/\s+/).filter(Boolean).join(' ')
  if (!phrase) return [...pages]
  const words = phrase.split(' ')
  const ranked = pages.flatMap((page, index) => {
    const title = foldForMatch(page.title)
    const haystack = [title, ...page.keywords.map(foldForMatch)].join(' ')
    if (!words.every((word) => haystack.includes(word))) return []
    const rank = title.startsWith(phrase) ? 0 : title.includes(` ${phrase}`) ? 1 : 2
    return [{ page, rank, index }]
  })
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ page }) => page)
}
