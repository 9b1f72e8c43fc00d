import { normalizeText } from './analysis/normalize-text.ts'

/**
 * The spelling-level retrieval channel: character 3- and 4-grams of every word (padded with a space
 * at each end, so word starts and ends are grams of their own), weighted TF-IDF and compared by
 * cosine. Where the word channel needs the same stem, this one also sees inflections the stemmer
 * misses (vaccinering / vaccination), compound parts (kvinnojour / jour) and typos. It only
 * re-ranks the word channel's candidates, so it never scans the index.
 *
 * Two views per language partition:
 * - entries: question and answer of one entry;
 * - groups: the pooled questions of the entries sharing one answer (the paraphrases of one intent),
 *   so a question close to several of a group's examples scores as close to the group.
 *
 * Grams are hashed into a power-of-two table (sized to the partition's text) that holds their
 * document frequency; nothing per entry is stored but its vector norm (computed the first time the
 * entry is a candidate), and the grams of the few candidates are recomputed at query time. Groups
 * with several entries keep their pooled question grams.
 */

export const GRAM_MIN = 3
export const GRAM_MAX = 4
const MIN_BUCKETS = 1 << 14
const MAX_BUCKETS = 1 << 20

const SPACE = 32
const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

// What each non-ASCII character becomes: its normalized letters (é -> e, ß -> s s, æ stays æ), or
// nothing when it is not a letter or digit (a word boundary). Cached: texts repeat few characters.
const foldedCharacters = new Map<number, readonly number[]>()
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
function foldedCodes(code: number): readonly number[] {
  let folded = foldedCharacters.get(code)
  if (folded === undefined) {
    const normalized = code >= 0xd800 && code <= 0xdfff ? '' : normalizeText(String.fromCharCode(code))
    folded = [...normalized].filter((ch) => LETTER_OR_DIGIT.test(ch)).map((ch) => ch.charCodeAt(0))
    foldedCharacters.set(code, folded)
  }
  return folded
}

function hashOf(a: number, b: number, c: number, d = -1): number {
  let hash = Math.imul(FNV_OFFSET ^ a, FNV_PRIME)
  hash = Math.imul(hash ^ b, FNV_PRIME)
  hash = Math.imul(hash ^ c, FNV_PRIME)
  if (d >= 0) hash = Math.imul(hash ^ d, FNV_PRIME)
  return hash >>> 0
}

/**
 * Calls `visit` with the hash of every character 3- and 4-gram of the text's words, each word padded
 * with a space at both ends; letters folded as normalizeText does. A single scan without allocation
 * (this runs over every entry's text at build time and over the candidates' at query time).
 */
export function forEachGram(text: string, visit: (hash: number) => void): void {
  // The last four characters of the current padded word, newest in d, and how many there are.
  let a = 0
  let b = 0
  let c = 0
  let d = 0
  let length = 0
  const push = (code: number) => {
    a = b
    b = c
    c = d
    d = code
    length++
    if (length >= 3) visit(hashOf(b, c, d))
    if (length >= 4) visit(hashOf(a, b, c, d))
  }
  const letter = (code: number) => {
    if (length === 0) push(SPACE)
    push(code)
  }
  const boundary = () => {
    if (length > 0) push(SPACE)
    length = 0
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) letter(code)
    else if (code >= 65 && code <= 90) letter(code + 32)
    else if (code < 128) boundary()
    else {
      const folded = foldedCodes(code)
      if (folded.length === 0) boundary()
      for (const each of folded) letter(each)
    }
  }
  boundary()
}

function idfOf(df: number, n: number): number {
  return Math.log((n + 1) / (df + 1)) + 1
}

/** Sublinear term frequency: a gram repeated ten times is not ten times the evidence. */
function tfOf(count: number): number {
  return 1 + Math.log(count)
}

interface PooledVector {
  buckets: Int32Array
  counts: Float32Array
}

export interface GramScores {
  /** Cosine of the message with each candidate entry (question and answer), in the order asked. */
  entries: Float64Array
  /** Cosine of the message with the pooled questions of each candidate entry's group, in the order asked. */
  groups: Float64Array
}

export class CharNgramChannel {
  private readonly mask: number
  private readonly entryDf: Int32Array
  private readonly groupDf: Int32Array
  /** Vector norms, computed on first use (they need every document frequency) and kept; 0 = not yet. */
  private readonly entryNorm: Float32Array
  private readonly groupNorm = new Map<number, number>()
  private readonly pooled = new Map<number, PooledVector>()
  private readonly groupCount: number
  /** Reused: gram counts by bucket and the buckets touched. */
  private readonly counts: Int32Array
  private readonly touched: number[] = []
  /** Reused: the current message's weights by bucket (entry and group view); 0 = not in the message. */
  private readonly entryQuery: Float32Array
  private readonly groupQuery: Float32Array
  private readonly queryBuckets: number[] = []
  /** Counts only the message's grams: enough once a candidate's norm is known. */
  private readonly countQueryBucket = (hash: number) => {
    const bucket = hash & this.mask
    if (this.entryQuery[bucket] === 0 && this.groupQuery[bucket] === 0) return
    if (this.counts[bucket] === 0) this.touched.push(bucket)
    this.counts[bucket]++
  }
  private readonly countBucket = (hash: number) => {
    const bucket = hash & this.mask
    if (this.counts[bucket] === 0) this.touched.push(bucket)
    this.counts[bucket]++
  }

