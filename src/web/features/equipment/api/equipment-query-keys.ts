import type { ListEquipmentQuery, ListSchedulesQuery } from '#shared/schemas/equipment'

/** Every equipment query lives under ['equipment']: a write invalidates the list, schedules and logs at once. */
export const equipmentQueryKeys = {
  all: ['equipment'] as const,
  list: (query: Partial<ListEquipmentQuery>) => ['equipment', 'list', query] as const,
  detail: (id: string) => ['equipment', 'detail', id] as const,
  schedules: (query: Partial<ListSchedulesQuery>) => ['equipment', 'schedules', query] as const,
  serviceLog: (limit: number) => ['equipment', 'service-log', limit] as const,
  dealerOptions: ['equipment', 'dealer-options'] as const,
}

/** Query string from the defined values only. */
export function toSearchParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}
