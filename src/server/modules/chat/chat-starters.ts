import type { AuthedContext } from '#server/app-env'
import { CHAT_STARTERS_MAX, type ChatStartersQuery, type ChatStartersResponse } from '#shared/schemas/chat'
import { getVisibleBotOr404 } from './chat.service.ts'
import { listStarterEntries } from './chat-starters.queries.ts'

/** Usage older than this no longer makes a question one of the most asked. */
const USAGE_WINDOW_MS = 90 * 24 * 60 * 60 * 1000
/** Fewer questions than this in the user's language are topped up with other languages. */
const ENOUGH_IN_LANGUAGE = 3

/**
 * Issue 35 item 2: the questions an empty conversation offers, from the bot's most asked approved
 * entries in the user's language. A bot the user may not use is 'Bot not found', as everywhere in
 * the chat.
 */
export async function listChatStarters(
  ctx: AuthedContext,
  botId: string,
  query: ChatStartersQuery,
): Promise<ChatStartersResponse> {
  const bot = await getVisibleBotOr404(ctx, botId)
  const rows = await listStarterEntries(ctx.db, {
    botId: bot.id,
    language: query.language ?? null,
    since: new Date(Date.now() - USAGE_WINDOW_MS),
    limit: CHAT_STARTERS_MAX,
  })
  const inLanguage = rows.filter((row) => row.inLanguage)
  const chosen = inLanguage.length >= ENOUGH_IN_LANGUAGE ? inLanguage : rows
  return {
    starters: chosen.map(({ entryId, question, languageCode }) => ({ entryId, question, languageCode })),
  }
}