  /**
   * @param entries question and answer of each entry of the partition, by local index
   * @param groupOf the group of each local entry
   */
  constructor(
    private readonly entries: readonly { question: string; answer: string }[],
    private readonly groupOf: ArrayLike<number>,
  ) {
    let characters = 0
    for (const entry of entries) characters += entry.question.length + entry.answer.length
    // About two grams per character, far fewer distinct ones; a table several times larger than the
    // text keeps collisions rare (measured: a table the size of the text cost two points on a set).
    let buckets = MIN_BUCKETS
    while (buckets < 4 * characters && buckets < MAX_BUCKETS) buckets <<= 1
    this.mask = buckets - 1
    this.entryDf = new Int32Array(buckets)
    this.groupDf = new Int32Array(buckets)
    this.counts = new Int32Array(buckets)
    this.entryQuery = new Float32Array(buckets)
    this.groupQuery = new Float32Array(buckets)
    this.entryNorm = new Float32Array(entries.length)

    const members = new Map<number, number[]>()
    entries.forEach((_, local) => {
      const group = groupOf[local]
      const list = members.get(group)
      if (list) list.push(local)
      else members.set(group, [local])
    })
    this.groupCount = members.size

    // Document frequencies: each entry (and each group) counts a gram once.
    for (const entry of entries) {
      this.countText(entry.question)
      this.countText(entry.answer)
      for (const bucket of this.touched) this.entryDf[bucket]++
      this.clearCounts()
    }
    for (const [group, locals] of members) {
      for (const local of locals) this.countText(entries[local].question)
      for (const bucket of this.touched) this.groupDf[bucket]++
      if (locals.length > 1) {
        const pooledBuckets = Int32Array.from(this.touched)
        this.pooled.set(group, {
          buckets: pooledBuckets,
          counts: Float32Array.from(pooledBuckets, (bucket) => this.counts[bucket]),
        })
      }
      this.clearCounts()
    }
  }

  /**
   * Cosine similarities of the message with the given entries (local indexes) and with their groups
   * (each entry's group; an entry that is its group's only one stands for it).
   */
  score(message: string, locals: readonly number[]): GramScores {
    const entries = new Float64Array(locals.length)
    const groups = new Float64Array(locals.length)
    this.countText(message)
    let entryQueryNorm = 0
    let groupQueryNorm = 0
    for (const bucket of this.touched) {
      const tf = tfOf(this.counts[bucket])
      if (this.entryDf[bucket] > 0) {
        const weight = tf * idfOf(this.entryDf[bucket], this.entries.length)
        this.entryQuery[bucket] = weight
        entryQueryNorm += weight * weight
      }
      if (this.groupDf[bucket] > 0) {
        const weight = tf * idfOf(this.groupDf[bucket], this.groupCount)
        this.groupQuery[bucket] = weight
        groupQueryNorm += weight * weight
      }
      this.queryBuckets.push(bucket)
    }
    this.clearCounts()
    entryQueryNorm = Math.sqrt(entryQueryNorm)
    groupQueryNorm = Math.sqrt(groupQueryNorm)

    try {
      locals.forEach((local, i) => {
        if (entryQueryNorm <= 0) return
        const entry = this.entries[local]
        const known = this.entryNorm[local]
        this.countText(entry.question, known > 0)
        this.countText(entry.answer, known > 0)
        const { dot, norm } = this.compare(this.entryQuery, this.entryDf, this.entries.length, known)
        this.entryNorm[local] = norm
        this.clearCounts()
        if (norm > 0) entries[i] = dot / (norm * entryQueryNorm)
      })
      const seen = new Map<number, number>()
      locals.forEach((local, i) => {
        if (groupQueryNorm <= 0) return
        const group = this.groupOf[local]
        const already = seen.get(group)
        if (already !== undefined) {
          groups[i] = already
          return
        }
        const known = this.groupNorm.get(group) ?? 0
        const pooled = this.pooled.get(group)
        if (pooled) {
          for (let k = 0; k < pooled.buckets.length; k++) {
            this.counts[pooled.buckets[k]] = pooled.counts[k]
            this.touched.push(pooled.buckets[k])
          }
        } else this.countText(this.entries[local].question, known > 0)
        const { dot, norm } = this.compare(this.groupQuery, this.groupDf, this.groupCount, known)
        if (known === 0) this.groupNorm.set(group, norm)
        this.clearCounts()
        if (norm > 0) groups[i] = dot / (norm * groupQueryNorm)
        seen.set(group, groups[i])
      })
    } finally {
      for (const bucket of this.queryBuckets) {
        this.entryQuery[bucket] = 0
        this.groupQuery[bucket] = 0
      }
      this.queryBuckets.length = 0
    }
    return { entries, groups }
  }

  /** Dot product of the counted grams with the message's weights, and the counted vector's norm. */
  private compare(
    query: Float32Array,
    df: Int32Array,
    n: number,
    knownNorm: number,
  ): { dot: number; norm: number } {
    let dot = 0
    let squares = 0
    for (const bucket of this.touched) {
      const queryWeight = query[bucket]
      if (queryWeight === 0 && knownNorm > 0) continue
      const weight = tfOf(this.counts[bucket]) * idfOf(df[bucket], n)
      dot += queryWeight * weight
      squares += weight * weight
    }
    return { dot, norm: knownNorm > 0 ? knownNorm : Math.sqrt(squares) }
  }

  /** Counts the text's grams (only those of the current message when `queryOnly`). */
  private countText(text: string, queryOnly = false): void {
    forEachGram(text, queryOnly ? this.countQueryBucket : this.countBucket)
  }

  private clearCounts(): void {
    for (const bucket of this.touched) this.counts[bucket] = 0
    this.touched.length = 0
  }
}
