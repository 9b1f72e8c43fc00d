import type { ListDocumentsParams } from '#shared/schemas/files'

/** Every file-centre query lives under ['files']: an upload or review refreshes lists, details and counts at once. */
export const filesQueryKeys = {
  all: ['files'] as const,
  list: (query: ListDocumentsParams) => ['files', 'list', query] as const,
  detail: (id: string) => ['files', 'detail', id] as const,
  options: ['files', 'options'] as const,
  counts: (uploadedBy?: 'me') => ['files', 'counts', uploadedBy ?? 'scope'] as const,
}

/** Query string from the defined, non-empty values only. */
export function toSearchParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}
