/** Every news query lives under ['news']: invalidating that prefix refreshes the widget, badge and lists. */
export const newsQueryKeys = {
  all: ['news'] as const,
  latest: (limit: number) => ['news', 'latest', limit] as const,
  unreadCount: ['news', 'unread-count'] as const,
}
