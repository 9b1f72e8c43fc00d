import { forEachGram } from './char-ngrams.ts'
import type { Analyzer, KnowledgeIndex } from './knowledge-index.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { retrieveInLanguage } from './retrieve.ts'
import type { KnowledgeDocument } from './types.ts'

/**
 * The same answer in another language (issue 33 item 6: "the entry in the user's language wins when
 * one exists"). Entries carry no link to their translations, so a translation is recognised by its
 * text: two entries are the same answer in two languages when each is the other's most similar
 * entry in its language (mutual nearest neighbours, the usual rule for aligning translations) and
 * they are similar at all.
 *
 * Similarity is the cosine of the character 3- and 4-grams (char-ngrams.ts) of question and answer
 * together, raw counts: translations between Nordic languages share most word roots (faktura /
 * fakturor, kalibreres / kalibreras), and every pair shares its numbers and names (30 dagers / 30
 * dagars, OptiFiles, DPF, 13,0 V). On the seeded demo entries the mutual rule pairs every Nordic
 * translation and finds no false pair; English with a Nordic language it pairs most but not all
 * (cosines 0.11-0.40), which is safe: a missed pair keeps the answer in the other language with its
 * label, a wrong pair would show another answer.
 *
 * Only entries retrieval finds are compared, so this costs two searches, not a scan of the bot's
 * knowledge: the forward side looks among the given candidates (the close candidates of the
 * question in the user's language) and the entries a search for the entry's own question finds in
 * that language; the reverse side among the entries a search for the candidate's question finds in
 * the entry's language.
 */

/** Below this no two entries are taken for translations of each other, however mutual. */
export const SAME_ANSWER_MIN_SIMILARITY = 0.1

type GramCounts = Map<number, number>

// Entries are immutable objects of an index: their grams can be kept as long as the entry lives.
const gramCache = new WeakMap<KnowledgeDocument, { counts: GramCounts; norm: number }>()

function gramsOf(entry: KnowledgeDocument) {
  let cached = gramCache.get(entry)
  if (!cached) {
    const counts: GramCounts = new Map()
    forEachGram(`${entry.question}\n${entry.answer}`, (hash) => counts.set(hash, (counts.get(hash) ?? 0) + 1))
    let sum = 0
    for (const count of counts.values()) sum += count * count
    cached = { counts, norm: Math.sqrt(sum) }
    gramCache.set(entry, cached)
  }
  return cached
}

/** Cosine of the two entries' character n-grams (question and answer), 0..1. */
export function entrySimilarity(a: KnowledgeDocument, b: KnowledgeDocument): number {
  const x = gramsOf(a)
  const y = gramsOf(b)
  if (x.norm === 0 || y.norm === 0) return 0
  const [small, large] = x.counts.size <= y.counts.size ? [x.counts, y.counts] : [y.counts, x.counts]
  let dot = 0
  for (const [hash, count] of small) {
    const other = large.get(hash)
    if (other) dot += count * other
  }
  return dot / (x.norm * y.norm)
}

function mostSimilar(to: KnowledgeDocument, pool: Iterable<KnowledgeDocument>) {
  let best: KnowledgeDocument | null = null
  let bestSimilarity = -1
  for (const entry of pool) {
    const similarity = entrySimilarity(to, entry)
    if (similarity > bestSimilarity) {
      best = entry
      bestSimilarity = similarity
    }
  }
  return best ? { entry: best, similarity: bestSimilarity } : null
}

/** What a translation shares with its entry: the words of both question and answer. */
const textOf = (entry: KnowledgeDocument) => `${entry.question}\n${entry.answer}`

function found(
  index: KnowledgeIndex,
  text: string,
  language: AssistantLanguage,
  analyze: Analyzer,
): KnowledgeDocument[] {
  return (
    retrieveInLanguage(index, text, language, analyze)?.candidates.map((candidate) => candidate.entry) ?? []
  )
}

/**
 * The entry in `language` that gives the same answer as `entry`, or null. `candidates` are the
 * entries already found for the user's question in that language (others are ignored).
 */
export function sameAnswerIn(
  index: KnowledgeIndex,
  entry: KnowledgeDocument,
  language: AssistantLanguage,
  candidates: readonly KnowledgeDocument[],
  analyze: Analyzer,
): KnowledgeDocument | null {
  if (entry.language === language) return entry
  const pool = new Map<string, KnowledgeDocument>()
  for (const candidate of [...candidates, ...found(index, textOf(entry), language, analyze)])
    if (candidate.language === language) pool.set(candidate.id, candidate)
  const forward = mostSimilar(entry, pool.values())
  if (!forward || forward.similarity < SAME_ANSWER_MIN_SIMILARITY) return null
  const back = new Map<string, KnowledgeDocument>([[entry.id, entry]])
  for (const other of found(index, textOf(forward.entry), entry.language, analyze))
    if (other.language === entry.language) back.set(other.id, other)
  const reverse = mostSimilar(forward.entry, back.values())
  return reverse?.entry.id === entry.id ? forward.entry : null
}
