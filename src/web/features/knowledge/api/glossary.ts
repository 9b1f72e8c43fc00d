import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  GlossaryGroupInput,
  GlossaryGroupJson,
  GlossaryGroupUpdate,
  GlossaryListJson,
} from '#shared/schemas/glossary'
import { apiFetch } from '#web/lib/api-client.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** A bot's glossary (its id) or the global one (null). */
export type GlossaryScope = string | null

const basePath = (botId: GlossaryScope) =>
  botId === null ? '/api/knowledge/glossary' : `/api/bots/${encodeURIComponent(botId)}/glossary`

/** GET /api/bots/:botId/glossary or /api/knowledge/glossary: the groups, oldest first. */
export function listGlossary(botId: GlossaryScope): Promise<GlossaryListJson> {
  return apiFetch(basePath(botId))
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
  return input.id
    ? apiFetch(`${basePath(input.botId)}/${encodeURIComponent(input.id)}`, {
        method: 'PATCH',
        body: input.body,
      })
    : apiFetch(basePath(input.botId), { method: 'POST', body: input.body })
}

export function deleteGlossaryGroup(input: { botId: GlossaryScope; id: string }): Promise<{ id: string }> {
  return apiFetch(`${basePath(input.botId)}/${encodeURIComponent(input.id)}`, { method: 'DELETE' })
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
