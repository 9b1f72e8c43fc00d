import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { isSupportLevel } from '#shared/auth/permissions'
import { ACTIVE_SESSION_WINDOW_MS } from '#shared/constants/chat'
import type { ContentLanguage } from '#shared/constants/content-languages'
import { chatSessionTopic } from '#shared/realtime/topics'
import type {
  ChatBotJson,
  ChatBotsResponse,
  ChatMessageListResponse,
  ChatSessionJson,
  ChatSessionResponse,
  ChatSessionsResponse,
  CreateChatSessionInput,
  ListChatSessionsQuery,
  UpdateChatSessionInput,
} from '#shared/schemas/chat'
import { pickTranslation } from '#shared/translations/pick-translation'
import {
  botVisibleTo,
  canSeeSources,
  isForDealerUse,
  isUuid,
  preparedBotVisibleTo,
  preparedSessionReadableBy,
  sessionReadableBy,
} from './chat-access.ts'
import { type BotRow, findVisibleBot, listVisibleBots } from './chat-bots.queries.ts'
import { publishMessageStatus, publishSessionChanged } from './chat-events.ts'
import { toSessionJson } from './chat-json.ts'
import { listReadableMessages } from './chat-message-list.queries.ts'
import { markSideRead, upsertTyping } from './chat-messages.queries.ts'
import {
  countActiveSessions,
  findReadableSession,
  insertSession,
  listSessions,
  updateSession,
} from './chat-sessions.queries.ts'

/** How many conversations the history list shows. */
const SESSION_LIST_LIMIT = 50

/** Name and description in the reader's language when the bot has them translated (issue 35 item 5). */
function toBotJson(bot: BotRow, conversationCount: number, reader: ContentLanguage | null): ChatBotJson {
  const shown = pickTranslation(
    {
      original: { name: bot.name, description: bot.description },
      language: bot.language,
      translations: bot.translations,
    },
    reader,
  )
  return {
    id: bot.id,
    ...shown.fields,
    shownLanguage: shown.shownLanguage,
    isFallback: shown.isFallback,
    purpose: bot.purpose,
    type: bot.type,
    avatarUrl: bot.avatarUrl,
    forDealerUse: isForDealerUse(bot.requiredRoles),
    conversationCount,
    updatedAt: bot.updatedAt.toISOString(),
  }
}

/** Spec §2.7 and §6: the assistants this user may use, with the /chat-bots counts. */
export async function listChatBots(ctx: AuthedContext): Promise<ChatBotsResponse> {
  const [rows, activeNow] = await Promise.all([
    listVisibleBots(ctx.db, { visible: botVisibleTo(ctx.actor), userId: ctx.actor.userId }),
    countActiveSessions(ctx.db, {
      userId: ctx.actor.userId,
      since: new Date(Date.now() - ACTIVE_SESSION_WINDOW_MS),
    }),
  ])
  const bots = rows
    .map((row) => toBotJson(row.bot, row.conversationCount, ctx.readerLanguage))
    // By the names the reader sees, as the query orders the originals.
    .sort((a, b) => a.name.localeCompare(b.name, ctx.readerLanguage ?? undefined) || a.id.localeCompare(b.id))
  return {
    bots,
    stats: {
      availableBots: bots.length,
      // The user's conversations with the bots they can still see.
      totalConversations: bots.reduce((sum, bot) => sum + bot.conversationCount, 0),
      activeNow,
    },
  }
}

/** An unknown, malformed, inactive or role-restricted bot is the same 'Bot not found' (spec §8). */
export async function getVisibleBotOr404(ctx: AuthedContext, botId: string): Promise<BotRow> {
  const bot = isUuid(botId)
    ? await findVisibleBot(ctx.db, { visible: preparedBotVisibleTo(ctx.actor), botId })
    : null
  if (!bot) throw new AppError('NOT_FOUND', 'Bot not found')
  return bot
}

export async function getChatBot(ctx: AuthedContext, botId: string): Promise<ChatBotJson> {
  const bot = await getVisibleBotOr404(ctx, botId)
  const { bots } = await listChatBots(ctx)
  return bots.find((candidate) => candidate.id === bot.id) ?? toBotJson(bot, 0, ctx.readerLanguage)
}

export async function getReadableSessionOr404(ctx: AuthedContext, sessionId: string) {
  const row = isUuid(sessionId)
    ? await findReadableSession(ctx.db, {
        readable: preparedSessionReadableBy(ctx.actor),
        sessionId,
        viewerId: ctx.actor.userId,
      })
    : null
  if (!row) throw new AppError('NOT_FOUND', 'Chat session not found')
  return row
}

