import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { realtimeConnection } from '#web/lib/realtime-connection.ts'
import { meQueryKey } from '#web/lib/session/get-me.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * Issue 32: when the server ends the live connection for good (close codes in
 * src/shared/realtime/close-codes.ts) the user is told why. A session that ended (signed out
 * elsewhere, revoked, deactivated) is asked for again, so the guarded flow sends the user to sign in.
 */
export function useRealtimeStopNotice() {
  const { t } = useTranslation('common')
  const queryClient = useQueryClient()

  useEffect(
    () =>
      realtimeConnection.onStop((reason) => {
        toast.error(t(`realtime.${reason}.title`), { description: t(`realtime.${reason}.description`) })
        if (reason === 'sessionEnded') void queryClient.invalidateQueries({ queryKey: meQueryKey })
      }),
    [queryClient, t],
  )
}
