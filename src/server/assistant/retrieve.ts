import type { AnalyzedTerm } from './analysis/analyze.ts'
import { type GlossaryMatcher, glossaryMatcherOf } from './glossary.ts'
import {
  type Analyzer,
  bigramsOf,
  type KnowledgeIndex,
  type LanguagePartition,
  type PartitionSearch,
  type QueryTerm,
  type ResolvedTerm,
} from './knowledge-index.ts'
import type { AssistantLanguage } from './language/languages.ts'
import type { KnowledgeDocument } from './types.ts'

/** How many entries take part in voting and in the confidence features. */
export const CANDIDATE_LIMIT = 10
/** Word pairs add a little for word order; they never make a match on their own. */
export const BIGRAM_WEIGHT = 0.5
/**
 * Nearest-neighbour voting: entries sharing one answer are paraphrases of one question, so each
 * further one among the candidates adds this share of its score to the group's best.
 */
export const GROUP_VOTE_SHARE = 0.3

/**
 * Synonym channel (synonyms.ts): each content word of the question also looks for the entries' words
 * that the thesaurus gives as its synonyms, at this share of its weight divided by the square root of
 * how many of them the entries use (a word with many synonyms spreads its evidence thinner). Measured
 * on the development sets (docs/assistant.md, fourth session): 0.2 gave faq-en +2 and faq-sv +1
 * queries with calibration and escalation unchanged; 0.3 or more raised the calibration error.
 */
export const SYNONYM_WEIGHT = 0.2

/**
 * Fusion with the character n-gram channel (char-ngrams.ts): each channel is divided by its best
 * value among the candidates, then they add up with these weights (the word channel weighs 1).
 * Measured on the development sets, judged on their average: entries alone and groups alone help
 * less than both.
 */
export const ENTRY_GRAM_WEIGHT = 1
export const GROUP_GRAM_WEIGHT = 0.75

export interface RetrievalOptions {
  bigramWeight: number
  /** Weight of a synonym of a question word (synonyms.ts) relative to the word; 0 turns them off. */
  synonymWeight: number
  groupVoteShare: number
  entryGramWeight: number
  groupGramWeight: number
}
export const DEFAULT_RETRIEVAL_OPTIONS: RetrievalOptions = {
  bigramWeight: BIGRAM_WEIGHT,
  synonymWeight: SYNONYM_WEIGHT,
  groupVoteShare: GROUP_VOTE_SHARE,
  entryGramWeight: ENTRY_GRAM_WEIGHT,
  groupGramWeight: GROUP_GRAM_WEIGHT,
}

export interface RetrievalCandidate {
  doc: number
  entry: KnowledgeDocument
  /**
   * The group's ranking score: its best entry plus the votes of its other entries, over the best
   * group's, plus the weighted n-gram similarities (each over the best candidate's).
   */
  score: number
  /** The best entry's own score. */
  entryScore: number
}

/** The signals the confidence model reads (see confidence.ts and docs/assistant.md). */
export interface RetrievalFeatures {
  /** Best entry's score over the best score any entry could reach for these words (0..1). */
  normalizedScore: number
  /** (best group - second group) / best group (0..1). */
  margin: number
  /** Share of the question's words (by IDF) found in the best entry (0..1). */
  coverage: number
  /** Share of the candidates' total score held by the best group (0..1). */
  agreement: number
  /** Number of content words in the question. */
  wordCount: number
  /**
   * The best entry's raw score in units of one rare word matched in question and answer: absolute
   * evidence, where normalizedScore is relative. Out-of-scope questions match little of either.
   */
  evidence: number
  /**
   * What the question asks that the best entry lacks: the IDF mass of the question's content words
   * found in none of the best group's entries (questions, answers, tags of all its paraphrases), over
   * the question's total, names and codes (Klarna, MG1) counting NAME_WEIGHT times (0..1).
   */
  missing: number
  /** The rarest such absent word's IDF over the IDF of a word no entry has (0..1). */
  missingRarest: number
  /** Entries in the searched language: IDF and every score are less reliable over few entries. */
  entries: number
  /**
   * How many of the question's names and codes (NAME_WEIGHT) no entry of the best group contains:
   * what the question is about is not in the entry (see confidence.ts, the small-bot adjustment).
   */
  absentNames: number
}

export interface PartitionRetrieval {
  language: AssistantLanguage
  candidates: RetrievalCandidate[]
  features: RetrievalFeatures
  /** The best score an entry could reach for the question's words; scales scores to 0..1. */
  maxScore: number
}