/** The caller's own session (writing as the user: sending, tickets, language, feedback). */
export async function getOwnSessionOr404(ctx: AuthedContext, sessionId: string) {
  const row = await getReadableSessionOr404(ctx, sessionId)
  if (row.session.userId !== ctx.actor.userId) throw new AppError('NOT_FOUND', 'Chat session not found')
  return row
}

/**
 * Spec §7: the user's sessions with a bot, newest updated first. Support-level staff may ask for
 * the escalated conversations of everyone (view=escalated) to answer them.
 */
export async function listChatSessions(
  ctx: AuthedContext,
  query: ListChatSessionsQuery,
): Promise<ChatSessionsResponse> {
  if (query.view === 'escalated' && !isSupportLevel(ctx.actor.roles))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
  const rows = await listSessions(ctx.db, {
    readable: sessionReadableBy(ctx.actor),
    botId: query.botId,
    ownerId: query.view === 'mine' ? ctx.actor.userId : undefined,
    escalatedOnly: query.view === 'escalated',
    limit: SESSION_LIST_LIMIT,
  })
  return { sessions: rows.map((row) => toSessionJson(row, ctx.actor.userId)) }
}

/** Spec §4 'New Chat': a fresh session with the optional context becomes current. */
export async function createChatSession(
  ctx: AuthedContext,
  input: CreateChatSessionInput,
): Promise<ChatSessionJson> {
  const bot = await getVisibleBotOr404(ctx, input.botId)
  const session = await insertSession(ctx.db, {
    userId: ctx.actor.userId,
    botId: bot.id,
    context: input.context,
  })
  return (await getChatSession(ctx, session.id)).session
}

export async function getChatSession(ctx: AuthedContext, sessionId: string): Promise<ChatSessionResponse> {
  return { session: toSessionJson(await getReadableSessionOr404(ctx, sessionId), ctx.actor.userId) }
}

export async function listChatMessages(
  ctx: AuthedContext,
  sessionId: string,
): Promise<ChatMessageListResponse> {
  const response = isUuid(sessionId)
    ? await listReadableMessages(ctx.db, {
        readable: preparedSessionReadableBy(ctx.actor),
        withSources: canSeeSources(ctx.actor),
        sessionId,
        viewerId: ctx.actor.userId,
      })
    : null
  if (response === null) throw new AppError('NOT_FOUND', 'Chat session not found')
  return response
}

/** Spec §5: only an enabled language is accepted (the schema refuses the rest with 400). */
export async function updateChatSession(
  ctx: AuthedContext,
  sessionId: string,
  input: UpdateChatSessionInput,
): Promise<ChatSessionResponse> {
  const { session } = await getOwnSessionOr404(ctx, sessionId)
  const updated = await updateSession(ctx.db, session.id, { languageCode: input.languageCode })
  publishSessionChanged(ctx.realtime, updated)
  return getChatSession(ctx, session.id)
}

/** Spec §4 typing: stored per user and session, and pushed to everyone in the conversation. */
export async function setTyping(ctx: AuthedContext, sessionId: string, isTyping: boolean) {
  const { session } = await getReadableSessionOr404(ctx, sessionId)
  await upsertTyping(ctx.db, { sessionId: session.id, userId: ctx.actor.userId, isTyping })
  ctx.realtime.publishToTopic(chatSessionTopic(session.id), {
    type: 'chat.typing',
    sessionId: session.id,
    userId: ctx.actor.userId,
    isTyping,
  })
  return { isTyping }
}

/**
 * Message status 'read' (spec §4): the owner has seen the assistant's and agents' replies; a staff
 * member reading an escalated conversation has seen the user's messages.
 */
export async function markSessionRead(ctx: AuthedContext, sessionId: string) {
  const { session } = await getReadableSessionOr404(ctx, sessionId)
  const fromUser = session.userId !== ctx.actor.userId
  const messageIds = await markSideRead(ctx.db, { sessionId: session.id, fromUser })
  publishMessageStatus(ctx.realtime, session.id, messageIds, 'read')
  return { messageIds }
}

/** Realtime topic check for `chat-session:<id>`. */
export async function canReadChatSession(ctx: AuthedContext, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false
  const readable = preparedSessionReadableBy(ctx.actor)
  return (await findReadableSession(ctx.db, { readable, sessionId, viewerId: ctx.actor.userId })) !== null
}
