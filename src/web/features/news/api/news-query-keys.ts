/** Every news query lives under ['news']: invalidating that prefix refreshes the widget, badge and lists. */
export const newsQueryKeys = {
  all: ['news'] as const,
  latest: (limit: number) => ['news', 'latest', limit] as const,
  unreadCount: ['news', 'unread-count'] as const,
  list: (params: object) => ['news', 'list', params] as const,
  article: (id: string) => ['news', 'article', id] as const,
  manageList: (params: object) => ['news', 'manage', 'list', params] as const,
  managed: (id: string) => ['news', 'manage', 'article', id] as const,
  stats: (id: string) => ['news', 'manage', 'stats', id] as const,
  dealerOptions: ['news', 'manage', 'dealer-options'] as const,
}
