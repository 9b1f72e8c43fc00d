import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { bots } from '../../db/schema/bots.ts'
import { botKnowledgeBases } from '../../db/schema/knowledge.ts'

export type BotRow = typeof bots.$inferSelect

export async function insertBot(db: Executor, values: typeof bots.$inferInsert): Promise<BotRow> {
  const [row] = await db.insert(bots).values(values).returning()
  return row
}

export async function insertKnowledgeBase(db: Executor, values: typeof botKnowledgeBases.$inferInsert) {
  const [row] = await db.insert(botKnowledgeBases).values(values).returning({ id: botKnowledgeBases.id })
  return row
}

export async function findBot(db: Executor, botId: string): Promise<BotRow | null> {
  const [row] = await db.select().from(bots).where(eq(bots.id, botId))
  return row ?? null
}

/** The bot's knowledge base (created with the bot; the oldest one if there are several). */
export async function findKnowledgeBaseId(db: Executor, botId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: botKnowledgeBases.id })
    .from(botKnowledgeBases)
    .where(eq(botKnowledgeBases.botId, botId))
    .orderBy(botKnowledgeBases.createdAt)
    .limit(1)
  return row?.id ?? null
}
