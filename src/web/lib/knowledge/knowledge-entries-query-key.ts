import type { KnowledgeEntryListQuery } from '#shared/schemas/knowledge'

/** GET /api/knowledge/entries's key: under the knowledge's ['knowledge'] keys, which a change invalidates. */
export const knowledgeEntriesQueryKey = (query: KnowledgeEntryListQuery) =>
  ['knowledge', 'entries', query] as const
