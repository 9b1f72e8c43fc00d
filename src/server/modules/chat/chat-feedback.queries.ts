import type { Executor } from '../../db/client.ts'
import { chatFeedback } from '../../db/schema/chat.ts'

export async function insertFeedback(db: Executor, values: typeof chatFeedback.$inferInsert) {
  const [row] = await db.insert(chatFeedback).values(values).returning()
  return row
}
