import type { Database } from '#server/db/client'
import type { Logger } from '#server/lib/logger'
import { Glossary } from './glossary.ts'
import { type Analyzer, buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.ts'
import { knowledgeFingerprint, loadAnswerableEntries, loadGlossary } from './knowledge-source.ts'

/**
 * Per-bot indexes, built lazily from the database and replaced whole when knowledge changes:
 * a request never sees a half-built index (a build is a promise that resolves to a finished one),
 * and after knowledgeChanged() returns, every new request gets an index built from data read after
 * the change. Concurrent requests for a cold bot share one build.
 *
 * The glossary (global and the bot's) is part of the index: a glossary change invalidates like an
 * entry change, and the fingerprint covers it.
 *
 * Changes made through another app instance are noticed by a fingerprint check (entry and glossary
 * group counts and latest updates) at most every FRESHNESS_CHECK_MS per bot.
 */
export const FRESHNESS_CHECK_MS = 2_000

interface CachedIndex {
  generation: number
  fingerprint: string
  checkedAt: number
  index: Promise<KnowledgeIndex>
}

export interface IndexRegistry {
  get(botId: string): Promise<KnowledgeIndex>
  /** A bot's entries changed; null means global entries changed (every bot is affected). */
  invalidate(botId: string | null): void
  size(): number
}

export function createIndexRegistry(options: {
  db: Database
  logger: Logger
  analyze: Analyzer
  now?: () => number
}): IndexRegistry {
  const { db, logger, analyze } = options
  const now = options.now ?? Date.now
  const cache = new Map<string, CachedIndex>()
  const botGenerations = new Map<string, number>()
  let globalGeneration = 0
  const generationOf = (botId: string) => globalGeneration + (botGenerations.get(botId) ?? 0)

  function build(botId: string, generation: number): CachedIndex {
    const cached: CachedIndex = {
      generation,
      fingerprint: '',
      checkedAt: now(),
      index: Promise.resolve(null as never),
    }
    cached.index = (async () => {
      const started = performance.now()
      // The fingerprint is read before the entries: a change landing between the two reads makes
      // the next check see a newer fingerprint and rebuild, never the other way round.
      const fingerprint = await knowledgeFingerprint(db, botId)
      const documents = await loadAnswerableEntries(db, botId)
      const glossary = new Glossary(await loadGlossary(db, botId), analyze)
      const built = buildKnowledgeIndex(documents, analyze, undefined, glossary)
      cached.fingerprint = fingerprint
      logger.debug(
        {
          botId,
          entries: documents.length,
          glossaryGroups: glossary.groups.length,
          ms: Math.round(performance.now() - started),
        },
        'assistant index built',
      )
      return built
    })()
    cached.index.catch(() => {
      if (cache.get(botId) === cached) cache.delete(botId)
    })
    cache.set(botId, cached)
    return cached
  }

  return {
    async get(botId) {
      const generation = generationOf(botId)
      const cached = cache.get(botId)
      if (!cached || cached.generation !== generation) return build(botId, generation).index
      if (now() - cached.checkedAt >= FRESHNESS_CHECK_MS && cached.fingerprint) {
        cached.checkedAt = now()
        const fingerprint = await knowledgeFingerprint(db, botId)
        if (fingerprint !== cached.fingerprint && cache.get(botId) === cached)
          return build(botId, generationOf(botId)).index
      }
      return cache.get(botId)?.index ?? cached.index
    },
    invalidate(botId) {
      if (botId === null) {
        globalGeneration++
        cache.clear()
      } else {
        botGenerations.set(botId, (botGenerations.get(botId) ?? 0) + 1)
        cache.delete(botId)
      }
    },
    size: () => cache.size,
  }
}
