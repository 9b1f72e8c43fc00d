import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  DeskOptionsJson,
  ListTicketsQuery,
  TicketDetailJson,
  TicketListJson,
  TicketStatus,
} from '#shared/schemas/escalations'
import type { Urgency } from '#shared/schemas/notifications'
import { apiFetch } from '#web/lib/api-client.ts'

export type TicketFilter = Partial<Omit<ListTicketsQuery, 'limit' | 'offset'>> & {
  limit?: number
  offset?: number
}

export const escalationQueryKeys = {
  all: ['escalations'] as const,
  lists: () => [...escalationQueryKeys.all, 'list'] as const,
  list: (filter: TicketFilter) => [...escalationQueryKeys.lists(), filter] as const,
  detail: (id: string) => [...escalationQueryKeys.all, 'detail', id] as const,
  options: () => [...escalationQueryKeys.all, 'options'] as const,
}

function searchParams(filter: TicketFilter): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/escalations: one page of tickets, newest first, with counts per status. */
export function useTicketList(filter: TicketFilter) {
  return useQuery({
    queryKey: escalationQueryKeys.list(filter),
    queryFn: () => apiFetch<TicketListJson>(`/api/escalations${searchParams(filter)}`),
    placeholderData: keepPreviousData,
  })
}

export function useDeskOptions() {
  return useQuery({
    queryKey: escalationQueryKeys.options(),
    queryFn: () => apiFetch<DeskOptionsJson>('/api/escalations/options'),
    staleTime: 60_000,
  })
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: escalationQueryKeys.detail(id),
    queryFn: () =>
      apiFetch<{ ticket: TicketDetailJson }>(`/api/escalations/${encodeURIComponent(id)}`).then(
        (body) => body.ticket,
      ),
  })
}

type TicketAction =
  | { kind: 'update'; values: { status?: TicketStatus; priority?: Urgency } }
  | { kind: 'assign'; assigneeId: string | null }
  | { kind: 'note'; body: string }
  | { kind: 'reply'; channel: 'chat' | 'email'; content: string }
  | { kind: 'resolve'; resolution: string }
  | { kind: 'knowledge-entry' }

function send(id: string, action: TicketAction) {
  const base = `/api/escalations/${encodeURIComponent(id)}`
  switch (action.kind) {
    case 'update':
      return apiFetch<{ ticket: TicketDetailJson }>(base, { method: 'PATCH', body: action.values })
    case 'assign':
      return apiFetch<{ ticket: TicketDetailJson }>(`${base}/assign`, {
        method: 'POST',
        body: { assigneeId: action.assigneeId },
      })
    case 'note':
      return apiFetch<{ ticket: TicketDetailJson }>(`${base}/notes`, {
        method: 'POST',
        body: { body: action.body },
      })
    case 'reply':
      return apiFetch<{ ticket: TicketDetailJson }>(`${base}/replies`, {
        method: 'POST',
        body: { channel: action.channel, content: action.content },
      })
    case 'resolve':
      return apiFetch<{ ticket: TicketDetailJson }>(`${base}/resolve`, {
        method: 'POST',
        body: { resolution: action.resolution },
      })
    case 'knowledge-entry':
      return apiFetch<{ ticket: TicketDetailJson; entryId: string }>(`${base}/knowledge-entry`, {
        method: 'POST',
      })
  }
}

/** Every change on the ticket page: the answer is the new ticket, put straight into the cache. */
export function useTicketAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: TicketAction) => send(id, action),
    onSuccess: (body) => {
      queryClient.setQueryData(escalationQueryKeys.detail(id), body.ticket)
      void queryClient.invalidateQueries({ queryKey: escalationQueryKeys.lists() })
    },
  })
}
