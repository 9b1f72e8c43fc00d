import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '#web/features/bots/lib/download-file.ts'
import { answer, api } from '#web/lib/api.ts'

/** GET /api/bots/:botId/export, saved as a JSON file. */
export async function exportBot(botId: string): Promise<void> {
  const body = await answer(api.bots[':botId'].export.$get({ param: { botId } }))
  const name = body.bot.name.replace(/[^\w.-]+/g, '-').toLowerCase()
  downloadFile(`bot-${name}.json`, JSON.stringify(body, null, 2), 'application/json')
}

export function useExportBot() {
  return useMutation({ mutationFn: exportBot })
}
