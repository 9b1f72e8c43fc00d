import type { AnalyzedTerm } from './analysis/analyze.ts'
import { CharNgramChannel } from './char-ngrams.ts'
import { FuzzyVocabulary } from './fuzzy-vocabulary.ts'
import { type Glossary, type GlossaryMatcher, glossaryMatcherOf } from './glossary.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { type SynonymTable, synonymTableOf } from './synonyms.ts'
import type { KnowledgeDocument } from './types.ts'

/**
 * The in-memory retrieval index of one bot: BM25F over question, answer and tags, one partition per
 * entry language (each language has its own stemming, so its own vocabulary and term statistics).
 * Every posting holds its final BM25F contribution, computed once at build time, so a query is a
 * sum over a few typed arrays.
 */

export type Analyzer = (text: string, language: AssistantLanguage) => AnalyzedTerm[]

export interface IndexOptions {
  k1: number
  /** Field boosts: a user's question is closest to the entry's question, then its tags, then its answer. */
  questionWeight: number
  answerWeight: number
  tagWeight: number
  /** Length normalisation per field (0 none, 1 full). */
  questionB: number
  answerB: number
  tagB: number
}

export const DEFAULT_INDEX_OPTIONS: IndexOptions = {
  k1: 1.2,
  questionWeight: 3,
  answerWeight: 1,
  tagWeight: 1.5,
  questionB: 0.75,
  answerB: 0.75,
  tagB: 0.5,
}

/** Adjacent-term pairs of a text (compound parts and other derived terms left out). */
export function bigramsOf(terms: readonly AnalyzedTerm[]): string[] {
  const main = terms.filter((term) => term.weight >= 1).map((term) => term.term)
  const pairs: string[] = []
  for (let i = 1; i < main.length; i++) pairs.push(`${main[i - 1]} ${main[i]}`)
  return pairs
}

export interface QueryTerm {
  term: string
  weight: number
  /** Pairs add evidence of word order; they do not count as words of the question. */
  bigram: boolean
  /**
   * A synonym added to the question (synonyms.ts): evidence for an entry that uses it, but not a word
   * of the question, so it neither raises the reachable score nor counts as an unmatched word.
   */
  expansion?: boolean
}

export interface ResolvedTerm extends QueryTerm {
  /** -1 when the partition does not know the term (after typo correction). */
  termId: number
  idf: number
  /** The query term this one corrects, for typo expansions. */
  correctionOf?: string
}

export interface PartitionHit {
  /** Index into KnowledgeIndex.documents. */
  doc: number
  local: number
  score: number
}

export interface PartitionSearch {
  language: AssistantLanguage
  hits: PartitionHit[]
  terms: ResolvedTerm[]
  /** The best score a document could reach for these words (bigrams excluded). */
  maxScore: number
}

/** Typo expansions are trusted less than the word as typed. */
const CORRECTION_FACTOR = [1, 0.75, 0.5] as const

export class LanguagePartition {
  readonly docs: number[] = []
  readonly termIds = new Map<string, number>()
  readonly terms: string[] = []
  postingDocs: Int32Array[] = []
  postingWeights: Float32Array[] = []
  idf = new Float64Array(0)
  fuzzy: FuzzyVocabulary | null = null
  /** The spelling-level channel that re-ranks the word channel's candidates (char-ngrams.ts). */
  grams: CharNgramChannel | null = null
  /** Stems of the synonyms of a stem (synonyms.ts); empty for a language without a thesaurus. */
  synonyms: SynonymTable = new Map()
  /**
   * What one word contributes (per unit of IDF) when it appears once in both the question and the
   * answer of an average entry: the yardstick that scales scores to 0..1 for the confidence model.
   */
  reach = 1
  /** The partition's entries (local numbers) of each group of paraphrases, for what a whole group covers. */
  readonly groupLocals = new Map<number, number[]>()
  private scores = new Float64Array(0)
  private readonly touched: number[] = []

  constructor(
    readonly language: AssistantLanguage,
    private readonly tieBreak: Float64Array,
  ) {}

  get size(): number {
    return this.docs.length
  }

  unknownIdf(): number {
    return Math.log(1 + (this.docs.length + 0.5) / 0.5)
  }

