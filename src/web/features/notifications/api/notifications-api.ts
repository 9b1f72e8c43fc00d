import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  NotificationListJson,
  NotificationPreferencesJson,
  NotificationResponse,
  NotificationType,
} from '#shared/schemas/notifications'
import { answer, api } from '#web/lib/api.ts'

export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationQueryKeys.all, 'list'] as const,
  preferences: () => [...notificationQueryKeys.all, 'preferences'] as const,
}

export const notificationListQueryOptions = () =>
  queryOptions({
    queryKey: notificationQueryKeys.list(),
    queryFn: (): Promise<NotificationListJson> => answer(api.notifications.$get()),
  })

/** Spec §7: the latest 20, newest first, with the unread count. */
export function useNotifications() {
  return useQuery(notificationListQueryOptions())
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string): Promise<NotificationResponse> =>
      answer(api.notifications[':id'].read.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() }),
  })
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => answer(api.notifications['read-all'].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() }),
  })
}

export function useNotificationPreferences(enabled: boolean) {
  return useQuery({
    queryKey: notificationQueryKeys.preferences(),
    queryFn: (): Promise<NotificationPreferencesJson> => answer(api.notifications.preferences.$get()),
    enabled,
  })
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (emailTypes: NotificationType[]): Promise<NotificationPreferencesJson> =>
      answer(api.notifications.preferences.$put({ json: { emailTypes } })),
    onSuccess: (data) => queryClient.setQueryData(notificationQueryKeys.preferences(), data),
  })
}
