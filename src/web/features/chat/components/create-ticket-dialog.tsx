import { LifeBuoyIcon } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { lazyPart } from '#web/lib/lazy-part.ts'
import { toast } from '#web/lib/toast.ts'
import { useOpenedOnce } from '#web/lib/use-opened-once.ts'

/** Issue 12: the dialog's code (Radix's dialog, the focus trap) loads when it first opens. */
const { Part: TicketFormDialog, preload: preloadTicketFormDialog } = lazyPart(() =>
  import('./ticket-form-dialog.tsx').then((module) => module.TicketFormDialog),
)

/**
 * Spec §2.7 'Need Help? Create Ticket': without a session the action says 'No active session'
 * (spec §8); with one it opens the ticket form.
 */
export function CreateTicketDialog({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onPointerEnter={preloadTicketFormDialog}
        onFocus={preloadTicketFormDialog}
        onClick={() => {
          if (!sessionId) {
            toast.error(t('ticket.noSession'))
            return
          }
          setOpen(true)
        }}
      >
        <LifeBuoyIcon aria-hidden="true" />
        {t('ticket.open')}
      </Button>
      {opened && sessionId ? (
        <Suspense fallback={null}>
          <TicketFormDialog sessionId={sessionId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
