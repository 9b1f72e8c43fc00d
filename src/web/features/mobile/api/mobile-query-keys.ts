/** Every mobile query lives under ['mobile']. */
export const mobileQueryKeys = {
  all: ['mobile'] as const,
  summary: ['mobile', 'summary'] as const,
  tickets: ['mobile', 'tickets'] as const,
}
