import { useQueryClient } from '@tanstack/react-query'
import { CloudOffIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#web/lib/api-client.ts'
import {
  reportNetworkFailure,
  reportNetworkSuccess,
  startNetworkStatus,
  useIsOffline,
} from '#web/lib/network-status.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { toast } from '#web/lib/toast.ts'
import { listQueuedUploads, startUploadQueue, subscribeToUploadQueue } from '#web/lib/uploads/upload-queue.ts'

/** Watches every query: one that fails for want of a network means offline, one that succeeds means not. */
function useQueryNetworkReports() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return
        if (event.action.type === 'success') reportNetworkSuccess()
        if (
          event.action.type === 'error' &&
          isApiError(event.action.error) &&
          event.action.error.status === 0
        ) {
          reportNetworkFailure()
        }
      }),
    [queryClient],
  )
}

function useQueuedUploadCount() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return
    let alive = true
    const read = () =>
      void listQueuedUploads()
        .then((rows) => alive && setCount(rows.length))
        .catch(() => {})
    read()
    const stop = subscribeToUploadQueue(read)
    return () => {
      alive = false
      stop()
    }
  }, [])
  return count
}

/**
 * Sends the signed-in user's queued uploads at sign-in and when the connection returns, then
 * refreshes what they change (file lists, counts, the dashboard) and says what happened.
 */
function useUploadQueueSender() {
  const { t } = useTranslation('mobile')
  const queryClient = useQueryClient()
  const userId = useCurrentUser().user.id
  useEffect(
    () =>
      startUploadQueue(userId, (result) => {
        if (result.sent > 0) toast.success(t('offline.queueSent', { count: result.sent }))
        for (const refused of result.refused)
          toast.error(t('offline.queueRefused', { message: refused.message }))
        void queryClient.invalidateQueries()
      }),
    [queryClient, t, userId],
  )
}

/**
 * The 'offline' banner (issue 10): shown while the browser is offline or the server cannot be
 * reached; the page below keeps showing what was last loaded. Mounted once in the signed-in layout.
 */
export function OfflineBanner() {
  const { t } = useTranslation('mobile')
  useEffect(startNetworkStatus, [])
  useQueryNetworkReports()
  useUploadQueueSender()
  const offline = useIsOffline()
  const queued = useQueuedUploadCount()

  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {offline ? (
        <div
          data-testid="offline-banner"
          className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <CloudOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{t('offline.title')}</strong> {t('offline.description')}
            {queued > 0 ? ` ${t('offline.queued', { count: queued })}` : null}
          </p>
        </div>
      ) : null}
    </div>
  )
}
