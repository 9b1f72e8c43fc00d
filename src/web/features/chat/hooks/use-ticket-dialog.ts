import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/lib/toast.ts'

/**
 * The state of the chat's 'Need Help? Create Ticket' dialog (spec §2.7), which opens from a button
 * or a menu item: without a session the action says 'No active session' (spec §8) instead, and the
 * focus stays on (or, after the dialog, goes back to) what opened it (issue 35).
 */
export function useTicketDialog(sessionId: string | null) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  const openedBy = useRef<HTMLElement | null>(null)
  const request = (from: HTMLElement | null) => {
    openedBy.current = from
    if (sessionId) {
      setOpen(true)
      return
    }
    toast.error(t('ticket.noSession'))
    from?.focus()
  }
  return { open, setOpen, request, openedBy: () => openedBy.current }
}
