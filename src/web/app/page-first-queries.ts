import type { LoaderFunction, Params } from 'react-router'
import { hasContentAccess, isSupportLevel } from '#shared/auth/permissions'
import type { RouteModule } from '#shared/routes/route-table'
import { chatSessionsQueryOptions } from '#web/features/chat/api/list-chat-sessions.ts'
import { actionItemsQueryOptions } from '#web/features/dashboard/api/action-items.ts'
import { unreadNewsCountQueryOptions } from '#web/features/news/api/get-unread-news-count.ts'
import { latestNewsQueryOptions } from '#web/features/news/api/list-latest-news.ts'
import { notificationListQueryOptions } from '#web/features/notifications/api/notifications-api.ts'
import { chatBotsQueryOptions } from '#web/lib/chat/list-chat-bots.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { type Me, meQueryKey } from '#web/lib/session/get-me.ts'

type FirstQueries = (me: Me, params: Params) => void

/**
 * Issue 34: the queries a page's first screen shows, asked for by its route the moment it is opened,
 * beside its code (and, on a first load, beside the shell's), not once its code has arrived, run and
 * rendered a skeleton: that was one more round trip before the page's content, and the content then
 * pushed the page down when it came. The same roles decide as in the page, so no request is refused.
 */
const FIRST_QUERIES: Partial<Record<RouteModule, FirstQueries>> = {
  // The top bar's bell, on every signed-in page.
  'protected-layout': () => void queryClient.prefetchQuery(notificationListQueryOptions()),
  dashboard: (me) => {
    if (!hasContentAccess(me.roles)) return
    // Read again on every visit (a review or a reply may have come in), as the card itself did.
    void queryClient.prefetchQuery({ ...actionItemsQueryOptions(), staleTime: 0 })
    void queryClient.prefetchQuery(latestNewsQueryOptions())
    void queryClient.prefetchQuery(unreadNewsCountQueryOptions())
  },
  chat: (me, { botId }) => {
    void queryClient.prefetchQuery(chatBotsQueryOptions())
    if (!botId) return
    void queryClient.prefetchQuery(chatSessionsQueryOptions(botId, 'mine'))
    if (isSupportLevel(me.roles)) void queryClient.prefetchQuery(chatSessionsQueryOptions(botId, 'escalated'))
  },
}

/**
 * The loader of a page route whose first screen shows queries: starts them for the signed-in user
 * (whose session the root route's loader has put in the cache) and never waits for them.
 */
export function firstQueriesLoader(module: RouteModule): LoaderFunction | undefined {
  const askFor = FIRST_QUERIES[module]
  if (!askFor) return undefined
  return ({ params }) => {
    const me = queryClient.getQueryData<Me | null>(meQueryKey)
    if (me) askFor(me, params)
    return null
  }
}