  /** Maps the query's terms onto the vocabulary, correcting unknown words within a small edit distance. */
  resolve(query: readonly QueryTerm[]): { terms: ResolvedTerm[]; maxScore: number } {
    const merged = new Map<string, QueryTerm>()
    for (const term of query) {
      const seen = merged.get(term.term)
      if (seen) seen.weight += term.weight
      else merged.set(term.term, { ...term })
    }
    const terms: ResolvedTerm[] = []
    let maxScore = 0
    for (const term of merged.values()) {
      const termId = this.termIds.get(term.term)
      if (termId !== undefined) {
        terms.push({ ...term, termId, idf: this.idf[termId] })
        if (!term.bigram && !term.expansion) maxScore += term.weight * this.idf[termId] * this.reach
        continue
      }
      if (term.expansion) continue
      // An unknown word counts as a rare one: a question full of them is one the index cannot answer.
      if (!term.bigram) maxScore += term.weight * this.unknownIdf() * this.reach
      const matches = term.bigram || !this.fuzzy ? [] : this.fuzzy.lookup(term.term, 2)
      const best = matches.filter((match) => match.distance === matches[0]?.distance)
      for (const match of best) {
        terms.push({
          term: this.terms[match.termId],
          weight: (term.weight * (CORRECTION_FACTOR[match.distance] ?? 0)) / best.length,
          bigram: false,
          termId: match.termId,
          idf: this.idf[match.termId],
          correctionOf: term.term,
        })
      }
      if (best.length === 0) terms.push({ ...term, termId: -1, idf: this.unknownIdf() })
    }
    return { terms, maxScore }
  }

  search(query: readonly QueryTerm[], limit: number): PartitionSearch {
    const { terms, maxScore } = this.resolve(query)
    if (this.scores.length < this.docs.length) this.scores = new Float64Array(this.docs.length)
    const scores = this.scores
    const touched = this.touched
    touched.length = 0
    for (const term of terms) {
      if (term.termId < 0) continue
      const docs = this.postingDocs[term.termId]
      const weights = this.postingWeights[term.termId]
      for (let i = 0; i < docs.length; i++) {
        const local = docs[i]
        if (scores[local] === 0) touched.push(local)
        scores[local] += term.weight * weights[i]
      }
    }

    // Keep the best `limit` in a small sorted array: cheaper than sorting every touched document.
    const best: PartitionHit[] = []
    for (const local of touched) {
      const doc = this.docs[local]
      const score = scores[local] * this.tieBreak[doc]
      scores[local] = 0
      if (best.length === limit && score <= best[best.length - 1].score) continue
      let at = best.length
      while (at > 0 && best[at - 1].score < score) at--
      best.splice(at, 0, { doc, local, score })
      if (best.length > limit) best.pop()
    }
    return { language: this.language, hits: best, terms, maxScore }
  }

  /** Whether the document contains the term (postings are sorted by document). */
  contains(termId: number, local: number): boolean {
    const docs = this.postingDocs[termId]
    let low = 0
    let high = docs.length - 1
    while (low <= high) {
      const mid = (low + high) >> 1
      const value = docs[mid]
      if (value === local) return true
      if (value < local) low = mid + 1
      else high = mid - 1
    }
    return false
  }
}

export interface KnowledgeIndex {
  documents: KnowledgeDocument[]
  /** Entries with the same answer text form one group: paraphrases of one question reinforce each other. */
  groupOf: Int32Array
  partitions: Map<AssistantLanguage, LanguagePartition>
  options: IndexOptions
  /** The bot's glossary (glossary.ts); null or empty adds nothing. */
  glossary: Glossary | null
}

interface FieldTerms {
  termIds: number[]
  question: number[]
  answer: number[]
  tags: number[]
  lengths: [number, number, number]
}

export function normalizedAnswerKey(answer: string): string {
  return answer.toLowerCase().replace(/\s+/g, ' ').trim()
}

export function buildKnowledgeIndex(
  documents: readonly KnowledgeDocument[],
  analyze: Analyzer,
  options: IndexOptions = DEFAULT_INDEX_OPTIONS,
  glossary: Glossary | null = null,
): KnowledgeIndex {
  const docs = [...documents]
  const groupOf = new Int32Array(docs.length)
  const groups = new Map<string, number>()
  const tieBreak = new Float64Array(docs.length)
  const partitions = new Map<AssistantLanguage, LanguagePartition>()
  const fieldsOf = new Map<AssistantLanguage, FieldTerms[]>()

  docs.forEach((document, doc) => {
    const key = `${document.language}\u0000${normalizedAnswerKey(document.answer)}`
    let group = groups.get(key)
    if (group === undefined) {
      group = groups.size
      groups.set(key, group)
    }
    groupOf[doc] = group
    // Priority 1..10 only breaks ties between otherwise equal matches.
    tieBreak[doc] = 1 + 0.001 * (document.priority - 5)

    let partition = partitions.get(document.language)
    if (!partition) {
      partition = new LanguagePartition(document.language, tieBreak)
      partitions.set(document.language, partition)
      fieldsOf.set(document.language, [])
    }
    const members = partition.groupLocals.get(group)
    if (members) members.push(partition.docs.length)
    else partition.groupLocals.set(group, [partition.docs.length])
    partition.docs.push(doc)
    fieldsOf
      .get(document.language)
      ?.push(collectFields(partition, document, analyze, glossaryMatcherOf(glossary, document.language)))
  })

  for (const [language, partition] of partitions) {
    finishPartition(partition, fieldsOf.get(language) ?? [], options)
    partition.synonyms = synonymTableOf(language)
    partition.grams = new CharNgramChannel(
      partition.docs.map((doc) => docs[doc]),
      Int32Array.from(partition.docs, (doc) => groupOf[doc]),
    )
  }
  return { documents: docs, groupOf, partitions, options, glossary }
}

