import { knowledgeEntriesQueryKey } from '#web/lib/knowledge/knowledge-entries-query-key.ts'

/** Every knowledge query lives under ['knowledge']; a change invalidates the prefix (and bot counts). */
export const knowledgeQueryKeys = {
  all: ['knowledge'] as const,
  entries: knowledgeEntriesQueryKey,
  entry: (id: string) => ['knowledge', 'entry', id] as const,
  tags: ['knowledge', 'tags'] as const,
  suggestions: (botId: string) => ['knowledge', 'suggestions', botId] as const,
  /** A bot's glossary, or the global one (null). */
  glossary: (botId: string | null) => ['knowledge', 'glossary', botId ?? 'global'] as const,
}

/** The bots' knowledge counts (the /bots cards) change with their entries. */
export const BOT_QUERY_PREFIX = ['bots'] as const
