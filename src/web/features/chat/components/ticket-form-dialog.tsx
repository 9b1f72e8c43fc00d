import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useCreateTicket } from '#web/features/chat/api/create-ticket.ts'
import { toast } from '#web/lib/toast.ts'
import { useActionKey } from '#web/lib/use-action-key.ts'

type TicketFormDialogProps = {
  sessionId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
}

/**
 * The dialog of CreateTicketDialog (create-ticket-dialog.tsx), loaded when first opened: title and
 * description, both non-blank after trimming (spec §5).
 */
export function TicketFormDialog({
  sessionId,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: TicketFormDialogProps) {
  const { t } = useTranslation('chat')
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const createTicket = useCreateTicket()
  const action = useActionKey()
  const valid = title.trim().length > 0 && description.trim().length > 0

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('ticket.title')}</DialogTitle>
          <DialogDescription>{t('ticket.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!valid) return
            createTicket.mutate(
              {
                sessionId,
                input: { title: title.trim(), description: description.trim() },
                idempotencyKey: action.key,
              },
              {
                onSuccess: () => {
                  action.renew()
                  toast.success(t('ticket.success'))
                  setOpen(false)
                  setTitle('')
                  setDescription('')
                },
                // The dialog stays open with what the user typed.
                onError: () => toast.error(t('ticket.failed')),
              },
            )
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="ticket-title">{t('ticket.fieldTitle')}</Label>
            <Input
              id="ticket-title"
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="ticket-description">{t('ticket.fieldDescription')}</Label>
            <Textarea
              id="ticket-description"
              rows={5}
              value={description}
              maxLength={5000}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!valid || createTicket.isPending}>
              {createTicket.isPending ? t('ticket.submitting') : t('ticket.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
