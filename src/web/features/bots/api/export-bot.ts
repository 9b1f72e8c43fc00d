import { useMutation } from '@tanstack/react-query'
import type { BotExportJson } from '#shared/schemas/bots'
import { downloadFile } from '#web/features/bots/lib/download-file.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** GET /api/bots/:botId/export, saved as a JSON file. */
export async function exportBot(botId: string): Promise<void> {
  const body = await apiFetch<BotExportJson>(`/api/bots/${encodeURIComponent(botId)}/export`)
  const name = body.bot.name.replace(/[^\w.-]+/g, '-').toLowerCase()
  downloadFile(`bot-${name}.json`, JSON.stringify(body, null, 2), 'application/json')
}

export function useExportBot() {
  return useMutation({ mutationFn: exportBot })
}
