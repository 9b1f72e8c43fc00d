import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  DeletedKnowledgeItem,
  KnowledgeTagJson,
  KnowledgeTagListResponse,
} from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** GET /api/knowledge/tags: every tag with its entry count, by name. */
export function listTags(): Promise<KnowledgeTagListResponse> {
  return answer(api.knowledge.tags.$get())
}

export const tagsQueryOptions = () => queryOptions({ queryKey: knowledgeQueryKeys.tags, queryFn: listTags })

export function useTags() {
  return useQuery(tagsQueryOptions())
}

/** POST /api/knowledge/tags, PATCH and DELETE /api/knowledge/tags/:id. */
export function saveTag(input: { id?: string; name: string; color: string }): Promise<KnowledgeTagJson> {
  const { id, ...body } = input
  return id
    ? answer(api.knowledge.tags[':id'].$patch({ param: { id }, json: body }))
    : answer(api.knowledge.tags.$post({ json: body }))
}

export function deleteTag(id: string): Promise<DeletedKnowledgeItem> {
  return answer(api.knowledge.tags[':id'].$delete({ param: { id } }))
}

export function useSaveTag() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveTag, onSuccess: () => invalidateKnowledge(queryClient) })
}

export function useDeleteTag() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteTag, onSuccess: () => invalidateKnowledge(queryClient) })
}
