import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { KnowledgeFileListResponse, KnowledgeFileResourceJson } from '#shared/schemas/knowledge'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** GET /api/knowledge/files: active file resources (a bot's own plus the shared ones), newest first. */
export function listFiles(botId?: string): Promise<KnowledgeFileListResponse> {
  return answer(api.knowledge.files.$get({ query: searchParamsOf({ bot_id: botId }) }))
}

export const filesQueryOptions = (botId?: string) =>
  queryOptions({ queryKey: ['knowledge', 'files', botId ?? null], queryFn: () => listFiles(botId) })

export function useFiles(botId?: string, enabled = true) {
  return useQuery({ ...filesQueryOptions(botId), enabled })
}

/** POST /api/knowledge/files: the file as the body; its type is checked by content on the server. */
export function uploadFile({
  botId,
  file,
}: {
  botId?: string
  file: File
}): Promise<KnowledgeFileResourceJson> {
  // The file itself is the body (hc sends JSON or forms only, so it goes as the request's own body).
  return answer(
    api.knowledge.files.$post(
      { query: { file_name: file.name, ...searchParamsOf({ bot_id: botId }) } },
      { init: { body: file }, headers: { 'Content-Type': 'application/octet-stream' } },
    ),
  )
}

/** DELETE /api/knowledge/files/:id: the stored file is removed, the record kept inactive (spec §4). */
export function deleteFile(id: string) {
  return answer(api.knowledge.files[':id'].$delete({ param: { id } }))
}

export function useUploadFile() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: uploadFile, onSuccess: () => invalidateKnowledge(queryClient) })
}

export function useDeleteFile() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteFile, onSuccess: () => invalidateKnowledge(queryClient) })
}
