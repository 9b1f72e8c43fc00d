import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  GlossaryGroupInput,
  GlossaryGroupJson,
  GlossaryGroupUpdate,
  GlossaryListJson,
} from '#shared/schemas/glossary'
import type { DeletedKnowledgeItem } from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** A bot's glossary (its id) or the global one (null). */
export type GlossaryScope = string | null

/** GET /api/bots/:botId/glossary or /api/knowledge/glossary: the groups, oldest first. */
export function listGlossary(botId: GlossaryScope): Promise<GlossaryListJson> {
  return botId === null
    ? answer(api.knowledge.glossary.$get())
    : answer(api.bots[':botId'].glossary.$get({ param: { botId } }))
}

export const glossaryQueryOptions = (botId: GlossaryScope) =>
  queryOptions({ queryKey: knowledgeQueryKeys.glossary(botId), queryFn: () => listGlossary(botId) })

export function useGlossary(botId: GlossaryScope, enabled = true) {
  return useQuery({ ...glossaryQueryOptions(botId), enabled })
}

/** POST a new group, or PATCH an existing one with the version the edit started from. */
export function saveGlossaryGroup(
  input:
    | { botId: GlossaryScope; id?: undefined; body: GlossaryGroupInput }
    | { botId: GlossaryScope; id: string; body: GlossaryGroupUpdate },
): Promise<GlossaryGroupJson> {
  const { botId } = input
  if (input.id === undefined) {
    return botId === null
      ? answer(api.knowledge.glossary.$post({ json: input.body }))
      : answer(api.bots[':botId'].glossary.$post({ param: { botId }, json: input.body }))
  }
  return botId === null
    ? answer(api.knowledge.glossary[':id'].$patch({ param: { id: input.id }, json: input.body }))
    : answer(
        api.bots[':botId'].glossary[':groupId'].$patch({
          param: { botId, groupId: input.id },
          json: input.body,
        }),
      )
}

export function deleteGlossaryGroup(input: {
  botId: GlossaryScope
  id: string
}): Promise<DeletedKnowledgeItem> {
  const { botId, id } = input
  return botId === null
    ? answer(api.knowledge.glossary[':id'].$delete({ param: { id } }))
    : answer(api.bots[':botId'].glossary[':groupId'].$delete({ param: { botId, groupId: id } }))
}

// A change affects that glossary's list only; answers are not cached on the client.
export function useSaveGlossaryGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveGlossaryGroup,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.glossary(input.botId) }),
  })
}

export function useDeleteGlossaryGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGlossaryGroup,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.glossary(input.botId) }),
  })
}
