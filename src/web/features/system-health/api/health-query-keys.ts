import type { LogQuery } from '#shared/schemas/system-health'

/** Every system-health query lives under ['system-health']: 'Run checks now' refreshes them at once. */
export const healthQueryKeys = {
  all: ['system-health'] as const,
  checks: ['system-health', 'checks'] as const,
  history: ['system-health', 'history'] as const,
  logs: (query: Partial<LogQuery>) => ['system-health', 'logs', query] as const,
}