export const EMPTY_FEATURES: RetrievalFeatures = {
  normalizedScore: 0,
  margin: 0,
  coverage: 0,
  agreement: 0,
  wordCount: 0,
  evidence: 0,
  missing: 0,
  missingRarest: 0,
  entries: 0,
  absentNames: 0,
}

export function queryTermsOf(
  message: string,
  language: AssistantLanguage,
  analyze: Analyzer,
  bigramWeight = BIGRAM_WEIGHT,
): QueryTerm[] {
  return queryTermsFrom(analyze(message, language), bigramWeight)
}

/** The query of an analysed message: its terms in order (one per analysed term), then its word pairs. */
function queryTermsFrom(analyzed: readonly AnalyzedTerm[], bigramWeight: number): QueryTerm[] {
  const terms: QueryTerm[] = analyzed.map((term) => ({ term: term.term, weight: term.weight, bigram: false }))
  if (bigramWeight > 0)
    for (const pair of bigramsOf(analyzed)) terms.push({ term: pair, weight: bigramWeight, bigram: true })
  return terms
}

/**
 * The glossary on the question's side (glossary.ts): the words that are a term of a group become the
 * group's concept term, at their weight, so an entry that says the thing in other words (DPF for
 * partikkelfilteret) holds the question's word. A compound with a term as a part (dieselpartikkelfilter)
 * keeps its word and adds the concept at a part's weight. Only concepts the partition's entries hold
 * are used: for any other the question stays as written, as without a glossary. Word pairs keep the
 * words as written (they are evidence of word order for entries that use the same words). A concept
 * that stands for a name or a code of the question is one too (NAME_WEIGHT).
 */
export function applyGlossary(
  query: readonly QueryTerm[],
  analyzed: readonly AnalyzedTerm[],
  glossary: GlossaryMatcher,
  partition: LanguagePartition,
  names: Set<string>,
): QueryTerm[] {
  const matches = glossary.match(analyzed).filter((match) => partition.termIds.has(match.term))
  if (matches.length === 0) return [...query]
  const replaced = new Set<number>()
  const concepts: QueryTerm[] = []
  for (const match of matches) {
    for (const position of match.positions) {
      replaced.add(position)
      if (names.has(analyzed[position]!.term)) names.add(match.term)
    }
    concepts.push({ term: match.term, weight: match.weight, bigram: false })
  }
  // The first analyzed.length query terms are the analysed terms, in order (queryTermsFrom).
  return [...query.filter((_, i) => i >= analyzed.length || !replaced.has(i)), ...concepts]
}

/** Searches the entries of one language with the message analysed as that language. */
export function retrieveInLanguage(
  index: KnowledgeIndex,
  message: string,
  language: AssistantLanguage,
  analyze: Analyzer,
  options: RetrievalOptions = DEFAULT_RETRIEVAL_OPTIONS,
): PartitionRetrieval | null {
  const partition = index.partitions.get(language)
  if (!partition || partition.size === 0) return null
  const analyzed = analyze(message, language)
  let query = queryTermsFrom(analyzed, options.bigramWeight)
  const names = nameTermsOf(message, language, analyze)
  const glossary = glossaryMatcherOf(index.glossary, language)
  if (glossary) query = applyGlossary(query, analyzed, glossary, partition, names)
  if (options.synonymWeight > 0 && partition.synonyms.size > 0)
    addSynonyms(query, partition, options.synonymWeight)
  const search = partition.search(query, CANDIDATE_LIMIT)
  // Content words as the question has them (stop words and compound parts weigh less than 1), before
  // typo correction: a corrected stop word is still a stop word.
  const content = new Set(
    query.filter((term) => !term.bigram && !term.expansion && term.weight >= 1).map((term) => term.term),
  )
  return rankAndDescribe(index, partition, search, options, message, { content, names })
}

/**
 * At most this many synonyms per word, the rarest in the entries: it bounds the extra postings a
 * query reads in a large index (common synonyms have the longest lists and the least weight); 3, 6
 * or all gave the same figures on the development sets.
 */
export const SYNONYMS_PER_WORD = 4

