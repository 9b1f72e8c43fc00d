import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  DeskOptionsJson,
  TicketDetailJson,
  TicketListJson,
  TicketStatus,
} from '#shared/schemas/escalations'
import type { Urgency } from '#shared/schemas/notifications'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { escalationQueryKeys, type TicketFilter } from './escalation-query-keys.ts'

/** GET /api/escalations: one page of a queue, due first, with counts per status and per queue. */
export function useTicketList(filter: TicketFilter) {
  return useQuery({
    queryKey: escalationQueryKeys.list(filter),
    queryFn: (): Promise<TicketListJson> => answer(api.escalations.$get({ query: searchParamsOf(filter) })),
    placeholderData: keepPreviousData,
  })
}

export function useDeskOptions() {
  return useQuery({
    queryKey: escalationQueryKeys.options(),
    queryFn: (): Promise<DeskOptionsJson> => answer(api.escalations.options.$get()),
    staleTime: 60_000,
  })
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: escalationQueryKeys.detail(id),
    queryFn: () =>
      answer(api.escalations[':id'].$get({ param: { id } })).then((body): TicketDetailJson => body.ticket),
  })
}

type TicketAction =
  | { kind: 'update'; values: { status?: TicketStatus; priority?: Urgency } }
  | { kind: 'assign'; assigneeId: string | null }
  | { kind: 'note'; body: string }
  | { kind: 'reply'; channel: 'chat' | 'email'; content: string; waitForUser: boolean }
  | { kind: 'resolve'; resolution: string; shareWithUser: boolean }
  | { kind: 'merge'; intoId: string }
  | { kind: 'knowledge-entry' }

function send(id: string, action: TicketAction): Promise<{ ticket: TicketDetailJson; entryId?: string }> {
  const ticket = api.escalations[':id']
  const param = { id }
  switch (action.kind) {
    case 'update':
      return answer(ticket.$patch({ param, json: action.values }))
    case 'assign':
      return answer(ticket.assign.$post({ param, json: { assigneeId: action.assigneeId } }))
    case 'note':
      return answer(ticket.notes.$post({ param, json: { body: action.body } }))
    case 'reply':
      return answer(
        ticket.replies.$post({
          param,
          json: { channel: action.channel, content: action.content, waitForUser: action.waitForUser },
        }),
      )
    case 'resolve':
      return answer(
        ticket.resolve.$post({
          param,
          json: { resolution: action.resolution, shareWithUser: action.shareWithUser },
        }),
      )
    case 'merge':
      return answer(ticket.merge.$post({ param, json: { intoId: action.intoId } }))
    case 'knowledge-entry':
      return answer(ticket['knowledge-entry'].$post({ param }))
  }
}

/** Every change on the ticket page: the answer is the new ticket, put straight into the cache. */
export function useTicketAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: TicketAction) => send(id, action),
    onSuccess: (body) => {
      // A merge answers with the ticket merged into; the merged one changed too.
      queryClient.setQueryData(escalationQueryKeys.detail(body.ticket.id), body.ticket)
      if (body.ticket.id !== id)
        void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.lists() })
    },
  })
}
