import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { bots } from '#server/db/schema/bots'
import { chatSessions } from '#server/db/schema/chat'
import type { PreparedBotRule } from './chat-access.ts'

// Reads take the visibility condition (botVisibleTo in chat-access.ts) as a required argument, so no
// query can hand a user a bot they may not see.

export type BotRow = typeof bots.$inferSelect

export async function listVisibleBots(db: Executor, params: { visible: SQL; userId: string }) {
  const conversations = db
    .select({ botId: chatSessions.botId, count: count().as('count') })
    .from(chatSessions)
    .where(eq(chatSessions.userId, params.userId))
    .groupBy(chatSessions.botId)
    .as('conversations')
  return db
    .select({
      bot: bots,
      conversationCount: sql<number>`coalesce(${conversations.count}, 0)::int`,
    })
    .from(bots)
    .leftJoin(conversations, eq(conversations.botId, bots.id))
    .where(params.visible)
    .orderBy(asc(bots.name), asc(bots.id))
}

export async function findVisibleBot(db: Executor, params: { visible: PreparedBotRule; botId: string }) {
  const statement = prepared(db, `chat_visible_bot_${params.visible.kind}`, (name) =>
    db
      .select()
      .from(bots)
      .where(and(params.visible.rule, eq(bots.id, sql.placeholder('botId'))))
      .prepare(name),
  )
  const [row] = await statement.execute({ botId: params.botId, roles: params.visible.roles })
  return row ?? null
}

export async function incrementBotCounters(
  db: Executor,
  params: { botId: string; responses: number; escalations: number },
) {
  await db.update(bots).set(botCounterChanges(params)).where(eq(bots.id, params.botId))
}

export function botCounterChanges(params: { responses: number; escalations: number }) {
  return {
    responseCount: sql`${bots.responseCount} + ${params.responses}`,
    escalationCount: sql`${bots.escalationCount} + ${params.escalations}`,
    // Counters are not an edit of the bot: its 'Updated' date (spec §2.7) stays.
    updatedAt: sql`${bots.updatedAt}`,
  }
}
