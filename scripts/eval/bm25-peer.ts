import type { EvalEntry } from './eval-sets.ts'

/**
 * The peer of ../shared/eval/README.md: plain BM25 (k1 1.2, b 0.75), lowercase word tokens, no
 * stemming, question and answer as one field, top-1. Its raw score is returned; the evaluation
 * normalises it to 0..1 by the highest score seen on the same knowledge base (a monotone map, so
 * the escalation figure matches the README's 91.5 %).
 */
const K1 = 1.2
const B = 0.75

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []

export interface PeerResult {
  key: string | null
  score: number
  /** The best score any entry could reach for these words (each word at full saturation). */
  reachable: number
}

export function createBm25Peer(kb: readonly EvalEntry[]) {
  const docs = kb.map((entry) => {
    const words = tokens(`${entry.question} ${entry.answer}`)
    const tf = new Map<string, number>()
    for (const word of words) tf.set(word, (tf.get(word) ?? 0) + 1)
    return { key: entry.key, tf, length: words.length }
  })
  const df = new Map<string, number>()
  for (const doc of docs) for (const word of doc.tf.keys()) df.set(word, (df.get(word) ?? 0) + 1)
  const n = docs.length
  const avg = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, n)
  const idf = (word: string) => {
    const d = df.get(word) ?? 0
    return Math.log(1 + (n - d + 0.5) / (d + 0.5))
  }

  const scoreOf = (doc: (typeof docs)[number], words: readonly string[]) => {
    let score = 0
    for (const word of words) {
      const f = doc.tf.get(word)
      if (!f) continue
      score += (idf(word) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / avg))
    }
    return score
  }

  return {
    query(text: string): PeerResult {
      const words = tokens(text)
      const reachable = words.reduce((sum, word) => sum + idf(word) * (K1 + 1), 0)
      let bestKey: string | null = null
      let best = 0
      for (const doc of docs) {
        const score = scoreOf(doc, words)
        if (score > best) {
          best = score
          bestKey = doc.key
        }
      }
      return { key: bestKey, score: best, reachable }
    },
    /** Keys of the entries that match at all, best first (ties in knowledge-base order). */
    ranked(text: string): string[] {
      const words = tokens(text)
      return docs
        .map((doc, i) => ({ key: doc.key, score: scoreOf(doc, words), i }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || a.i - b.i)
        .map((hit) => hit.key)
    },
  }
}