/** The synonyms the partition's entries use that the question does not, rarest first, at most SYNONYMS_PER_WORD. */
function rarestUsed(synonyms: readonly string[], present: ReadonlySet<string>, partition: LanguagePartition) {
  const used: { term: string; idf: number }[] = []
  for (const synonym of synonyms) {
    const termId = partition.termIds.get(synonym)
    if (termId !== undefined && !present.has(synonym))
      used.push({ term: synonym, idf: partition.idf[termId] })
  }
  if (used.length > SYNONYMS_PER_WORD) used.sort((a, b) => b.idf - a.idf).length = SYNONYMS_PER_WORD
  return used.map((synonym) => synonym.term)
}

/**
 * Adds the synonyms the partition's entries use of the question's content words, as expansion terms:
 * they score entries but are not words of the question (see QueryTerm.expansion). A synonym of two
 * words keeps the larger weight; a word the question already has is not added again.
 */
export function addSynonyms(query: QueryTerm[], partition: LanguagePartition, weight: number): void {
  const present = new Set(query.map((term) => term.term))
  const added = new Map<string, number>()
  for (const term of query) {
    if (term.bigram || term.weight < 1) continue
    const synonyms = partition.synonyms.get(term.term)
    if (!synonyms) continue
    const used = rarestUsed(synonyms, present, partition)
    if (used.length === 0) continue
    const each = (weight * term.weight) / Math.sqrt(used.length)
    for (const synonym of used) added.set(synonym, Math.max(added.get(synonym) ?? 0, each))
  }
  for (const [term, termWeight] of added)
    query.push({ term, weight: termWeight, bigram: false, expansion: true })
}

function rankAndDescribe(
  index: KnowledgeIndex,
  partition: LanguagePartition,
  search: PartitionSearch,
  options: RetrievalOptions,
  message: string,
  asked: AskedWords,
): PartitionRetrieval {
  const byGroup = new Map<number, RetrievalCandidate>()
  // The same question stored twice is one example, not two votes.
  const voted = new Set<string>()
  for (const hit of search.hits) {
    const group = index.groupOf[hit.doc]
    const seen = byGroup.get(group)
    const example = `${group}\u0000${index.documents[hit.doc].question.trim().toLowerCase()}`
    if (voted.has(example)) continue
    voted.add(example)
    if (seen) seen.score += options.groupVoteShare * hit.score
    else
      byGroup.set(group, {
        doc: hit.doc,
        entry: index.documents[hit.doc],
        score: hit.score,
        entryScore: hit.score,
      })
  }
  fuseCharNgrams(index, partition, search, byGroup, options, message)
  const candidates = [...byGroup.values()].sort((a, b) => b.score - a.score)
  const words = search.terms.filter((term) => !term.bigram && !term.expansion)
  const wordCount = new Set(words.map((term) => term.correctionOf ?? term.term)).size
  const best = candidates[0]
  if (!best || search.maxScore <= 0)
    return {
      language: partition.language,
      candidates,
      features: {
        ...EMPTY_FEATURES,
        wordCount,
        missing: 1,
        missingRarest: 1,
        entries: partition.size,
        absentNames: asked.names.size,
      },
      maxScore: search.maxScore,
    }

  const bestHit = search.hits.find((hit) => hit.doc === best.doc)
  let matched = 0
  let total = 0
  const seenWords = new Set<string>()
  for (const term of words) {
    const word = term.correctionOf ?? term.term
    if (!term.correctionOf || !seenWords.has(word)) {
      seenWords.add(word)
      total += term.correctionOf ? term.weight * partition.unknownIdf() : term.weight * term.idf
    }
    if (bestHit && term.termId >= 0 && partition.contains(term.termId, bestHit.local))
      matched += term.weight * term.idf
  }
  const absent = missingWords(index, partition, words, best.doc, asked)
  const second = candidates[1]?.score ?? 0
  const sum = candidates.reduce((acc, candidate) => acc + candidate.score, 0)
  return {
    language: partition.language,
    candidates,
    features: {
      normalizedScore: Math.min(1, best.entryScore / search.maxScore),
      margin: (best.score - second) / best.score,
      coverage: total > 0 ? Math.min(1, matched / total) : 0,
      agreement: sum > 0 ? best.score / sum : 0,
      wordCount,
      evidence: best.entryScore / (partition.reach * partition.unknownIdf()),
      missing: absent.missing,
      missingRarest: absent.rarest,
      entries: partition.size,
      absentNames: absent.names,
    },
    maxScore: search.maxScore,
  }
}

/**
 * A name or a code in the question (a capitalised word inside a sentence, a word of letters and
 * digits) is what the question is about: an entry without it answers another question ("pay with
 * Klarna" against "where are my invoices"), so its absence weighs this many ordinary words.
 */
