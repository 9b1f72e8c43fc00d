import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { notificationQueryKeys } from '#web/features/notifications/api/notifications-api.ts'
import { notificationKindText, notificationText } from '#web/lib/notifications/notification-text.ts'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * Spec §7: a new notification refreshes the bell and shows an info toast. Issue 35 item 4: the toast
 * reads as a sentence in the UI language, with type and urgency in words ('Escalation resolved ·
 * medium priority'), not spec §7's '{type} - {urgency} priority' codes. After every (re)connect
 * ('hello') the list is refetched, since notifications may have arrived while the socket was down.
 */
export function useNotificationsRealtime() {
  const queryClient = useQueryClient()
  const { t } = useTranslation('notifications')

  useEffect(
    () =>
      realtimeConnection.listen((event) => {
        if (event.type === 'hello') {
          void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() })
        } else if (event.type === 'notification.created') {
          void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() })
          toast.info(notificationText(t, event), { description: notificationKindText(t, event) })
        }
      }),
    [queryClient, t],
  )
}