function collectFields(
  partition: LanguagePartition,
  document: KnowledgeDocument,
  analyze: Analyzer,
  glossary: GlossaryMatcher | null,
): FieldTerms {
  const counts = new Map<number, [number, number, number]>()
  const lengths: [number, number, number] = [0, 0, 0]
  const add = (term: string, weight: number, field: 0 | 1 | 2) => {
    let termId = partition.termIds.get(term)
    if (termId === undefined) {
      termId = partition.terms.length
      partition.termIds.set(term, termId)
      partition.terms.push(term)
    }
    let count = counts.get(termId)
    if (!count) {
      count = [0, 0, 0]
      counts.set(termId, count)
    }
    count[field] += weight
    lengths[field] += weight
  }
  // A glossary concept (glossary.ts) stands beside the words that are its terms; like a word pair,
  // it does not lengthen the field.
  const addConcepts = (terms: readonly AnalyzedTerm[], field: 0 | 1 | 2) => {
    if (!glossary) return
    for (const match of glossary.match(terms, { overlapping: true })) {
      add(match.term, match.weight, field)
      lengths[field] -= match.weight
    }
  }
  const question = analyze(document.question, document.language)
  for (const term of question) add(term.term, term.weight, 0)
  for (const pair of bigramsOf(question)) {
    add(pair, 1, 0)
    lengths[0] -= 1
  }
  addConcepts(question, 0)
  const answer = analyze(document.answer, document.language)
  for (const term of answer) add(term.term, term.weight, 1)
  addConcepts(answer, 1)
  if (document.tags.length > 0) {
    const tags = analyze(document.tags.join(' ').replace(/[-_]/g, ' '), document.language)
    for (const term of tags) add(term.term, term.weight, 2)
    addConcepts(tags, 2)
  }

  const fields: FieldTerms = { termIds: [], question: [], answer: [], tags: [], lengths }
  for (const [termId, [q, a, t]] of counts) {
    fields.termIds.push(termId)
    fields.question.push(q)
    fields.answer.push(a)
    fields.tags.push(t)
  }
  return fields
}

function finishPartition(partition: LanguagePartition, fields: FieldTerms[], options: IndexOptions) {
  const n = fields.length
  const termCount = partition.terms.length
  const df = new Int32Array(termCount)
  const totals = [0, 0, 0]
  for (const doc of fields) {
    for (const termId of doc.termIds) df[termId]++
    for (let f = 0; f < 3; f++) totals[f] += doc.lengths[f]
  }
  const average = totals.map((total) => Math.max(total / Math.max(n, 1), 1e-9))
  partition.idf = new Float64Array(termCount)
  for (let t = 0; t < termCount; t++) partition.idf[t] = Math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))

  partition.postingDocs = Array.from({ length: termCount }, (_, t) => new Int32Array(df[t]))
  partition.postingWeights = Array.from({ length: termCount }, (_, t) => new Float32Array(df[t]))
  const filled = new Int32Array(termCount)
  const { k1 } = options
  partition.reach = options.questionWeight + options.answerWeight
  const norm = (length: number, avg: number, b: number) => 1 - b + (b * length) / avg
  fields.forEach((doc, local) => {
    const qNorm = norm(doc.lengths[0], average[0], options.questionB)
    const aNorm = norm(doc.lengths[1], average[1], options.answerB)
    const tNorm = norm(doc.lengths[2], average[2], options.tagB)
    for (let i = 0; i < doc.termIds.length; i++) {
      const termId = doc.termIds[i]
      // Each field saturates on its own, then the fields add up with their boosts. (Pooling the
      // fields' frequencies first, as BM25F does, lets a matching question saturate the term so the
      // answer can no longer tell apart entries that share a question.)
      const weight =
        options.questionWeight * saturate(doc.question[i] / qNorm, k1) +
        options.answerWeight * saturate(doc.answer[i] / aNorm, k1) +
        options.tagWeight * saturate(doc.tags[i] / tNorm, k1)
      const slot = filled[termId]++
      partition.postingDocs[termId][slot] = local
      partition.postingWeights[termId][slot] = partition.idf[termId] * weight
    }
  })
  partition.fuzzy = new FuzzyVocabulary(partition.terms, partition.termIds)
}

function saturate(tf: number, k1: number): number {
  return tf > 0 ? (tf * (k1 + 1)) / (k1 + tf) : 0
}
