import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  KnowledgeImportFormat,
  KnowledgeImportPreviewJson,
  KnowledgeImportResult,
} from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

type ImportText = {
  botId: string
  format: KnowledgeImportFormat
  data: string
  /** Take the valid rows and report the others (issue 36); otherwise all or nothing. */
  skip_invalid?: boolean
}

/** POST /api/bots/:botId/knowledge/import/preview: the server's parser checks the text and shows 5 entries and the rows it would leave out. */
export function previewImport({ botId, ...body }: ImportText): Promise<KnowledgeImportPreviewJson> {
  return answer(api.bots[':botId'].knowledge.import.preview.$post({ param: { botId }, json: body }))
}

/** POST /api/bots/:botId/knowledge/import: the real import through the engine's route. */
export function importKnowledge({ botId, ...body }: ImportText): Promise<KnowledgeImportResult> {
  return answer(api.bots[':botId'].knowledge.import.$post({ param: { botId }, json: body }))
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport })
}

export function useImportKnowledge() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: importKnowledge, onSuccess: () => invalidateKnowledge(queryClient) })
}
