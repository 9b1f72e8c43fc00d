import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  NotificationJson,
  NotificationListJson,
  NotificationPreferencesJson,
  NotificationType,
} from '#shared/schemas/notifications'
import { apiFetch } from '#web/lib/api-client.ts'

export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationQueryKeys.all, 'list'] as const,
  preferences: () => [...notificationQueryKeys.all, 'preferences'] as const,
}

export const notificationListQueryOptions = () =>
  queryOptions({
    queryKey: notificationQueryKeys.list(),
    queryFn: () => apiFetch<NotificationListJson>('/api/notifications'),
  })

/** Spec §7: the latest 20, newest first, with the unread count. */
export function useNotifications() {
  return useQuery(notificationListQueryOptions())
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ notification: NotificationJson }>(`/api/notifications/${encodeURIComponent(id)}/read`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() }),
  })
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<{ updated: number }>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() }),
  })
}

export function useNotificationPreferences(enabled: boolean) {
  return useQuery({
    queryKey: notificationQueryKeys.preferences(),
    queryFn: () => apiFetch<NotificationPreferencesJson>('/api/notifications/preferences'),
    enabled,
  })
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (emailTypes: NotificationType[]) =>
      apiFetch<NotificationPreferencesJson>('/api/notifications/preferences', {
        method: 'PUT',
        body: { emailTypes },
      }),
    onSuccess: (data) => queryClient.setQueryData(notificationQueryKeys.preferences(), data),
  })
}
