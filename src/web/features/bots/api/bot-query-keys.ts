/** Every bot query lives under ['bots']: invalidating that prefix refreshes the list, cards and config. */
export const botQueryKeys = {
  all: ['bots'] as const,
  list: ['bots', 'list'] as const,
  detail: (botId: string) => ['bots', 'detail', botId] as const,
}
