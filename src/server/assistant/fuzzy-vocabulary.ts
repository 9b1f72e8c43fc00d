/**
 * Typo tolerance: finds index terms within a small edit distance of a query term that the index
 * does not know. Symmetric-delete lookup (as in SymSpell): every term of the vocabulary is stored
 * under each of its one-character deletions, so a lookup is a handful of map reads instead of a
 * scan of the vocabulary, and the candidates are then verified with a bounded edit distance.
 */

/** Terms shorter than this are never corrected: at 3 letters most typos are another real word. */
export const FUZZY_MIN_LENGTH = 4
/** From this length on, two edits are tolerated. */
export const FUZZY_TWO_EDITS_LENGTH = 8

export interface FuzzyMatch {
  termId: number
  distance: number
}

export class FuzzyVocabulary {
  private readonly deletes = new Map<string, number[]>()

  constructor(
    private readonly terms: readonly string[],
    private readonly termIds: ReadonlyMap<string, number>,
  ) {
    for (let id = 0; id < terms.length; id++) {
      const term = terms[id]
      if (term.length < FUZZY_MIN_LENGTH || term.includes(' ')) continue
      for (const key of deletionsOf(term)) {
        const list = this.deletes.get(key)
        if (list) {
          if (list[list.length - 1] !== id) list.push(id)
        } else this.deletes.set(key, [id])
      }
    }
  }

  /** Known terms within the allowed distance of `word`, closest first (at most `limit`). */
  lookup(word: string, limit = 3): FuzzyMatch[] {
    if (word.length < FUZZY_MIN_LENGTH) return []
    const maxDistance = word.length >= FUZZY_TWO_EDITS_LENGTH ? 2 : 1
    const candidates = new Set<number>()
    const addKey = (key: string) => {
      const exact = this.termIds.get(key)
      if (exact !== undefined) candidates.add(exact)
      for (const id of this.deletes.get(key) ?? []) candidates.add(id)
    }
    for (const id of this.deletes.get(word) ?? []) candidates.add(id)
    const firstDeletions = deletionsOf(word)
    for (const key of firstDeletions) addKey(key)
    if (maxDistance === 2)
      for (const first of firstDeletions) for (const key of deletionsOf(first)) addKey(key)

    const matches: FuzzyMatch[] = []
    for (const termId of candidates) {
      const distance = boundedEditDistance(word, this.terms[termId], maxDistance)
      if (distance > 0 && distance <= maxDistance) matches.push({ termId, distance })
    }
    matches.sort((a, b) => a.distance - b.distance || a.termId - b.termId)
    return matches.slice(0, limit)
  }
}

function deletionsOf(word: string): string[] {
  const result = new Set<string>()
  for (let i = 0; i < word.length; i++) result.add(word.slice(0, i) + word.slice(i + 1))
  return [...result]
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), giving up with
 * `max + 1` as soon as the distance must exceed `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const width = b.length + 1
  let previousPrevious = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = current[0]
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, previousPrevious[j - 2] + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[previousPrevious, previous, current] = [previous, current, previousPrevious]
  }
  return previous[b.length]
}
