import { MergeIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { TicketDetailJson } from '#shared/schemas/escalations'
import { TicketStatusBadge } from '#web/components/data/ticket-badges.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useTicketAction, useTicketList } from '#web/features/escalations/api/escalations-api.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'

/** The raiser's other tickets still being worked on: only those may take this one in. */
function MergeTargets({
  ticket,
  chosen,
  onChoose,
}: {
  ticket: TicketDetailJson
  chosen: string
  onChoose: (id: string) => void
}) {
  const { t } = useTranslation('escalations')
  const format = useFormatters()
  // The desk's search matches the raiser's e-mail; the rest is narrowed here.
  // Only tickets still being worked on (waiting ones too) can take a merge: the open queue.
  const list = useTicketList({ queue: 'all_open', search: ticket.raisedBy?.email ?? '', limit: 100 })
  const targets = (list.data?.tickets ?? []).filter(
    (other) => other.id !== ticket.id && other.raisedBy?.id === ticket.raisedBy?.id,
  )
  if (list.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    )
  if (targets.length === 0) return <p className="text-sm text-muted-foreground">{t('merge.none')}</p>
  return (
    <fieldset className="flex max-h-80 flex-col gap-2 overflow-y-auto">
      <legend className="sr-only">{t('merge.choose')}</legend>
      {targets.map((target) => (
        <label
          key={target.id}
          className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/40"
        >
          <input
            type="radio"
            name="merge-target"
            className="mt-1"
            value={target.id}
            checked={chosen === target.id}
            onChange={() => onChoose(target.id)}
          />
          <span className="flex min-w-0 flex-col gap-1">
            <span className="font-medium break-words">{target.title}</span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <TicketStatusBadge status={target.status} />
              {t('merge.occurrences', { count: target.occurrences })} · {format.dateTime(target.createdAt)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Issue 36 item 1: merge this ticket into another of the same user's open ones. Its notes and
 * occurrences move there and it is closed; the desk then shows the ticket that stayed.
 */
export function MergeTicketDialog({ ticket }: { ticket: TicketDetailJson }) {
  const { t } = useTranslation('escalations')
  const navigate = useNavigate()
  const action = useTicketAction(ticket.id)
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState('')

  const merge = () =>
    action.mutate(
      { kind: 'merge', intoId: chosen },
      {
        onSuccess: (body) => {
          toast.success(t('merge.done'))
          setOpen(false)
          void navigate(`/escalations/${body.ticket.id}`)
        },
        onError: (error) => toast.error(error.message || t('actions.failed')),
      },
    )

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setChosen('')
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MergeIcon aria-hidden="true" />
          {t('merge.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('merge.title')}</DialogTitle>
          <DialogDescription>{t('merge.description')}</DialogDescription>
        </DialogHeader>
        {open ? <MergeTargets ticket={ticket} chosen={chosen} onChoose={setChosen} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('merge.cancel')}
          </Button>
          <Button onClick={merge} disabled={!chosen || action.isPending}>
            {t('merge.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