export const NAME_WEIGHT = 3

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu

interface AskedWords {
  /** The question's content words (analysed terms of weight 1). */
  content: ReadonlySet<string>
  /** Those that are names or codes (nameTermsOf). */
  names: ReadonlySet<string>
}

/** The analysed terms of the question's names and codes (see NAME_WEIGHT). */
export function nameTermsOf(message: string, language: AssistantLanguage, analyze: Analyzer): Set<string> {
  const names = new Set<string>()
  for (const sentence of message.split(/[.!?:;\n]+/)) {
    let first = true
    for (const [word] of sentence.matchAll(WORD)) {
      const code = /\p{N}/u.test(word) && /\p{L}/u.test(word)
      // The first word of a sentence is capitalised by grammar, not because it is a name.
      const name = !first && /^\p{Lu}/u.test(word)
      first = false
      if (code || name) for (const term of analyze(word, language)) if (term.weight >= 1) names.add(term.term)
    }
  }
  return names
}

/**
 * The question's content words that no entry of the best group contains (a typo counts as present
 * when one of its corrections is): their IDF share of the question (names and codes weighted), and
 * the rarest one's IDF relative to a word no entry has.
 */
function missingWords(
  index: KnowledgeIndex,
  partition: LanguagePartition,
  words: readonly ResolvedTerm[],
  bestDoc: number,
  asked: AskedWords,
): { missing: number; rarest: number; names: number } {
  const members = partition.groupLocals.get(index.groupOf[bestDoc]) ?? []
  const byWord = new Map<string, { idf: number; present: boolean; weight: number }>()
  for (const term of words) {
    const word = term.correctionOf ?? term.term
    if (!asked.content.has(word)) continue
    let seen = byWord.get(word)
    if (!seen) {
      const idf = term.correctionOf || term.termId < 0 ? partition.unknownIdf() : term.idf
      seen = { idf, present: false, weight: asked.names.has(word) ? NAME_WEIGHT : 1 }
      byWord.set(word, seen)
    }
    if (!seen.present && term.termId >= 0)
      seen.present = members.some((local) => partition.contains(term.termId, local))
  }
  let total = 0
  let absent = 0
  let rarest = 0
  let names = 0
  for (const { idf, present, weight } of byWord.values()) {
    total += weight * idf
    if (present) continue
    absent += weight * idf
    rarest = Math.max(rarest, idf)
    if (weight > 1) names++
  }
  return {
    missing: total > 0 ? absent / total : 0,
    rarest: rarest / partition.unknownIdf(),
    names,
  }
}

/** Adds the n-gram channel to the word channel's group scores (both scaled to their best candidate). */
function fuseCharNgrams(
  index: KnowledgeIndex,
  partition: LanguagePartition,
  search: PartitionSearch,
  byGroup: Map<number, RetrievalCandidate>,
  options: RetrievalOptions,
  message: string,
): void {
  let bestWord = 0
  for (const candidate of byGroup.values()) bestWord = Math.max(bestWord, candidate.score)
  if (bestWord <= 0) return
  for (const candidate of byGroup.values()) candidate.score /= bestWord
  if (!partition.grams || (options.entryGramWeight <= 0 && options.groupGramWeight <= 0)) return

  const gram = partition.grams.score(
    message,
    search.hits.map((hit) => hit.local),
  )
  // A group's entry similarity is its closest entry among the hits; its group similarity is shared.
  const entrySimilarity = new Map<number, number>()
  const groupSimilarity = new Map<number, number>()
  let bestEntry = 0
  let bestGroup = 0
  search.hits.forEach((hit, i) => {
    const group = index.groupOf[hit.doc]
    if (!byGroup.has(group)) return
    entrySimilarity.set(group, Math.max(entrySimilarity.get(group) ?? 0, gram.entries[i]))
    groupSimilarity.set(group, gram.groups[i])
    bestEntry = Math.max(bestEntry, gram.entries[i])
    bestGroup = Math.max(bestGroup, gram.groups[i])
  })
  for (const [group, candidate] of byGroup) {
    if (bestEntry > 0)
      candidate.score += (options.entryGramWeight * (entrySimilarity.get(group) ?? 0)) / bestEntry
    if (bestGroup > 0)
      candidate.score += (options.groupGramWeight * (groupSimilarity.get(group) ?? 0)) / bestGroup
  }
}
