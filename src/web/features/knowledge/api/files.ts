import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { KnowledgeFileJson } from '#shared/schemas/knowledge'
import { apiFetch } from '#web/lib/api-client.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

type FileResource = KnowledgeFileJson & { bot_id: string | null; created_at: string }

/** GET /api/knowledge/files: active file resources (a bot's own plus the shared ones), newest first. */
export function listFiles(botId?: string): Promise<{ files: FileResource[] }> {
  return apiFetch(`/api/knowledge/files${botId ? `?bot_id=${encodeURIComponent(botId)}` : ''}`)
}

export const filesQueryOptions = (botId?: string) =>
  queryOptions({ queryKey: ['knowledge', 'files', botId ?? null], queryFn: () => listFiles(botId) })

export function useFiles(botId?: string, enabled = true) {
  return useQuery({ ...filesQueryOptions(botId), enabled })
}

/** POST /api/knowledge/files: the file as the body; its type is checked by content on the server. */
export function uploadFile({ botId, file }: { botId?: string; file: File }): Promise<FileResource> {
  const query = new URLSearchParams({ file_name: file.name, ...(botId ? { bot_id: botId } : {}) })
  return apiFetch(`/api/knowledge/files?${query}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'application/octet-stream' },
  })
}

/** DELETE /api/knowledge/files/:id: the stored file is removed, the record kept inactive (spec §4). */
export function deleteFile(id: string) {
  return apiFetch(`/api/knowledge/files/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useUploadFile() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: uploadFile, onSuccess: () => invalidateKnowledge(queryClient) })
}

export function useDeleteFile() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteFile, onSuccess: () => invalidateKnowledge(queryClient) })
}
