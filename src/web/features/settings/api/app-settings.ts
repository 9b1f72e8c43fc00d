import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AppSettings, UpdateAppSettingsInput } from '#shared/schemas/settings'
import { answer, api } from '#web/lib/api.ts'
import { authConfigQueryKey } from '#web/lib/session/get-auth-config.ts'

export const appSettingsQueryKey = ['app-settings'] as const

/** GET /api/settings (admin-level): the settings in force, stored or from the environment. */
export const appSettingsQueryOptions = () =>
  queryOptions({
    queryKey: appSettingsQueryKey,
    queryFn: (): Promise<AppSettings> => answer(api.settings.$get()),
  })

export function useAppSettings() {
  return useQuery(appSettingsQueryOptions())
}

/** PATCH /api/settings; the answer is the settings after the save, and the sign-in page's mode follows. */
export function useUpdateAppSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: UpdateAppSettingsInput): Promise<AppSettings> =>
      answer(api.settings.$patch({ json: patch })),
    onSuccess: (settings) => {
      queryClient.setQueryData(appSettingsQueryKey, settings)
      void queryClient.invalidateQueries({ queryKey: authConfigQueryKey })
    },
  })
}
