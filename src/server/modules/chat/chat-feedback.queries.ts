import type { Executor } from '#server/db/client'
import { chatFeedback } from '#server/db/schema/chat'

export async function insertFeedback(db: Executor, values: typeof chatFeedback.$inferInsert) {
  const [row] = await db.insert(chatFeedback).values(values).returning()
  return row
}
