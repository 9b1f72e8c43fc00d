import { queryOptions, useQuery } from '@tanstack/react-query'
import type { KnowledgeEntryDetailJson } from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** GET /api/knowledge/entries/:id: the entry, its history and the conversations it answered. */
export function getEntry(id: string): Promise<KnowledgeEntryDetailJson> {
  return answer(api.knowledge.entries[':id'].$get({ param: { id } }))
}

export const entryQueryOptions = (id: string) =>
  queryOptions({ queryKey: knowledgeQueryKeys.entry(id), queryFn: () => getEntry(id) })

export function useEntry(id: string | null) {
  return useQuery({ ...entryQueryOptions(id ?? ''), enabled: id !== null })
}
