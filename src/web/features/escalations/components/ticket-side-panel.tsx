import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission } from '#shared/auth/permissions'
import { TICKET_STATUS_TRANSITIONS, type TicketDetailJson } from '#shared/schemas/escalations'
import { URGENCY_VALUES, type Urgency } from '#shared/schemas/notifications'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useDeskOptions, useTicketAction } from '#web/features/escalations/api/escalations-api.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { toast } from '#web/lib/toast.ts'
import { MergeTicketDialog } from './merge-ticket-dialog.tsx'

/** The knowledge page opens this entry's edit dialog (features do not import each other). */
const knowledgeEntryLink = (entryId: string) => `/knowledge?entry=${entryId}`

/** Assignment, status, priority, resolution and the knowledge draft of one ticket. */
export function TicketSidePanel({ ticket }: { ticket: TicketDetailJson }) {
  const { t } = useTranslation('escalations')
  const { user, roles } = useCurrentUser()
  const navigate = useNavigate()
  // Issue 36 item 2: whoever can edit knowledge goes straight to the drafted entry's edit dialog.
  const canEditKnowledge = hasPermission(roles, 'BOT_MANAGEMENT')
  const options = useDeskOptions()
  const action = useTicketAction(ticket.id)
  const [resolution, setResolution] = useState('')
  // Issue 35 item 3: the note reaches the user only when the agent says so.
  const [shareWithUser, setShareWithUser] = useState(false)
  const run = (
    input: Parameters<typeof action.mutate>[0],
    success: string,
    after?: (body: { entryId?: string }) => void,
  ) =>
    action.mutate(input, {
      onSuccess: (body) => {
        toast.success(success)
        after?.(body)
      },
      onError: (error) => toast.error(error.message || t('actions.failed')),
    })
  const finished = ticket.status === 'resolved' || ticket.status === 'closed'
  // A reopened ticket keeps its note, but only a resolved or closed one can be drafted (the server agrees).
  const canDraft = Boolean(ticket.knowledgeGap && ticket.resolution && ticket.bot && finished)

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('actions.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ticket-assignee">{t('actions.assignee')}</Label>
            <NativeSelect
              id="ticket-assignee"
              value={ticket.assignee?.id ?? ''}
              disabled={action.isPending}
              onChange={(event) =>
                run({ kind: 'assign', assigneeId: event.target.value || null }, t('actions.assigned'))
              }
            >
              <option value="">{t('list.unassigned')}</option>
              {(options.data?.people ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
            {ticket.assignee?.id !== user.id && (
              <Button
                variant="outline"
                size="sm"
                disabled={action.isPending}
                onClick={() => run({ kind: 'assign', assigneeId: user.id }, t('actions.assigned'))}
              >
                {t('actions.assignToMe')}
              </Button>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ticket-status">{t('list.status')}</Label>
            <NativeSelect
              id="ticket-status"
              value={ticket.status}
              disabled={action.isPending}
              onChange={(event) =>
                run(
                  { kind: 'update', values: { status: event.target.value as TicketDetailJson['status'] } },
                  t('actions.statusChanged'),
                )
              }
            >
              <option value={ticket.status}>{t(`status.${ticket.status}`)}</option>
              {TICKET_STATUS_TRANSITIONS[ticket.status].map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ticket-priority">{t('list.priority')}</Label>
            <NativeSelect
              id="ticket-priority"
              value={ticket.priority}
              disabled={action.isPending}
              onChange={(event) =>
                run(
                  { kind: 'update', values: { priority: event.target.value as Urgency } },
                  t('actions.priorityChanged'),
                )
              }
            >
              {URGENCY_VALUES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`priority.${priority}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {!finished && ticket.raisedBy ? <MergeTicketDialog ticket={ticket} /> : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('resolve.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {ticket.resolution && (
            <div className="flex flex-col gap-1">
              <p className="rounded-md bg-emerald-50 p-3 text-sm whitespace-pre-wrap dark:bg-emerald-900/30">
                {ticket.resolution}
              </p>
              <p className="text-xs text-muted-foreground">
                {ticket.resolutionShared ? t('resolve.shared') : t('resolve.notShared')}
              </p>
            </div>
          )}
          {!finished && (
            <form
              className="flex flex-col gap-2"
              onSubmit={(event) => {
                event.preventDefault()
                if (!resolution.trim()) return
                run(
                  { kind: 'resolve', resolution: resolution.trim(), shareWithUser },
                  t('resolve.done'),
                  () => {
                    setResolution('')
                    setShareWithUser(false)
                  },
                )
              }}
            >
              <Label htmlFor="ticket-resolution">{t('resolve.note')}</Label>
              <Textarea
                id="ticket-resolution"
                value={resolution}
                onChange={(event) => setResolution(event.target.value)}
                placeholder={t('resolve.placeholder')}
              />
              <div className="flex items-start gap-2">
                <input
                  id="ticket-resolution-share"
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  checked={shareWithUser}
                  onChange={(event) => setShareWithUser(event.target.checked)}
                />
                <Label htmlFor="ticket-resolution-share" className="font-normal leading-snug">
                  {t('resolve.share')}
                </Label>
              </div>
              <Button type="submit" disabled={!resolution.trim() || action.isPending}>
                {t('resolve.submit')}
              </Button>
            </form>
          )}
          {ticket.knowledgeEntryId && canEditKnowledge ? (
            <Button variant="outline" asChild>
              <Link to={knowledgeEntryLink(ticket.knowledgeEntryId)}>{t('resolve.openEntry')}</Link>
            </Button>
          ) : (
            (canDraft || ticket.knowledgeEntryId) && (
              <Button
                variant="outline"
                disabled={Boolean(ticket.knowledgeEntryId) || action.isPending}
                onClick={() =>
                  run({ kind: 'knowledge-entry' }, t('resolve.drafted'), ({ entryId }) => {
                    if (entryId && canEditKnowledge) void navigate(knowledgeEntryLink(entryId))
                  })
                }
              >
                {ticket.knowledgeEntryId ? t('resolve.alreadyDrafted') : t('resolve.draftEntry')}
              </Button>
            )
          )}
        </CardContent>
      </Card>
    </div>
  )
}
