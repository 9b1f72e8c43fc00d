import { Suspense } from 'react'
import { lazyPart } from '#web/lib/lazy-part.ts'
import { returnFocusTo } from '#web/lib/return-focus.ts'
import { useOpenedOnce } from '#web/lib/use-opened-once.ts'

/** Issue 12: the dialog's code (Radix's dialog, the focus trap) loads when it first opens. */
const { Part: TicketFormDialog, preload } = lazyPart(() =>
  import('./ticket-form-dialog.tsx').then((module) => module.TicketFormDialog),
)

/** Starts loading the dialog's code on a sign of intent (pointer or focus on what opens it). */
export const preloadTicketFormDialog = preload

/**
 * Spec §2.7 'Need Help? Create Ticket' for a conversation. It opens from a button or, on phones, a
 * menu item, not from a Dialog.Trigger, so closing it gives the focus back to `openedBy` (issue 35).
 */
export function CreateTicketDialog({
  sessionId,
  open,
  onOpenChange,
  openedBy,
}: {
  sessionId: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
  openedBy: () => HTMLElement | null
}) {
  const opened = useOpenedOnce(open)
  if (!opened || !sessionId) return null
  return (
    <Suspense fallback={null}>
      <TicketFormDialog
        sessionId={sessionId}
        open={open}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={returnFocusTo(openedBy)}
      />
    </Suspense>
  )
}
