import type { ListDocumentsParams } from '#shared/schemas/files'

/** Every file-centre query lives under ['files']: an upload or review refreshes lists, details and counts at once. */
export const filesQueryKeys = {
  all: ['files'] as const,
  list: (query: ListDocumentsParams) => ['files', 'list', query] as const,
  detail: (id: string) => ['files', 'detail', id] as const,
  options: ['files', 'options'] as const,
  counts: (uploadedBy?: 'me') => ['files', 'counts', uploadedBy ?? 'scope'] as const,
}
